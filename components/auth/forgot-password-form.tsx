"use client";
// Asks for the account's email and sends the reset link. The confirmation reads the same whether or not
// the address has an account.
import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { Notice } from "./auth-card";

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const { pending, run, fieldError } = useApiAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await run(() => apiFetch("/api/password/forgot", { body: { email } }));
    if (result.ok) setSent(true);
  }

  if (sent) {
    return (
      <div>
        <Notice testId="forgot-sent">{t("forgotSent")}</Notice>
        <Link href="/login" className="text-sm text-brand-700 underline">
          {t("backToSignIn")}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
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
        error={fieldError("email")}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("sending") : t("forgotSubmit")}
      </Button>
      <Link href="/login" className="block text-sm text-brand-700 underline">
        {t("backToSignIn")}
      </Link>
    </form>
  );
}
