// /calendar/settings – day-off types, public holidays with Belgian replacement days, payroll-locked months
// and the yearly entitlements. For users who keep leave (leave.manage).
import { isReadOnly } from "@/lib/access/subject";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { listHolidays } from "@/lib/leave/holidays";
import { listLockedMonths } from "@/lib/leave/locked-months";
import { listDayOffTypes } from "@/lib/leave/manage-day-off-types";
import { DayOffTypeSettings } from "@/components/leave/day-off-type-settings";
import { HolidaySettings } from "@/components/leave/holiday-settings";
import { OverdraftSetting } from "@/components/leave/overdraft-setting";
import { GenerateEntitlements, LockedMonthsForm } from "@/components/leave/payroll-settings";
import Link from "next/link";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { listPayrollCodeSources } from "@/lib/integrations/list-payroll-code-sources";
import { sourceName } from "@/components/integrations/source-name";

export async function generateMetadata() {
  return { title: (await getTranslations("leave"))("settingsTitle") };
}

async function CalendarSettingsPage({ searchParams }: { searchParams: Promise<{ year?: string }> }) {
  const ctx = await requirePageContext("/calendar");
  if (!can(ctx.subject, "leave.manage")) notFound();
  const t = await getTranslations("leave");
  const requested = Number((await searchParams).year);
  const year =
    Number.isInteger(requested) && requested >= 2000 && requested <= 2100 ? requested : new Date().getUTCFullYear();
  const [types, holidays, locked, integrations, tIntegrations] = await Promise.all([
    listDayOffTypes(ctx, { includeArchived: true }),
    listHolidays(ctx, { year }),
    listLockedMonths(ctx),
    // Each connected provider gets a payroll-code field per type (keyed by the integration's source).
    listPayrollCodeSources(ctx),
    getTranslations("integrations"),
  ]);
  const providers = integrations.map((i) => ({
    key: i.source,
    name: sourceName(tIntegrations, i),
  }));
  const writable = !isReadOnly(ctx.subject);
  return (
    <div className="space-y-6">
      <div>
        <Link href="/calendar" className="text-sm text-brand-700 hover:underline">
          ← {t("calendarTitle")}
        </Link>
        <h1 className="text-2xl font-semibold">{t("settingsTitle")}</h1>
      </div>
      <section aria-labelledby="types-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="types-title" className="mb-3 text-lg font-semibold">
          {t("typesTitle")}
        </h2>
        <DayOffTypeSettings types={types.data} providers={providers} canEdit={writable} />
      </section>
      <section aria-labelledby="overdraft-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="overdraft-title" className="mb-3 text-lg font-semibold">
          {t("overdraftSetting.title")}
        </h2>
        <OverdraftSetting
          allowed={ctx.subject.flags.allow_negative_leave_balance}
          canChange={writable && can(ctx.subject, "settings.manage")}
        />
      </section>
      <section aria-labelledby="holidays-title" className="rounded-lg bg-white p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="holidays-title" className="text-lg font-semibold">
            {t("holidaysTitle", { year })}
          </h2>
          <nav aria-label={t("holidayYears")} className="flex gap-2 text-sm">
            <Link href={`/calendar/settings?year=${year - 1}`} className="text-brand-700 hover:underline">
              {year - 1}
            </Link>
            <Link href={`/calendar/settings?year=${year + 1}`} className="text-brand-700 hover:underline">
              {year + 1}
            </Link>
          </nav>
        </div>
        <HolidaySettings holidays={holidays.data} canEdit={writable && holidays.country === "BE"} />
      </section>
      <section aria-labelledby="locked-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="locked-title" className="mb-3 text-lg font-semibold">
          {t("lockedTitle")}
        </h2>
        <LockedMonthsForm months={locked.data.map((m) => m.month)} canLock={can(ctx.subject, "leave.lock")} />
      </section>
      {writable && (
        <section aria-labelledby="entitlements-title" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="entitlements-title" className="mb-1 text-lg font-semibold">
            {t("entitlementsTitle")}
          </h2>
          <p className="mb-3 text-sm text-slate-600">{t("entitlementsIntro")}</p>
          <GenerateEntitlements defaultYear={year} />
        </section>
      )}
    </div>
  );
}

export default withClientMessages("calendar", CalendarSettingsPage);
