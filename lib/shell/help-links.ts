// Help-centre links per language, per payroll integration and per reseller, in one place (spec section 2:
// "the help centre (opens in a new tab, with language-specific and per-integration variants, plus a
// reseller variant)"). A reseller's own help centre wins, then the integration's article, then the
// general help centre in the user's language. HELP_CENTRE_URL moves the whole help centre (staging).
import type { Locale } from "@/lib/i18n/locales";

export const DEFAULT_HELP_CENTRE_URL = "https://help.hr-platform.eu";

function base(): string {
  return (process.env.HELP_CENTRE_URL?.trim() || DEFAULT_HELP_CENTRE_URL).replace(/\/+$/, "");
}

/** Help-centre paths per language. */
export const HELP_CENTRE_PATHS: Record<Locale, string> = { en: "/en", nl: "/nl", fr: "/fr" };

/** Per integration (the payroll providers and social secretaries of BE and NL): the article per language. */
export const INTEGRATION_HELP_PATHS: Record<string, Record<Locale, string>> = {
  sdworx: { en: "/en/integrations/sd-worx", nl: "/nl/integraties/sd-worx", fr: "/fr/integrations/sd-worx" },
  securex: { en: "/en/integrations/securex", nl: "/nl/integraties/securex", fr: "/fr/integrations/securex" },
  partena: { en: "/en/integrations/partena", nl: "/nl/integraties/partena", fr: "/fr/integrations/partena" },
  acerta: { en: "/en/integrations/acerta", nl: "/nl/integraties/acerta", fr: "/fr/integrations/acerta" },
  group_s: { en: "/en/integrations/group-s", nl: "/nl/integraties/group-s", fr: "/fr/integrations/group-s" },
  liantis: { en: "/en/integrations/liantis", nl: "/nl/integraties/liantis", fr: "/fr/integrations/liantis" },
  nmbrs: { en: "/en/integrations/nmbrs", nl: "/nl/integraties/nmbrs", fr: "/fr/integrations/nmbrs" },
  loket: { en: "/en/integrations/loket", nl: "/nl/integraties/loket", fr: "/fr/integrations/loket" },
};

export type HelpReseller = { helpCentreUrl: string | null; singleIntegration: string | null } | null;

/**
 * The help link for this user. A reseller URL may carry "{lang}" (replaced by the language); without it
 * the reseller's URL is used as it is, because their help centre decides its own languages.
 */
export function helpCentreUrl(options: {
  locale: Locale;
  integration?: string | null;
  reseller?: HelpReseller;
}): string {
  const { locale, reseller } = options;
  if (reseller?.helpCentreUrl) return reseller.helpCentreUrl.replaceAll("{lang}", locale);
  const integration = options.integration ?? reseller?.singleIntegration ?? null;
  const article = integration ? INTEGRATION_HELP_PATHS[integration]?.[locale] : undefined;
  return base() + (article ?? HELP_CENTRE_PATHS[locale]);
}

/** Spec section 2: for a reseller of one integration the support button is a help-centre link, else a chat launcher. */
export function supportMode(reseller: HelpReseller): "help_link" | "chat" {
  return reseller?.singleIntegration ? "help_link" : "chat";
}

/** Where the support panel's "write to us" goes. */
export function supportEmail(): string {
  return process.env.SUPPORT_EMAIL?.trim() || "support@hr-platform.eu";
}
