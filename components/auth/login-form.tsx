"use client";
// The sign-in form: email and password, then, for users with two-factor, the 6-digit code step.
// Errors are announced to screen readers; a locked account shows when it can be tried again.
import { useActionState, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { signInAction, type SignInState } from "@/lib/auth/sign-in-action";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { SignInErrorMessage } from "./sign-in-error-message";
import { SecondFactorStep } from "./second-factor-step";

/** `mfaTicket`: a second step already due (after a single sign-on through the company's SAML IdP). */
export function LoginForm({ callbackUrl, mfaTicket }: { callbackUrl?: string; mfaTicket?: string }) {
  const t = useTranslations("auth");
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, { error: null, mfaTicket });
  // Controlled, so the email stays filled in after a refused attempt (React resets the form after an action).
  const [email, setEmail] = useState("");

  if (state.mfaTicket) return <SecondFactorStep ticket={state.mfaTicket} callbackUrl={callbackUrl} />;

  return (
    <form action={action} className="space-y-4" data-testid="login-form">
      <input type="hidden" name="callbackUrl" value={callbackUrl ?? "/"} />
      <TextField
        label={t("email")}
        name="email"
        type="email"
        autoComplete="username"
        required
        autoFocus
        maxLength={320}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={1024}
      />
      <SignInErrorMessage state={state} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("submitting") : t("submit")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link
          href="/login/forgot"
          className="text-brand-700 underline-offset-2 hover:underline"
          data-testid="forgot-link"
        >
          {t("forgotLink")}
        </Link>
        <Link href="/signup" className="text-brand-700 underline-offset-2 hover:underline">
          {t("signupLink")}
        </Link>
      </div>
    </form>
  );
}
