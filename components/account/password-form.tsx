"use client";
// Change of the password (POST /api/user/changePassword): the current one, the new one twice. Every
// other session of the user ends.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { useSavedToast } from "./use-saved-toast";

export function PasswordForm() {
  const t = useTranslations("account");
  const saved = useSavedToast();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [tried, setTried] = useState(false);
  const { pending, run, error } = useApiAction();
  const field = (n: string) => (error instanceof ApiError ? (error.fields[n] ?? null) : null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (next !== confirm) return;
    const result = await run(() =>
      apiFetch<{ other_sessions_ended: number }>("/api/user/changePassword", {
        body: { current_password: current, new_password: next },
      }),
    );
    if (!result.ok) return;
    saved(t("passwordChanged", { count: result.value.other_sessions_ended }));
    setCurrent("");
    setNext("");
    setConfirm("");
    setTried(false);
  }
  const generalError =
    error && (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) ? error.message : null;
  return (
    <form onSubmit={submit} className="max-w-md space-y-4" noValidate>
      <TextField
        label={t("currentPassword")}
        name="current_password"
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={field("current_password")}
      />
      <NewPasswordFields
        password={next}
        confirm={confirm}
        onPassword={setNext}
        onConfirm={setConfirm}
        serverError={field("new_password")}
        showMismatch={tried}
      />
      {generalError ? (
        <p role="alert" className="text-sm text-red-700">
          {generalError}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {t("changePasswordSubmit")}
      </Button>
    </form>
  );
}
