// The group's public holidays of a year, and the replacement days a Belgian company sets for holidays
// on a rest day.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { listGroupHolidays } from "./group-holidays";
import { parseIsoDate, toIsoDate, yearOf } from "./iso-date";
import type { TReplacementInput } from "./leave.types";
import { holidaysNeedingReplacement, replacementDateProblem } from "./replacement-days";

function language(ctx: RequestContext): "en" | "nl" | "fr" {
  return ctx.user.language === "nl" || ctx.user.language === "fr" ? ctx.user.language : "en";
}

export async function listHolidays(ctx: RequestContext, input: { year: number }) {
  return {
    data: await listGroupHolidays(ctx.group.id, ctx.group.country, input.year, language(ctx)),
    country: ctx.group.country,
  };
}

export async function setHolidayReplacement(ctx: RequestContext, input: TReplacementInput) {
  if (ctx.group.country !== "BE") throw AppError.validation({ holiday_date: "Replacement days are a Belgian rule" });
  const year = yearOf(input.holiday_date);
  if (!holidaysNeedingReplacement(year).some((h) => h.date === input.holiday_date)) {
    throw AppError.validation({ holiday_date: "This is not a public holiday on a rest day" });
  }
  const key = { groupId_holidayDate: { groupId: ctx.group.id, holidayDate: parseIsoDate(input.holiday_date) } };
  await db.$transaction(async (tx) => {
    const before = await tx.holidayReplacement.findUnique({ where: key });
    if (input.replacement_date === null) {
      if (before) await tx.holidayReplacement.delete({ where: key });
    } else {
      const others = await tx.holidayReplacement.findMany({
        where: { groupId: ctx.group.id, NOT: { holidayDate: parseIsoDate(input.holiday_date) } },
      });
      const problem = replacementDateProblem(
        input.holiday_date,
        input.replacement_date,
        others.map((o) => toIsoDate(o.replacementDate)),
      );
      if (problem) throw AppError.validation({ replacement_date: problem });
      await tx.holidayReplacement.upsert({
        where: key,
        create: {
          groupId: ctx.group.id,
          holidayDate: parseIsoDate(input.holiday_date),
          replacementDate: parseIsoDate(input.replacement_date),
        },
        update: { replacementDate: parseIsoDate(input.replacement_date) },
      });
    }
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "holiday_replacement",
      objectId: input.holiday_date,
      before: { replacement_date: before ? toIsoDate(before.replacementDate) : null },
      after: { replacement_date: input.replacement_date },
    });
  });
  return listHolidays(ctx, { year });
}
