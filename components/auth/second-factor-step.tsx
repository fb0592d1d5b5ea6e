"use client";
// The second sign-in step: the 6-digit code from the authenticator app through the digit-code input
// (sent as soon as the sixth digit is in), or one of the recovery codes.
import { useActionState, useEffect, useState, startTransition } from "react";
import { useTranslations } from "next-intl";
import { secondFactorAction, type SignInState } from "@/lib/auth/sign-in-action";
import { DigitCodeInput } from "@/components/ui/digit-code-input";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { SignInErrorMessage } from "./sign-in-error-message";

export function SecondFactorStep({ ticket, callbackUrl }: { ticket: string; callbackUrl?: string }) {
  const t = useTranslations("auth");
  const [state, action, pending] = useActionState<SignInState, FormData>(secondFactorAction, {
    error: null,
    mfaTicket: ticket,
  });
  const [useRecovery, setUseRecovery] = useState(false);
  // Each answer from the server starts a new round: the boxes are cleared and enabled again.
  const [round, setRound] = useState(0);
  useEffect(() => setRound((n) => n + 1), [state]);

  if (!state.mfaTicket) {
    // The step ran out: back to email and password.
    return (
      <div className="space-y-4">
        <SignInErrorMessage state={state} />
        {/* A full reload on purpose: it starts the sign-in form from a clean state. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/login" className="text-sm text-brand-700 underline">
          {t("startAgain")}
        </a>
      </div>
    );
  }

  function submit(code: string) {
    const form = new FormData();
    form.set("ticket", state.mfaTicket!);
    form.set("code", code);
    form.set("callbackUrl", callbackUrl ?? "/");
    startTransition(() => action(form));
  }

  return (
    <div className="space-y-4" data-testid="mfa-step">
      <h2 className="text-lg font-semibold text-slate-900">{t("mfaTitle")}</h2>
      <p className="text-sm text-slate-600">{useRecovery ? t("recoveryIntro") : t("mfaIntro")}</p>
      {useRecovery ? (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit(String(new FormData(e.currentTarget).get("code") ?? ""));
          }}
        >
          <TextField label={t("recoveryCodeLabel")} name="code" autoComplete="off" required maxLength={40} autoFocus />
          <SignInErrorMessage state={state} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? t("verifying") : t("verify")}
          </Button>
        </form>
      ) : (
        <>
          {/* A new key after each answer clears and re-enables the boxes for the next try. */}
          <DigitCodeInput
            key={round}
            label={t("codeLabel")}
            digitLabel={(position, length) => t("digitLabel", { position, length })}
            onComplete={submit}
            disabled={pending}
            autoFocus
            testId="mfa-code"
          />
          <SignInErrorMessage state={state} />
          {pending ? (
            <p className="text-sm text-slate-600" role="status">
              {t("verifying")}
            </p>
          ) : null}
        </>
      )}
      <button type="button" className="text-sm text-brand-700 underline" onClick={() => setUseRecovery((v) => !v)}>
        {useRecovery ? t("useAuthenticator") : t("useRecoveryCode")}
      </button>
    </div>
  );
}
