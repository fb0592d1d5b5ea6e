// POST /nps/skipsurvey {userId, platform}: the user closed the survey on the score step. Stored as a
// skipped reply; the 90-day pause starts now.
import type { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertOwnSurvey } from "./assert-own-survey";
import { accountFacts, markResponded } from "./send-survey-reply";
import type { ZSkipSurveyInput } from "./survey.types";

export async function skipSurvey(ctx: RequestContext, input: z.output<typeof ZSkipSurveyInput>) {
  assertOwnSurvey(ctx, input);
  return db.$transaction(async (tx) => {
    const reply = await tx.surveyReply.create({
      data: { ...(await accountFacts(ctx, tx)), platform: input.platform, skipped: true, locale: ctx.user.language },
    });
    await markResponded(ctx, tx);
    await recordAudit(tx, ctx, {
      action: "skip",
      objectType: "survey_reply",
      objectId: String(reply.id),
      after: { skipped: true },
    });
    return { data: { id: Number(reply.id) } };
  });
}
