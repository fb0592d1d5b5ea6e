"use client";
// The steps of the light-to-full upgrade flow (./upgrade-flow.tsx holds its state and entry points):
// offer -> confirm -> success, or "book a demo" -> booked; for a reseller that handles upgrades, requested.
// Apart from the provider so that their code is loaded only around the flow, not with every page.
import Link from "next/link";
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { navItem } from "@/lib/shell/nav-items";
import type { UpgradeOffer } from "@/lib/upgrade/get-upgrade-offer";
import type { UpgradeResult } from "@/lib/upgrade/upgrade-light-to-full";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import type { UpgradeStep } from "./upgrade-flow";

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

export function UpgradeSteps({
  offer,
  gains,
  step,
  setStep,
  close,
  resellerName,
  onRequested,
  onUpgraded,
}: StepsProps) {
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
