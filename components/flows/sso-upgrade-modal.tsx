"use client";
// The upgrade-to-SSO modal (spec section 2): explains single sign-on to an admin and records their
// interest (POST /api/upgrade/requestSso) so sales can follow up; where the account can set SAML up
// itself, a link leads to those settings.
import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the SAML settings live (issue 7); no link when absent. */
  samlSettingsHref?: string;
};

export function SsoUpgradeModal({ open, onOpenChange, samlSettingsHref }: Props) {
  const t = useTranslations("flows.sso");
  const toast = useToast();
  const [state, setState] = useState<"idle" | "pending" | "sent">("idle");

  async function requestSso() {
    setState("pending");
    try {
      await apiFetch("/api/upgrade/requestSso", { body: {} });
      setState("sent");
    } catch (error) {
      setState("idle");
      toast.showError(error);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next && state === "sent") setState("idle");
      }}
      size="upgrade"
      testId="sso-upgrade-modal"
      title={t("title")}
      description={t("intro")}
      footer={
        <>
          {samlSettingsHref ? (
            <Link
              href={samlSettingsHref}
              onClick={() => onOpenChange(false)}
              className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100"
            >
              {t("settings")}
            </Link>
          ) : null}
          {state === "sent" ? (
            <Button onClick={() => onOpenChange(false)}>{t("close")}</Button>
          ) : (
            <Button onClick={requestSso} disabled={state === "pending"}>
              {t("interested")}
            </Button>
          )}
        </>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{t("benefitOne")}</li>
        <li>{t("benefitTwo")}</li>
        <li>{t("benefitThree")}</li>
      </ul>
      {state === "sent" ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          {t("sent")}
        </p>
      ) : null}
    </Modal>
  );
}
