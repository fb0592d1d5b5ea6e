"use client";
// The employee's answer to a contract sent for signature: sign with their typed name and consent, or
// decline with a reason. The server's message for a field shows under it; on success the page reloads
// with the new state.
import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/components/ui/use-form-action";

type Props = { requestId: number; personName: string };

export function SigningForms({ requestId, personName }: Props) {
  const t = useTranslations("contractSigning");
  const tFields = useTranslations("fields.labels");
  const router = useRouter();
  const id = useId();
  const [typedName, setTypedName] = useState("");
  const [consent, setConsent] = useState(false);
  const [reason, setReason] = useState("");
  const signing = useFormAction(["typed_name", "consent"]);
  const declining = useFormAction(["decline_reason"]);

  async function sign(e: FormEvent) {
    e.preventDefault();
    const body = { typed_name: typedName, consent };
    const res = await signing.run(() => apiFetch(`/api/contracts/signatures/${requestId}/sign`, { body }));
    if (res.ok) router.refresh();
  }
  async function decline(e: FormEvent) {
    e.preventDefault();
    const body = { decline_reason: reason };
    const res = await declining.run(() => apiFetch(`/api/contracts/signatures/${requestId}/decline`, { body }));
    if (res.ok) router.refresh();
  }
  const nameError = signing.fieldError("typed_name");
  const consentError = signing.fieldError("consent");
  const reasonError = declining.fieldError("decline_reason");

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form
        onSubmit={sign}
        aria-labelledby={`${id}-sign`}
        className="space-y-3 rounded-lg bg-white p-4 shadow-sm"
        noValidate
      >
        <h2 id={`${id}-sign`} className="text-lg font-semibold">
          {t("sign.signHeading")}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            {tFields("typed_name")}
          </label>
          <input
            id={`${id}-name`}
            value={typedName}
            onChange={(e) => setTypedName(e.target.value)}
            autoComplete="name"
            data-testid="typed-name"
            maxLength={200}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`${id}-name-hint${nameError ? ` ${id}-name-error` : ""}`}
            className="w-full rounded-md border border-slate-300 px-2 py-2"
          />
          <p id={`${id}-name-hint`} className="text-xs text-slate-600" data-testid="typed-name-hint">
            {t("sign.typedNameHint", { name: personName })}
          </p>
          {nameError && (
            <p id={`${id}-name-error`} className="text-sm text-red-700" data-testid="typed-name-error">
              {nameError}
            </p>
          )}
        </div>
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              data-testid="consent"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
              className="mt-1 h-4 w-4"
            />
            <span>{t("sign.consent")}</span>
          </label>
          {consentError && (
            <p id={`${id}-consent-error`} className="text-sm text-red-700">
              {consentError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={signing.pending} data-testid="sign-submit">
          {t("sign.submit")}
        </Button>
      </form>
      <form
        onSubmit={decline}
        aria-labelledby={`${id}-decline`}
        className="space-y-3 rounded-lg bg-white p-4 shadow-sm"
        noValidate
      >
        <h2 id={`${id}-decline`} className="text-lg font-semibold">
          {t("sign.declineHeading")}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            {tFields("decline_reason")}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={2000}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-reason-hint${reasonError ? ` ${id}-reason-error` : ""}`}
            className="w-full rounded-md border border-slate-300 px-2 py-2"
          />
          <p id={`${id}-reason-hint`} className="text-xs text-slate-600">
            {t("sign.declineHint")}
          </p>
          {reasonError && (
            <p id={`${id}-reason-error`} className="text-sm text-red-700">
              {reasonError}
            </p>
          )}
        </div>
        <Button type="submit" variant="danger" disabled={declining.pending}>
          {t("sign.declineSubmit")}
        </Button>
      </form>
    </div>
  );
}
