"use client";
// Accepts an invitation: a new user chooses a name and a password, an existing one confirms with their
// password; then they are signed in (or, with two-factor, sent to the sign-in form). A company that admits
// single sign-on only asks a new user for a name alone and sends everyone to its single sign-on after.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { signInWithTicketAction } from "@/lib/auth/sign-in-action";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { Notice } from "@/components/auth/auth-card";

/** ssoOnly: the company's name when it admits single sign-on only, else null. */
type Props = { userId: string; secret: string; hasAccount: boolean; email: string; ssoOnly?: string | null };

export function AcceptInvitationForm({ userId, secret, hasAccount, email, ssoOnly = null }: Props) {
  const t = useTranslations("account");
  const router = useRouter();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [tried, setTried] = useState(false);
  const { pending, run, error } = useApiAction();
  const field = (n: string) => (error instanceof ApiError ? (error.fields[n] ?? null) : null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    const withPassword = hasAccount || !ssoOnly;
    if (!hasAccount && withPassword && password !== confirm) return;
    const result = await run(() =>
      apiFetch<{ ticket: string | null; sign_in: "ticket" | "login" | "sso"; sso_url?: string }>(
        "/api/users/invite_tokens/accept",
        {
          body: {
            user_id: userId,
            secret,
            ...(withPassword ? { password } : {}),
            ...(hasAccount ? {} : { real_name: name }),
          },
        },
      ),
    );
    if (!result.ok) return;
    // Single sign-on starts in a route handler that redirects to the provider: a full navigation.
    if (result.value.sign_in === "sso") window.location.assign(result.value.sso_url ?? "/login");
    else if (result.value.ticket) await signInWithTicketAction(result.value.ticket, "/");
    else router.push("/login");
  }

  const generalError =
    error && (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) ? error.message : null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="accept-invite-form">
      <TextField label={t("email")} name="email" type="email" autoComplete="username" value={email} readOnly />
      {hasAccount ? (
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={field("password")}
        />
      ) : ssoOnly ? (
        <TextField
          label={t("realName")}
          name="real_name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={field("real_name")}
        />
      ) : (
        <>
          <TextField
            label={t("realName")}
            name="real_name"
            autoComplete="name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={field("real_name")}
          />
          <NewPasswordFields
            label={t("password")}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            serverError={field("password")}
            showMismatch={tried}
          />
        </>
      )}
      {ssoOnly ? <Notice tone="info">{t("inviteSsoOnly", { group: ssoOnly })}</Notice> : null}
      {generalError ? <Notice tone="error">{generalError}</Notice> : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("accepting") : t("acceptSubmit")}
      </Button>
    </form>
  );
}
