// /oauth/authorize – the consent page of the OAuth 2 authorization code flow (PKCE S256 required): the
// signed-in user sees the app and the rights it asks for, and allows or denies.
import { getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { checkAuthorizeRequest } from "@/lib/oauth/check-authorize-request";
import { ConsentForm } from "@/components/developer/consent-form";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("developer"))("consentError") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function AuthorizePage({ searchParams }: Props) {
  const ctx = await requirePageContext("/oauth");
  const t = await getTranslations("developer");
  const checked = await checkAuthorizeRequest(ctx, await searchParams);
  if ("problem" in checked) {
    return (
      <div className="mx-auto max-w-lg space-y-3 rounded-lg bg-white p-6 shadow-sm" role="alert">
        <h1 className="text-xl font-semibold">{t("consentError")}</h1>
        <p className="text-slate-700">{t(`errors.${checked.problem}`)}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-lg space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold">{t("consentTitle", { name: checked.app.name })}</h1>
      {checked.app.description && <p className="text-slate-700">{checked.app.description}</p>}
      {checked.app.homepage_url && <p className="text-sm text-slate-600">{checked.app.homepage_url}</p>}
      <p>{t("consentIntro", { name: checked.app.name, company: ctx.group.name })}</p>
      <ul className="list-disc pl-6" data-testid="consent-scopes">
        {checked.scopes.map((s) => (
          <li key={s}>{t.has(`scopeNames.${s}`) ? t(`scopeNames.${s}`) : s}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t("consentNote")}</p>
      <ConsentForm
        request={{
          client_id: checked.app.client_id,
          redirect_uri: checked.redirectUri,
          scope: checked.scopes.join(" "),
          ...(checked.state !== undefined ? { state: checked.state } : {}),
          code_challenge: checked.codeChallenge,
        }}
      />
    </div>
  );
}

export default withClientMessages("developer", AuthorizePage);
