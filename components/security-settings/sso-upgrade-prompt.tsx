"use client";
// Light accounts see this instead of the SAML form: the existing upgrade-to-SSO modal (components/flows).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { SsoUpgradeModal } from "@/components/flows/sso-upgrade-modal";

export function SsoUpgradePrompt() {
  const t = useTranslations("security.saml");
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3" data-testid="saml-upgrade">
      <p className="text-sm text-slate-600">{t("light_intro")}</p>
      <Button onClick={() => setOpen(true)}>{t("light_button")}</Button>
      <SsoUpgradeModal open={open} onOpenChange={setOpen} />
    </div>
  );
}
