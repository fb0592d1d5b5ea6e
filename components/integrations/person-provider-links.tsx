// The person page's line about the payroll provider: which provider knows this person and under which
// number (the link a sync made, lib/integrations/sync-people.ts). Rendered on the server; nothing when the
// person has no link.
import { getTranslations } from "next-intl/server";
import { formatDay } from "@/lib/i18n/format-date";
import type { PersonProviderLink } from "@/lib/integrations/list-person-links";

export async function PersonProviderLinks({ links, locale }: { links: PersonProviderLink[]; locale: string }) {
  if (links.length === 0) return null;
  const t = await getTranslations("integrations");
  return (
    <section
      aria-label={t("personLink.title")}
      className="rounded-lg bg-white p-4 text-sm shadow-sm"
      data-testid="person-provider-links"
    >
      <h2 className="font-semibold">{t("personLink.title")}</h2>
      <ul className="mt-1 space-y-1">
        {links.map((link) => (
          <li key={link.integration_id} className="flex flex-wrap gap-x-4 gap-y-0.5" data-testid="person-provider-link">
            <span>
              {link.alias} ({t(`providers.${link.provider}`)})
            </span>
            <span>
              {t("personLink.externalId")}: <span className="font-mono">{link.external_id}</span>
            </span>
            <span className="text-slate-600">
              {t("personLink.linkedAt", { date: formatDay(link.linked_at, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
