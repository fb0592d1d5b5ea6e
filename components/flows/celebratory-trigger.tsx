"use client";
// The celebratory feature-trigger popup and its info modal (spec sections 2 and 4), shown on /people
// (self_service), /documents (documents) and /settings/users (user_rights) to admins who have not acted
// on that feature yet (GET .../hasCelebratoryTriggerAccess/hasAccess). Closing the popup or the info
// modal records "ignored"; booking a demo records "booked" (and a demo request). The illustration is
// French for French users. Loaded only on those pages (./celebratory-trigger-for-path.tsx).
import { useEffect, useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import {
  celebratoryImage,
  type CelebratoryActionName,
  type CelebratoryFeatureName,
} from "@/lib/celebratory/celebratory-features";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";

type Stage = "hidden" | "popup" | "info" | "booked";

export function CelebratoryTrigger({ feature }: { feature: CelebratoryFeatureName }) {
  const t = useTranslations("flows.celebratory");
  const locale = useLocale();
  const toast = useToast();
  const titleId = useId();
  const [stage, setStage] = useState<Stage>("hidden");
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let cancelled = false;
    apiFetch<{ hasAccess?: boolean }>(
      `/api/celebratory_triggers/hasCelebratoryTriggerAccess/hasAccess?feature=${feature}`,
    )
      .then((reply) => {
        if (!cancelled && reply.hasAccess) setStage("popup");
      })
      .catch(() => undefined); // a promotion: when the check fails, simply show nothing
    return () => {
      cancelled = true;
    };
  }, [feature]);

  async function record(action: CelebratoryActionName): Promise<boolean> {
    try {
      await apiFetch("/api/celebratory_triggers/setAction", { body: { feature, action } });
      return true;
    } catch (error) {
      toast.showError(error);
      return false;
    }
  }

  function ignore() {
    setStage("hidden");
    void record("ignored");
  }

  async function book() {
    setPending(true);
    if (await record("booked")) setStage("booked");
    setPending(false);
  }

  const name = t(`features.${feature}.name`);
  return (
    <>
      {stage === "popup" ? (
        // A card at the top of the page's content, in the flow: it pushes the page down instead of lying
        // over it, so it never hides a control (pagination, the Support button, a toolbar); on a phone it
        // drops the illustration and takes a few lines.
        <section
          aria-labelledby={titleId}
          data-testid="celebratory-popup"
          onKeyDown={(e) => {
            if (e.key === "Escape") ignore();
          }}
          className="mb-6 flex items-center gap-4 rounded-lg border border-brand-100 bg-white p-3 shadow-sm sm:p-4"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG */}
          <img
            src={celebratoryImage(feature, locale)}
            alt=""
            width={160}
            height={70}
            className="hidden h-auto w-40 shrink-0 rounded-md sm:block"
            data-testid="celebratory-image"
          />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <h2 id={titleId} className="text-base font-semibold">
                {t("popupTitle", { feature: name })}
              </h2>
              <button
                type="button"
                onClick={ignore}
                aria-label={t("close")}
                className="-mr-1 -mt-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-xl leading-none hover:bg-slate-100 focus-visible:outline focus-visible:outline-2"
              >
                ×
              </button>
            </div>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <p className="min-w-0 flex-1 basis-56 text-sm text-slate-700">{t(`features.${feature}.teaser`)}</p>
              <Button onClick={() => setStage("info")}>{t("learnMore")}</Button>
            </div>
          </div>
        </section>
      ) : null}

      <Modal
        open={stage === "info"}
        onOpenChange={(open) => (open || pending ? undefined : ignore())}
        size="upgrade"
        testId="celebratory-info-modal"
        title={t(`features.${feature}.title`)}
        description={t(`features.${feature}.text`)}
        footer={
          <>
            <Button variant="secondary" onClick={ignore} disabled={pending}>
              {t("noThanks")}
            </Button>
            <Button onClick={book} disabled={pending}>
              {t("bookDemo")}
            </Button>
          </>
        }
      >
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t(`features.${feature}.pointOne`)}</li>
          <li>{t(`features.${feature}.pointTwo`)}</li>
          <li>{t(`features.${feature}.pointThree`)}</li>
        </ul>
      </Modal>

      <Modal
        open={stage === "booked"}
        onOpenChange={(open) => (open ? undefined : setStage("hidden"))}
        testId="celebratory-booked-modal"
        title={t("bookedTitle")}
        description={t("bookedText")}
        footer={<Button onClick={() => setStage("hidden")}>{t("close")}</Button>}
      />
    </>
  );
}
