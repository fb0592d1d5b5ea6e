import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { getDashboardSummary } from "@/lib/dashboard/get-dashboard-summary";
import { getMyDashboard } from "@/lib/dashboard/get-my-dashboard";
import { MyDashboard } from "@/components/dashboard/my-dashboard";

export default async function DashboardPage() {
  const ctx = await requirePageContext("/");
  const t = await getTranslations("dashboard");
  // Company counts are for the roles that manage people; everyone with an own record gets their own part.
  const [summary, mine] = await Promise.all([
    canAccessArea(ctx.subject, "dashboard") && can(ctx.subject, "dashboard.company") ? getDashboardSummary(ctx) : null,
    getMyDashboard(ctx),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("greeting", { name: ctx.user.name || ctx.user.email })}</h1>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t("company")} value={ctx.group.name} />
        <Stat label={t("edition")} value={t(ctx.group.groupAccess === "light" ? "edition_light" : "edition_full")} />
        {summary && <Stat label={t("employees")} value={String(summary.employeeCount)} />}
        {summary && <Stat label={t("teams")} value={String(summary.teamCount)} />}
      </dl>
      {canAccessArea(ctx.subject, "teams") && (
        <Link
          href="/settings/teams/add"
          className="inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("manageTeams")}
        </Link>
      )}
      {mine && <MyDashboard data={mine} />}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
    </div>
  );
}
