// The single sign-on entries of the sign-in page: "Sign in with <provider>" when the federated login
// (OpenID Connect) is configured, and "Sign in with your company's SSO", which asks for the company's
// subdomain and goes to its SAML identity provider (/login/saml?subdomain=… -> /login/saml/{subdomain}).
// Plain links and a GET form: works without JavaScript. Mounted on /login under the password form.
import { getTranslations } from "next-intl/server";
import { federatedLoginConfigured } from "@/lib/accounts/federated-login-config";
import { federatedProviderName } from "@/lib/federation/provider-name";
import { safeRedirectPath } from "@/lib/federation/app-url";

export async function SsoSignIn({ callbackUrl }: { callbackUrl?: string }) {
  const t = await getTranslations("federation.sso");
  const provider = federatedProviderName();
  const redirect = safeRedirectPath(callbackUrl, "/");
  const b2cHref = `/login/b2c${redirect === "/" ? "" : `?redirect_to=${encodeURIComponent(redirect)}`}`;
  return (
    <div className="mt-6 space-y-4" data-testid="sso-sign-in">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-600" aria-hidden>
        <span className="h-px flex-1 bg-slate-200" />
        {t("divider")}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {federatedLoginConfigured() && (
        <a
          href={b2cHref}
          data-testid="sso-federated"
          className="flex min-h-10 w-full items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {provider ? t("signInWith", { provider }) : t("signInFederated")}
        </a>
      )}
      <details className="group rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
        <summary className="cursor-pointer rounded text-sm font-medium text-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t("companySso")}
        </summary>
        <form method="get" action="/login/saml" className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">{t("companySsoIntro")}</p>
          <div>
            <label htmlFor="sso-subdomain" className="mb-1 block text-sm font-medium text-slate-800">
              {t("subdomain")}
            </label>
            <input
              id="sso-subdomain"
              name="subdomain"
              required
              maxLength={63}
              pattern="[A-Za-z0-9][A-Za-z0-9\-]*"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              aria-describedby="sso-subdomain-hint"
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm sm:text-sm"
            />
            <p id="sso-subdomain-hint" className="mt-1 text-xs text-slate-600">
              {t("subdomainHint")}
            </p>
          </div>
          <button
            type="submit"
            className="inline-flex min-h-10 w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t("continue")}
          </button>
        </form>
      </details>
    </div>
  );
}
