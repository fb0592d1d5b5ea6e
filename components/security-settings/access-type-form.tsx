"use client";
// The access type choice on /settings/security: three options with their explanations. sso_only is
// disabled until single sign-on is set up and usable by this admin (the server refuses it too, 409).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

const OPTIONS = ["password_and_sso", "sso_only", "password_only"] as const;
type AccessType = (typeof OPTIONS)[number];

export function AccessTypeForm({
  current,
  canUseSsoOnly,
  canWrite,
}: {
  current: AccessType;
  canUseSsoOnly: boolean;
  canWrite: boolean;
}) {
  const t = useTranslations("security.access");
  const toast = useToast();
  const router = useRouter();
  const [value, setValue] = useState<AccessType>(current);
  const [pending, setPending] = useState(false);

  async function save() {
    setPending(true);
    try {
      await apiFetch("/api/settings/selfservice/security/access/setSecuritySetting", { body: { access_type: value } });
      toast.show({ title: t("saved"), variant: "success" });
      router.refresh();
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <fieldset className="space-y-3" data-testid="access-type">
      <legend className="sr-only">{t("title")}</legend>
      {OPTIONS.map((option) => {
        const disabled = !canWrite || (option === "sso_only" && !canUseSsoOnly && current !== "sso_only");
        return (
          <label
            key={option}
            className={`flex gap-3 rounded-md border p-3 ${value === option ? "border-brand-600 bg-brand-50" : "border-slate-200"} ${disabled ? "opacity-60" : "cursor-pointer"}`}
          >
            <input
              type="radio"
              name="access_type"
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => setValue(option)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium">{t(option)}</span>
              <span className="block text-sm text-slate-600">{t(`${option}_help`)}</span>
              {option === "sso_only" && !canUseSsoOnly ? (
                <span className="mt-1 block text-sm text-amber-800">{t("sso_only_unavailable")}</span>
              ) : null}
            </span>
          </label>
        );
      })}
      {canWrite ? (
        <Button onClick={save} disabled={pending || value === current} data-testid="access-type-save">
          {t("save")}
        </Button>
      ) : null}
    </fieldset>
  );
}
