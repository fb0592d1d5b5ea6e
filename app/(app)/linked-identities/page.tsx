// /linked-identities – the federated identities linked to the signed-in login, a way to link one, and the
// confirmation step after "no account uses this identity" (the link token waits in an httpOnly cookie).
import { isImpersonatedSession } from "@/lib/access/personal-session";
import { cookies } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDay } from "@/lib/i18n/format-date";
import { requirePageContext } from "@/lib/api/page-context";
import { federatedLoginConfigured } from "@/lib/accounts/federated-login-config";
import { LINK_TOKEN_COOKIE, peekLinkAccountToken } from "@/lib/federation/link-account-token";
import { listFederatedAccounts } from "@/lib/federation/list-federated-accounts";
import { LinkIdentityButton } from "@/components/federation/link-identity-button";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("federation.link"))("title") };
}

async function LinkedIdentitiesPage() {
  const ctx = await requirePageContext("/linked-identities");
  const t = await getTranslations("federation.link");
  const locale = await getLocale();
  const token = (await cookies()).get(LINK_TOKEN_COOKIE)?.value;
  const pending = isImpersonatedSession(ctx) ? null : await peekLinkAccountToken(token);
  const { data: identities } = await listFederatedAccounts(ctx);
  return (
    <div className="space-y-6">
      <h1 id="identities-title" className="text-2xl font-semibold">
        {t("title")}
      </h1>
      {pending && token && (
        <section aria-labelledby="pending-title" className="rounded-lg border border-brand-200 bg-white p-5 shadow-sm">
          <h2 id="pending-title" className="text-lg font-semibold">
            {t("pendingTitle")}
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-700">
            {t("pendingBody", { email: pending.email ?? t("noEmail"), login: ctx.user.email })}
          </p>
          <LinkIdentityButton token={token} />
        </section>
      )}
      <section aria-labelledby="identities-title" className="rounded-lg bg-white p-5 shadow-sm">
        <p className="mb-4 text-sm text-slate-600">{t("intro")}</p>
        {identities.length === 0 ? (
          <p className="text-sm text-slate-700">{t("none")}</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="linked-identities">
            {identities.map((identity) => (
              <li key={identity.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="font-medium text-slate-900">{identity.email ?? t("noEmail")}</span>
                <span className="text-slate-600">{t("linkedOn", { date: formatDay(identity.linked_at, locale) })}</span>
              </li>
            ))}
          </ul>
        )}
        {isImpersonatedSession(ctx) ? (
          <p className="mt-4 text-sm text-slate-700">{t("impersonating")}</p>
        ) : (
          federatedLoginConfigured() && (
            // A route handler that redirects to the identity provider: a full navigation, not a client one.
            // (The (lost) catch-all makes the lint rule see every path as a page.)
            // eslint-disable-next-line @next/next/no-html-link-for-pages
            <a
              href="/login/b2c?intent=link&redirect_to=%2Flinked-identities"
              className="mt-4 inline-flex min-h-10 items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              {t("linkNew")}
            </a>
          )
        )}
      </section>
    </div>
  );
}

export default withClientMessages("federation", LinkedIdentitiesPage);
