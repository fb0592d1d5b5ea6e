"use client";
// Sign-up: the company (name, address, country) and, for a new visitor, the person (name, email,
// password). A new visitor is signed in with the ticket the sign-up answers; a signed-in user adding a
// company moves into it.
import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { signInWithTicketAction } from "@/lib/auth/sign-in-action";
import { suggestSubdomain } from "@/lib/signup/subdomain-rules";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { Notice } from "@/components/auth/auth-card";
import { SubdomainField } from "./subdomain-field";

type Props = { signedIn: boolean; defaultCountry: "BE" | "NL"; locale: string; domain?: string | null };

export function SignUpForm({ signedIn, defaultCountry, locale, domain = null }: Props) {
  const t = useTranslations("account");
  const [company, setCompany] = useState("");
  const [subdomain, setSubdomain] = useState("");
  const [subdomainEdited, setSubdomainEdited] = useState(false);
  const [country, setCountry] = useState(defaultCountry);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [tried, setTried] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);
  const { pending, run, error } = useApiAction();
  const field = (name: string) => (error instanceof ApiError ? (error.fields[name] ?? null) : null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!signedIn && password !== confirm) return;
    const companyFields = { company_name: company, subdomain, country };
    if (signedIn) {
      const result = await run(() => apiFetch("/api/user/createGroup", { body: companyFields }));
      if (result.ok) window.location.assign("/");
      return;
    }
    const language = ["en", "nl", "fr"].includes(locale) ? locale : undefined;
    const result = await run(() =>
      apiFetch<{ ticket: string }>("/api/signup", {
        body: { ...companyFields, real_name: name, email, password, language },
      }),
    );
    if (!result.ok) return;
    const state = await signInWithTicketAction(result.value.ticket, "/");
    if (state?.error) setSignInFailed(true);
  }

  const generalError =
    error && (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) ? error.message : null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate data-testid="signup-form">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t("companySection")}
        </legend>
        <TextField
          label={t("companyName")}
          name="company_name"
          autoComplete="organization"
          required
          maxLength={100}
          value={company}
          onChange={(e) => {
            setCompany(e.target.value);
            if (!subdomainEdited) setSubdomain(suggestSubdomain(e.target.value));
          }}
          error={field("company_name")}
        />
        <SubdomainField
          value={subdomain}
          onChange={(v) => {
            setSubdomainEdited(true);
            setSubdomain(v);
          }}
          serverError={field("subdomain")}
          domain={domain}
        />
        <div>
          <label htmlFor="signup-country" className="mb-1 block text-sm font-medium text-slate-800">
            {t("country")}
          </label>
          <select
            id="signup-country"
            name="country"
            value={country}
            onChange={(e) => setCountry(e.target.value as "BE" | "NL")}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm"
          >
            <option value="BE">{t("countryBE")}</option>
            <option value="NL">{t("countryNL")}</option>
          </select>
        </div>
      </fieldset>
      {!signedIn && (
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t("personSection")}
          </legend>
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
          <TextField
            label={t("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={field("email")}
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
        </fieldset>
      )}
      {generalError ? <Notice tone="error">{generalError}</Notice> : null}
      {signInFailed ? (
        <Notice tone="info">
          {t("signupSignInFailed")}{" "}
          <Link href="/login" className="underline">
            {t("goToSignIn")}
          </Link>
        </Notice>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("creating") : signedIn ? t("addCompanySubmit") : t("signupSubmit")}
      </Button>
      {!signedIn && (
        <p className="text-sm text-slate-600">
          {t("haveAccount")}{" "}
          <Link href="/login" className="text-brand-700 underline">
            {t("goToSignIn")}
          </Link>
        </p>
      )}
    </form>
  );
}
