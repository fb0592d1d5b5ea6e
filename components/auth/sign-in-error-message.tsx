"use client";
// The message of a refused sign-in step; for a locked account it names the time to try again.
import { useFormatter, useTranslations } from "next-intl";
import type { SignInState } from "@/lib/auth/sign-in-action";

export function SignInErrorMessage({ state }: { state: Pick<SignInState, "error" | "retryAt" | "retryAfterSeconds"> }) {
  const t = useTranslations("auth");
  const format = useFormatter();
  if (!state.error) return null;
  const text =
    state.error === "rate_limited" && state.retryAt
      ? t("rate_limited", {
          minutes: Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60)),
          time: format.dateTime(new Date(state.retryAt), { hour: "2-digit", minute: "2-digit" }),
        })
      : t(state.error === "rate_limited" ? "unknown" : state.error);
  return (
    <p role="alert" data-testid="sign-in-error" data-error={state.error} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </p>
  );
}
