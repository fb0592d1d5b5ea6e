// POST /nps/sendreply: stores an answered survey. The score, comment, locale, integration and browser
// data come from the reply; who answered and for which account (name, email, role, admin, edition,
// group, reseller, employee count) are taken from the session, so a reply cannot speak for someone else.
import { isAdmin } from "@/lib/access/subject";
import type { RequestContext } from "@/lib/api/context";
import type { Prisma } from "@/lib/db/generated/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type DbTransaction } from "@/lib/db/client";
import { countActiveEmployees } from "@/lib/upgrade/count-active-employees";
import { SURVEY_EMPLOYEE_QUERY_PER_PAGE } from "@/lib/ui/constants";
import { assertOwnSurvey } from "./assert-own-survey";
import { SURVEY_PLATFORM, type TSurveyReplyInput } from "./survey.types";

export async function sendSurveyReply(ctx: RequestContext, input: TSurveyReplyInput) {
  assertOwnSurvey(ctx, input);
  return db.$transaction(async (tx) => {
    const reply = await tx.surveyReply.create({
      data: {
        ...(await accountFacts(ctx, tx)),
        platform: input.platform ?? SURVEY_PLATFORM,
        score: input.score,
        comment: input.comment || null,
        locale: input.locale ?? ctx.user.language,
        activeIntegration: input.activeIntegration ?? null,
        browserData: (input.browserData ?? undefined) as Prisma.InputJsonValue | undefined,
      },
    });
    await markResponded(ctx, tx);
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "survey_reply",
      objectId: String(reply.id),
      after: { score: input.score },
    });
    return { data: { id: Number(reply.id) } };
  });
}

/** The reply's identity and account fields, from the session. Employees counted up to 101 ("more than 100"). */
export async function accountFacts(ctx: RequestContext, tx: DbTransaction) {
  return {
    groupId: ctx.group.id,
    userId: ctx.user.id,
    name: ctx.user.name,
    email: ctx.user.email,
    role: ctx.membership.role,
    admin: isAdmin(ctx.subject),
    accountEdition: ctx.group.groupAccess,
    groupName: ctx.group.name,
    resellerId: ctx.group.resellerId,
    numberOfEmployees: await countActiveEmployees(ctx.group.id, { cap: SURVEY_EMPLOYEE_QUERY_PER_PAGE, client: tx }),
  };
}

export async function markResponded(ctx: RequestContext, tx: DbTransaction) {
  const now = new Date();
  await tx.surveyParticipant.upsert({
    where: { userId: ctx.user.id },
    create: { userId: ctx.user.id, lastRespondedAt: now },
    update: { lastRespondedAt: now },
  });
}
