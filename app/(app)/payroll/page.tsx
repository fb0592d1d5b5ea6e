// /payroll – the payroll month (issue 20): pick a month and a payroll provider, see per person what will be
// sent with the anomalies first (each linking to where it is fixed), add and change one-offs, special
// messages, advances and temporary unemployment, push the month and follow the push live. The
// payroll_month area (payroll.read: the wages and payroll_provider switches, the payroll module switch)
// decides who opens it; team-based access narrows the people; read-only users see the month and no action.
// ?page=N (from 1) and ?anomalies=1 page and filter the people on the server: only that page is sent.
import { getTranslations } from "next-intl/server";
import { requirePageContext } from "@/lib/api/page-context";
import { companyToday } from "@/lib/leave/company-today";
import { loadMonthScreen } from "@/lib/payroll/month-screen";
import { withClientMessages } from "@/lib/i18n/client-messages";
import { PayrollMonthScreen } from "@/components/payroll/payroll-month-screen";

export async function generateMetadata() {
  return { title: (await getTranslations("payroll"))("screen.title") };
}

type Search = { year?: string; month?: string; integration_id?: string; page?: string; anomalies?: string };

/** A whole number within [min, max] from the query, else undefined (the page falls back, never fails). */
function pick(value: string | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

async function PayrollMonthPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await requirePageContext("/payroll");
  const t = await getTranslations("payroll");
  const query = await searchParams;
  const today = companyToday();
  const screen = await loadMonthScreen(ctx, {
    year: pick(query.year, 2000, 2100) ?? Number(today.slice(0, 4)),
    month: pick(query.month, 1, 12) ?? Number(today.slice(5, 7)),
    integration_id: pick(query.integration_id, 1, 2_147_483_647),
    // Pages read from 1 in the address, from 0 in the code; only people with anomalies with anomalies=1.
    page: (pick(query.page, 1, 100_000) ?? 1) - 1,
    only_anomalies: query.anomalies === "1",
  });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t("screen.title")}</h1>
        <p className="mt-1 text-slate-600">{t("screen.intro")}</p>
      </div>
      <PayrollMonthScreen screen={screen} />
    </div>
  );
}

export default withClientMessages("payroll", PayrollMonthPage);
