"use client";
// The message of a refused sign-in step; for a locked account it names the time to try again.
import { useLocale, useTranslations } from "next-intl";
import { formatTime } from "@/lib/i18n/format-date";
import type { SignInState } from "@/lib/auth/sign-in-action";

export function SignInErrorMessage({ state }: { state: Pick<SignInState, "error" | "retryAt" | "retryAfterSeconds"> }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  if (!state.error) return null;
  const text =
    state.error === "rate_limited" && state.retryAt
      ? t("rate_limited", {
          minutes: Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60)),
          time: formatTime(state.retryAt, locale),
        })
      : t(state.error === "rate_limited" ? "unknown" : state.error);
  return (
    <p
      role="alert"
      data-testid="sign-in-error"
      data-error={state.error}
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {text}
    </p>
  );
}
