// POST /nps/tracklogin {userId, platform} -> {show_survey}. Counts a sign-in once per session (the app
// calls this on every full page load) and says whether to show the survey now. Impersonated sessions
// are neither counted nor shown the survey. Counting a sign-in is bookkeeping, not a change of company
// data, so it writes no audit row (answers and skips do).
import type { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { shouldShowSurvey } from "./survey-rule";
import type { ZTrackLoginInput } from "./survey.types";

export async function trackLogin(
  ctx: RequestContext,
  input: z.output<typeof ZTrackLoginInput>,
  secure: boolean,
): Promise<{ show_survey: boolean }> {
  if (input.userId !== ctx.user.id) throw AppError.forbidden("userId must be your own");
  if (ctx.impersonatorUserId) return { show_survey: false };
  return db.$transaction(async (tx) => {
    const current = await tx.surveyParticipant.findUnique({ where: { userId: ctx.user.id } });
    const newSession = current?.lastTrackedSession !== ctx.sessionId;
    const loginCount = (current?.loginCount ?? 0) + (newSession ? 1 : 0);
    const show = shouldShowSurvey({
      loginCount,
      lastRespondedAt: current?.lastRespondedAt ?? null,
      groupName: ctx.group.name,
      secure,
      impersonating: false,
    });
    await tx.surveyParticipant.upsert({
      where: { userId: ctx.user.id },
      create: {
        userId: ctx.user.id,
        loginCount,
        lastTrackedSession: ctx.sessionId,
        lastShownAt: show ? new Date() : null,
      },
      update: { loginCount, lastTrackedSession: ctx.sessionId, ...(show ? { lastShownAt: new Date() } : {}) },
    });
    return { show_survey: show };
  });
}
