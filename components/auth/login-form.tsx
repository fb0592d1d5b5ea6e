"use client";
// The sign-in form: email and password, errors announced to screen readers.
import { useActionState } from "react";
import { useTranslations } from "next-intl";
import { signInAction, type SignInState } from "@/lib/auth/sign-in-action";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";

export function LoginForm({ callbackUrl }: { callbackUrl?: string }) {
  const t = useTranslations("auth");
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, { error: null });
  return (
    <form action={action} className="space-y-4" noValidate={false}>
      <input type="hidden" name="callbackUrl" value={callbackUrl ?? "/"} />
      <TextField label={t("email")} name="email" type="email" autoComplete="username" required autoFocus />
      <TextField label={t("password")} name="password" type="password" autoComplete="current-password" required />
      {state.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(state.error)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
