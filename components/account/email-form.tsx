"use client";
// Change of the sign-in email (POST /user/updateEmail): the new address and the current password; the
// change waits for the link mailed to the new address.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";

export function EmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const t = useTranslations("account");
  const router = useRouter();
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, run, error } = useApiAction();
  const field = (n: string) => (error instanceof ApiError ? (error.fields[n] ?? null) : null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await run(() =>
      apiFetch<{ data: { pending_email: string } }>("/user/updateEmail", { body: { email: newEmail, password } }),
    );
    if (!result.ok) return;
    setSentTo(result.value.data.pending_email);
    setNewEmail("");
    setPassword("");
    router.refresh();
  }
  const waiting = sentTo ?? pendingEmail;
  const generalError =
    error && (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) ? error.message : null;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        {t("currentEmail")} <strong data-testid="current-email">{email}</strong>
      </p>
      {waiting ? (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="pending-email"
        >
          {t("emailPending", { email: waiting })}
        </p>
      ) : null}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField
          label={t("newEmail")}
          name="new_email"
          type="email"
          autoComplete="email"
          maxLength={320}
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={field("email")}
        />
        <TextField
          label={t("currentPassword")}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={field("password")}
        />
        {generalError ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {generalError}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {t("changeEmailSubmit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
