// The user's notification choices: the weekly digest mail (a User column) and how they hear about
// important documents shared with them (by mail, in the app), stored per user.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { zBoolean } from "@/lib/validation/identity-fields";

export const ZWeeklyDigestInput = z.strictObject({ weekly_digest: zBoolean("weekly_digest") });

export async function getWeeklyDigest(ctx: RequestContext) {
  const user = await db.user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { weeklyDigest: true } });
  return { weekly_digest: user.weeklyDigest };
}

export async function setWeeklyDigest(ctx: RequestContext, input: z.output<typeof ZWeeklyDigestInput>) {
  await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { weeklyDigest: true } });
    await tx.user.update({ where: { id: ctx.user.id }, data: { weeklyDigest: input.weekly_digest } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "user",
      objectId: ctx.user.id,
      before: { weekly_digest: before.weeklyDigest },
      after: { weekly_digest: input.weekly_digest },
    });
  });
  return { weekly_digest: input.weekly_digest };
}

export const ZImportantDocumentsInput = z
  .strictObject({ email: zBoolean("email").optional(), in_app: zBoolean("in_app").optional() })
  .refine((v) => v.email !== undefined || v.in_app !== undefined, {
    error: "email or in_app is required",
    path: ["email"],
  });

const DEFAULTS = { importantDocumentsEmail: true, importantDocumentsInApp: true };

export async function getImportantDocumentsSettings(ctx: RequestContext) {
  const row = await db.userNotificationSettings.findUnique({ where: { userId: ctx.user.id } });
  const s = row ?? DEFAULTS;
  return { email: s.importantDocumentsEmail, in_app: s.importantDocumentsInApp };
}

export async function setImportantDocumentsSettings(
  ctx: RequestContext,
  input: z.output<typeof ZImportantDocumentsInput>,
) {
  if (input.email === undefined && input.in_app === undefined)
    throw AppError.validation({ email: "email or in_app is required" });
  return db.$transaction(async (tx) => {
    const row = (await tx.userNotificationSettings.findUnique({ where: { userId: ctx.user.id } })) ?? DEFAULTS;
    const next = {
      importantDocumentsEmail: input.email ?? row.importantDocumentsEmail,
      importantDocumentsInApp: input.in_app ?? row.importantDocumentsInApp,
    };
    await tx.userNotificationSettings.upsert({
      where: { userId: ctx.user.id },
      create: { userId: ctx.user.id, ...next },
      update: next,
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "user",
      objectId: ctx.user.id,
      before: {
        important_documents_email: row.importantDocumentsEmail,
        important_documents_in_app: row.importantDocumentsInApp,
      },
      after: {
        important_documents_email: next.importantDocumentsEmail,
        important_documents_in_app: next.importantDocumentsInApp,
      },
    });
    return { email: next.importantDocumentsEmail, in_app: next.importantDocumentsInApp };
  });
}
