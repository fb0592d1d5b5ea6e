// /account-migration – moving the user's sign-in to the federated login system (spec sections 2 and 4).
// Explains, starts the migration (a server action: records the start, audited) and sends the user through
// /login/b2c, whose callback links their identity and completes it. Users whose migration is required are
// sent here by proxy.ts on every page load until it is done.
import { isImpersonatedSession } from "@/lib/access/personal-session";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDay } from "@/lib/i18n/format-date";
import { requirePageContext } from "@/lib/api/page-context";
import { loadMigrationStatus } from "@/lib/accounts/migration-status";
import { startLoginMigration } from "@/lib/accounts/start-login-migration";
import { federatedProviderName } from "@/lib/federation/provider-name";

export async function generateMetadata() {
  return { title: (await getTranslations("federation.migration"))("title") };
}

async function startMigrationAction() {
  "use server";
  const ctx = await requirePageContext("/account-migration");
  const { redirectTo } = await startLoginMigration(ctx);
  redirect(redirectTo);
}

export default async function AccountMigrationPage({ searchParams }: { searchParams: Promise<{ done?: string }> }) {
  const ctx = await requirePageContext("/account-migration");
  const t = await getTranslations("federation.migration");
  const status = await loadMigrationStatus(ctx);
  const { done } = await searchParams;
  const provider = federatedProviderName() ?? t("federatedFallbackName");
  const locale = await getLocale();
  const day = (d: Date) => formatDay(d, locale, { dateIsMoment: true });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <section
        className="space-y-4 rounded-lg bg-white p-5 shadow-sm"
        data-testid="account-migration"
        data-state={
          status.migrated
            ? "migrated"
            : status.inMigration
              ? "in_migration"
              : status.configured
                ? "can_migrate"
                : "unavailable"
        }
      >
        {status.migrated ? (
          <>
            {done && (
              <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
                {t("doneJustNow")}
              </p>
            )}
            <p className="text-slate-700">{t("done", { provider })}</p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: the sign-in just moved, so the session is read afresh */}
            <a
              href="/"
              className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              {t("goHome")}
            </a>
          </>
        ) : !status.configured ? (
          <p className="text-slate-700">{t("notAvailable")}</p>
        ) : isImpersonatedSession(ctx) ? (
          <p className="text-slate-700">{t("impersonating")}</p>
        ) : (
          <>
            {status.required && status.requiredFrom && (
              <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t("required", { date: day(status.requiredFrom) })}
              </p>
            )}
            <p className="text-slate-700">{t("intro", { provider })}</p>
            {status.inMigration && status.startedAt && (
              <p className="text-sm text-slate-700">{t("inProgress", { date: day(status.startedAt), provider })}</p>
            )}
            <div>
              <h2 className="text-base font-semibold">{t("stepsTitle")}</h2>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                <li>{t("step1")}</li>
                <li>{t("step2", { provider })}</li>
                <li>{t("step3")}</li>
              </ol>
            </div>
            <form action={startMigrationAction}>
              <button
                type="submit"
                data-testid="start-migration"
                className="inline-flex min-h-10 items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {status.inMigration ? t("continue") : t("start")}
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
