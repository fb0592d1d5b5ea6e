// Creates a team in the caller's group. Callers limited to some teams cannot create new ones: the new
// team would fall outside what they may see.
import { teamScope } from "@/lib/access/team-scope";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { teamJson } from "./team-json";
import type { TAddTeamInput } from "./teams.types";
import { assertNameFree } from "./team-scope-filter";

export async function addTeam(ctx: RequestContext, input: TAddTeamInput) {
  if (teamScope(ctx.subject).kind !== "all") throw AppError.forbidden("Your access is limited to some teams");
  await assertNameFree(ctx, input.name);
  const team = await db.$transaction(async (tx) => {
    const created = await tx.team.create({ data: { groupId: ctx.group.id, name: input.name } });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "team",
      objectId: created.id,
      after: { name: created.name },
    });
    return created;
  });
  return { data: teamJson(team) };
}
