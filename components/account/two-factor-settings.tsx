"use client";
// Two-factor on the account page. Turning it on: a QR code (and the secret as text) for the
// authenticator app, then the app's 6-digit code through the digit-code input; then the ten recovery
// codes, shown this once. Turning it off asks for the password in a dialog.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { DigitCodeInput } from "@/components/ui/digit-code-input";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useSavedToast } from "./use-saved-toast";

type Status = { mfa_enabled: boolean; enrolment_pending: boolean; recovery_codes_left: number };
type Enrolment = { secret: string; otpauth_url: string; qr_code: string };

export function TwoFactorSettings({ status }: { status: Status }) {
  const t = useTranslations("account");
  const router = useRouter();
  const saved = useSavedToast();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [round, setRound] = useState(0);
  const [offOpen, setOffOpen] = useState(false);
  const [password, setPassword] = useState("");
  const start = useApiAction();
  const confirm = useApiAction();
  const off = useApiAction();

  async function begin() {
    const result = await start.run(() =>
      apiFetch<{ enrolment: Enrolment }>("/users/mfa/set", { body: { mfa_enabled: true } }),
    );
    if (result.ok) setEnrolment(result.value.enrolment);
  }

  async function complete(code: string) {
    const result = await confirm.run(() =>
      apiFetch<{ recovery_codes: string[] }>("/users/mfa/set", { body: { mfa_enabled: true, code } }),
    );
    setRound((n) => n + 1);
    if (!result.ok) return;
    setEnrolment(null);
    setRecoveryCodes(result.value.recovery_codes);
  }

  async function turnOff(event: React.FormEvent) {
    event.preventDefault();
    const result = await off.run(() => apiFetch("/users/mfa/set", { body: { mfa_enabled: false, password } }));
    if (!result.ok) return;
    setOffOpen(false);
    setPassword("");
    saved(t("mfaTurnedOff"));
    router.refresh();
  }

  if (recoveryCodes) {
    return (
      <div className="space-y-3" data-testid="mfa-recovery">
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          {t("mfaOn")}
        </p>
        <p className="text-sm text-slate-700">{t("recoveryCodesIntro")}</p>
        <ul
          className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm sm:grid-cols-5"
          data-testid="recovery-codes"
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button
          onClick={() => {
            setRecoveryCodes(null);
            router.refresh();
          }}
        >
          {t("recoveryCodesSaved")}
        </Button>
      </div>
    );
  }

  if (enrolment) {
    const codeError =
      confirm.error instanceof ApiError
        ? (confirm.error.fields.code ?? confirm.error.message)
        : (confirm.error?.message ?? null);
    return (
      <div className="space-y-4" data-testid="mfa-enrolment">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>{t("mfaStepScan")}</li>
          <li>{t("mfaStepCode")}</li>
        </ol>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server */}
          <img
            src={enrolment.qr_code}
            alt={t("mfaQrAlt")}
            width={200}
            height={200}
            className="h-[200px] w-[200px] rounded border border-slate-200"
          />
          <div className="text-sm">
            <p className="text-slate-700">{t("mfaSecretLabel")}</p>
            <code
              data-testid="mfa-secret"
              data-secret={enrolment.secret}
              className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-base"
            >
              {enrolment.secret.match(/.{1,4}/g)?.join(" ")}
            </code>
          </div>
        </div>
        <div className="max-w-xs">
          <p className="mb-2 text-sm font-medium text-slate-800">{t("mfaCodeLabel")}</p>
          <DigitCodeInput
            key={round}
            label={t("mfaCodeLabel")}
            digitLabel={(position, length) => t("digitLabel", { position, length })}
            onComplete={complete}
            disabled={confirm.pending}
            error={codeError}
            testId="mfa-enrol-code"
            autoFocus
          />
        </div>
        <Button variant="secondary" onClick={() => setEnrolment(null)}>
          {t("cancel")}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm" data-testid="mfa-state" data-enabled={status.mfa_enabled}>
        {status.mfa_enabled ? t("mfaStateOn", { count: status.recovery_codes_left }) : t("mfaStateOff")}
      </p>
      {start.error ? (
        <p role="alert" className="text-sm text-red-700">
          {start.error.message}
        </p>
      ) : null}
      {status.mfa_enabled ? (
        <Button variant="secondary" onClick={() => setOffOpen(true)}>
          {t("mfaTurnOff")}
        </Button>
      ) : (
        <Button onClick={begin} disabled={start.pending}>
          {t("mfaTurnOn")}
        </Button>
      )}
      <Modal
        open={offOpen}
        onOpenChange={setOffOpen}
        title={t("mfaTurnOffTitle")}
        description={t("mfaTurnOffText")}
        testId="mfa-off-dialog"
      >
        <form onSubmit={turnOff} className="space-y-4">
          <TextField
            label={t("currentPassword")}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={1024}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={off.fieldError("password")}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOffOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="danger" disabled={off.pending}>
              {t("mfaTurnOff")}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
