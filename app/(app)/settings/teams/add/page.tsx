import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { teamScope } from "@/lib/access/team-scope";
import { requirePageContext } from "@/lib/api/page-context";
import { listTeamsWithCounts } from "@/lib/teams/list-teams-with-counts";
import { TEAM_NAME_MAX } from "@/lib/teams/teams.types";
import { AddTeamForm } from "@/components/teams/add-team-form";
import { TeamList } from "@/components/teams/team-list";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("teams"))("title") };
}

async function AddTeamPage() {
  const ctx = await requirePageContext("/settings/teams");
  const t = await getTranslations("teams");
  const canWrite = can(ctx.subject, "teams.write");
  const canAdd = canWrite && teamScope(ctx.subject).kind === "all";
  const { data: teams } = await listTeamsWithCounts(ctx);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {canAdd && (
        <section aria-labelledby="add-team-title" className="rounded-lg bg-white p-5 shadow-sm">
          <h2 id="add-team-title" className="text-lg font-semibold">
            {t("addTitle")}
          </h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">{t("addIntro")}</p>
          <AddTeamForm maxLength={TEAM_NAME_MAX} />
        </section>
      )}
      <section aria-labelledby="team-list-title">
        <h2 id="team-list-title" className="mb-3 text-lg font-semibold">
          {t("listTitle")}
        </h2>
        {teams.length === 0 ? (
          <p className="text-slate-600">{canAdd ? t("empty") : t("emptyReadOnly")}</p>
        ) : (
          <TeamList teams={teams} canWrite={canWrite} maxLength={TEAM_NAME_MAX} />
        )}
      </section>
    </div>
  );
}

export default withClientMessages("teams", AddTeamPage);
