"use client";
// Chooses the new password from a reset link, then sends the user to sign in with it.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { NewPasswordFields } from "./new-password-fields";
import { Notice } from "./auth-card";
import { ApiError } from "@/lib/client/api-fetch";

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [tried, setTried] = useState(false);
  const { pending, run, error } = useApiAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (password !== confirm) return;
    const result = await run(() => apiFetch("/api/password/reset", { body: { token, password } }));
    if (result.ok) router.push("/login?notice=password_reset");
  }

  const passwordError = error instanceof ApiError ? (error.fields.password ?? null) : null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        serverError={passwordError}
        showMismatch={tried}
      />
      {error && !passwordError ? <Notice tone="error">{error.message}</Notice> : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("saving") : t("resetSubmit")}
      </Button>
    </form>
  );
}
