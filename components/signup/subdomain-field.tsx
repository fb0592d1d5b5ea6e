"use client";
// The subdomain field of sign-up (labelled as what it is, with the app's domain after it when the app
// has one): checks format at once and availability (GET
// /subdomain/{x}/istaken) a moment after typing stops, and says which.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { subdomainProblem, SUBDOMAIN_MAX } from "@/lib/signup/subdomain-rules";
import { TextField } from "@/components/ui/text-field";

type Availability = "idle" | "checking" | "free" | "taken" | "invalid";

type Props = { value: string; onChange: (v: string) => void; serverError?: string | null; domain?: string | null };

export function SubdomainField({ value, onChange, serverError, domain }: Props) {
  const t = useTranslations("account");
  const [availability, setAvailability] = useState<Availability>("idle");

  useEffect(() => {
    if (!value) return setAvailability("idle");
    if (subdomainProblem(value)) return setAvailability("invalid");
    setAvailability("checking");
    let stale = false;
    const timer = setTimeout(async () => {
      try {
        const res = await apiFetch<{ taken: boolean }>(`/api/subdomain/${encodeURIComponent(value)}/istaken`);
        if (!stale) setAvailability(res.taken ? "taken" : "free");
      } catch (error) {
        if (!stale) setAvailability(error instanceof ApiError && error.status === 422 ? "invalid" : "idle");
      }
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [value]);

  const problem = value ? subdomainProblem(value) : null;
  const error =
    serverError ?? (problem ? t(`subdomain_${problem}`) : availability === "taken" ? t("subdomainTaken") : null);
  return (
    <div>
      <TextField
        label={t("subdomain")}
        name="subdomain"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={SUBDOMAIN_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value.toLowerCase())}
        error={error}
        suffix={domain ? `.${domain}` : null}
      />
      <p className="-mt-0.5 text-xs text-slate-600" aria-live="polite" data-testid="subdomain-status">
        {availability === "free" && !serverError
          ? t("subdomainFree")
          : availability === "checking"
            ? t("subdomainChecking")
            : t("subdomainHint")}
      </p>
    </div>
  );
}
