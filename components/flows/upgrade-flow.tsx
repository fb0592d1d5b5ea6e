"use client";
// The light-to-full upgrade flow (spec sections 2, 4 and 6): upgrade modal -> confirm -> success, or
// "book a demo" -> booked. One step is open at a time; closing any step ends the flow where the user
// was (the current URL, minus the ?upgrade=open that may have opened it). Offered only when the server
// says so (GET /api/upgrade/offer, rule in lib/upgrade/upgrade-rule.ts): the provider renders nothing
// for everyone else. For a reseller that handles upgrades the flow shows no price and asks the reseller.
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { navItem } from "@/lib/shell/nav-items";
import type { UpgradeOffer } from "@/lib/upgrade/get-upgrade-offer";
import type { UpgradeResult } from "@/lib/upgrade/upgrade-light-to-full";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";

export type UpgradeStep = "closed" | "offer" | "confirm" | "success" | "requested" | "booked";

type UpgradeFlowApi = { offered: boolean; open: () => void };

const UpgradeFlowContext = createContext<UpgradeFlowApi>({ offered: false, open: () => {} });

/** Opens the flow from anywhere under the provider; `offered` says whether to show an entry point. */
export function useUpgradeFlow(): UpgradeFlowApi {
  return useContext(UpgradeFlowContext);
}

export const UPGRADE_QUERY_PARAM = "upgrade";

// What a light account gains today: built full-only modules and full-only switches (never a module that
// does not exist yet).

/** `gains`: what the full edition adds, as labels (fullEditionGainLabels in lib/upgrade/full-edition-gains.ts):
 * derived and translated on the server, so the flag catalogue, the module registry and their texts stay out
 * of the browser (issue 18). */
type Props = { offer: UpgradeOffer | null; gains: string[]; children?: ReactNode };

export function UpgradeFlowProvider({ offer, gains, children }: Props) {
  const [step, setStep] = useState<UpgradeStep>("closed");
  const [openedFromUrl, setOpenedFromUrl] = useState(false);
  const [resellerName, setResellerName] = useState<string | null>(offer?.reseller_name ?? null);
  const router = useRouter();
  const pathname = usePathname();
  const offered = offer?.offered === true;

  // Read from the router, not once at mount: the proxy sends a click on a greyed-out module to
  // /?upgrade=open, and a client-side navigation there keeps this provider mounted.
  const wantsOpen = useSearchParams().get(UPGRADE_QUERY_PARAM) === "open";
  useEffect(() => {
    if (!offered || !wantsOpen) return;
    setOpenedFromUrl(true);
    setStep("offer");
  }, [offered, wantsOpen]);

  const open = useCallback(() => {
    if (offered) setStep("offer");
  }, [offered]);

  const close = useCallback(() => {
    setStep("closed");
    if (!openedFromUrl) return;
    setOpenedFromUrl(false);
    const params = new URLSearchParams(window.location.search);
    params.delete(UPGRADE_QUERY_PARAM);
    const query = params.toString();
    router.replace(`${pathname}${query ? `?${query}` : ""}`);
  }, [openedFromUrl, pathname, router]);

  const api = useMemo(() => ({ offered, open }), [offered, open]);
  return (
    <UpgradeFlowContext.Provider value={api}>
      {children}
      {offered && offer ? (
        <UpgradeSteps
          offer={offer}
          gains={gains}
          step={step}
          setStep={setStep}
          close={close}
          resellerName={resellerName}
          onRequested={(name) => setResellerName(name)}
          onUpgraded={() => router.refresh()}
        />
      ) : null}
    </UpgradeFlowContext.Provider>
  );
}

type StepsProps = {
  offer: UpgradeOffer;
  gains: string[];
  step: UpgradeStep;
  setStep: (step: UpgradeStep) => void;
  close: () => void;
  resellerName: string | null;
  onRequested: (resellerName: string) => void;
  onUpgraded: () => void;
};

