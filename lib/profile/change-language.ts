// POST /user/changeLang {lang, dialect}: the screen and mail language of the user. The dialect is an
// optional regional variant (nl-BE Flemish, fr-BE, nl-NL), kept for texts that differ by region.
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";

export const ZChangeLanguageInput = z.strictObject({
  lang: z.enum(["en", "nl", "fr"], { error: "lang must be en, nl or fr" }),
  dialect: z
    .string({ error: "dialect must be text" })
    .trim()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: "dialect must look like nl-BE" })
    .nullable()
    .optional(),
});

export async function changeLanguage(ctx: RequestContext, input: z.output<typeof ZChangeLanguageInput>) {
  const dialect = input.dialect ?? null;
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: ctx.user.id }, data: { language: input.lang, dialect } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "user",
      objectId: ctx.user.id,
      before: { language: ctx.user.language, dialect: ctx.user.dialect },
      after: { language: input.lang, dialect },
    });
  });
  return { data: { lang: input.lang, dialect } };
}