function UpgradeSteps({ offer, gains, step, setStep, close, resellerName, onRequested, onUpgraded }: StepsProps) {
  const t = useTranslations("flows.upgrade");
  const locale = useLocale();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const onOpenChange = (open: boolean) => (open ? undefined : close());

  const price = offer.price ? formatMoney(offer.price.amount_cents, offer.price.currency, locale) : null;
  const monthly = offer.price
    ? formatMoney(offer.price.amount_cents * offer.employee_count, offer.price.currency, locale)
    : null;

  async function call<T>(path: string, body: unknown, next: (value: T) => void) {
    setPending(true);
    try {
      next(await apiFetch<T>(path, { body }));
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  const upgrade = () =>
    call<{ data: UpgradeResult }>("/api/upgrade/upgradeLightToFull", {}, ({ data }) => {
      if (data.status === "requested") {
        onRequested(data.reseller_name);
        setStep("requested");
      } else {
        setStep("success");
        onUpgraded();
      }
    });
  const bookDemo = () => call("/api/upgrade/bookDemo", { source: "upgrade_flow" }, () => setStep("booked"));

  return (
    <>
      <Modal
        open={step === "offer"}
        onOpenChange={onOpenChange}
        size="upgrade"
        testId="upgrade-modal"
        title={t("title")}
        description={t("intro")}
        footer={
          <>
            <Button variant="secondary" onClick={bookDemo} disabled={pending}>
              {t("bookDemo")}
            </Button>
            {offer.via_reseller && offer.request_pending ? null : (
              <Button onClick={() => setStep("confirm")} disabled={pending}>
                {offer.via_reseller ? t("askReseller", { reseller: resellerName ?? "" }) : t("upgrade")}
              </Button>
            )}
          </>
        }
      >
        <p className="text-sm font-medium">{t("fullGives")}</p>
        <ul className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" data-testid="upgrade-gains">
          {gains.map((label) => (
            <li key={label} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-green-700">
                ✓
              </span>
              {label}
            </li>
          ))}
        </ul>
        {offer.via_reseller ? (
          <p className="mt-4 rounded-md bg-slate-100 p-3 text-sm" data-testid="upgrade-reseller-note">
            {offer.request_pending
              ? t("resellerPending", { reseller: resellerName ?? "" })
              : t("resellerNote", { reseller: resellerName ?? "" })}
          </p>
        ) : (
          <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm" data-testid="upgrade-price">
            {t("price", { price: price ?? "" })}{" "}
            {t("priceTotal", { count: offer.employee_count, total: monthly ?? "" })}
          </p>
        )}
      </Modal>

      <Modal
        open={step === "confirm"}
        onOpenChange={onOpenChange}
        testId="upgrade-confirm-modal"
        title={t("confirmTitle")}
        description={
          offer.via_reseller
            ? t("confirmReseller", { reseller: resellerName ?? "" })
            : t("confirmText", { total: monthly ?? "" })
        }
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={pending}>
              {t("cancel")}
            </Button>
            <Button onClick={upgrade} disabled={pending}>
              {pending ? t("working") : t("confirm")}
            </Button>
          </>
        }
      />

      <Modal
        open={step === "success"}
        onOpenChange={onOpenChange}
        testId="upgrade-success-modal"
        title={t("successTitle")}
        description={t("successText")}
        footer={
          <>
            <Link
              href="/dashboard"
              onClick={close}
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100"
            >
              {t("dashboard")}
            </Link>
            {/* The modules screen arrives with the settings issue: no link to a page that does not exist. */}
            {navItem("settings_modules").available ? (
              <Link
                href="/settings/modules"
                onClick={close}
                className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                {t("activeModules")}
              </Link>
            ) : null}
          </>
        }
      />

      <Modal
        open={step === "requested"}
        onOpenChange={onOpenChange}
        testId="upgrade-requested-modal"
        title={t("requestedTitle")}
        description={t("requestedText", { reseller: resellerName ?? "" })}
        footer={<Button onClick={close}>{t("close")}</Button>}
      />

      <Modal
        open={step === "booked"}
        onOpenChange={onOpenChange}
        testId="upgrade-booked-modal"
        title={t("bookedTitle")}
        description={t("bookedText")}
        footer={<Button onClick={close}>{t("close")}</Button>}
      />
    </>
  );
}

export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale === "en" ? "en-BE" : `${locale}-BE`, { style: "currency", currency }).format(
    cents / 100,
  );
}

/** A ready-made entry point: renders nothing unless the upgrade is offered. */
export function UpgradeButton({ className = "" }: { className?: string }) {
  const t = useTranslations("flows.upgrade");
  const { offered, open } = useUpgradeFlow();
  if (!offered) return null;
  return (
    <Button onClick={open} className={className} data-testid="upgrade-button">
      {t("entry")}
    </Button>
  );
}
