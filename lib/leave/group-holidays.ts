// The days off for everyone in a group: the legal public holidays of the group's country plus, in
// Belgium, the replacement days the company set for holidays that fall on a rest day.
import { db } from "@/lib/db/client";
import { parseIsoDate, toIsoDate, type IsoDate } from "./iso-date";
import { holidayDates, publicHolidays, type HolidayLanguage } from "./public-holidays";
import { holidaysNeedingReplacement } from "./replacement-days";

export async function groupHolidaySet(
  groupId: number,
  country: "BE" | "NL",
  from: IsoDate,
  to: IsoDate,
): Promise<Set<IsoDate>> {
  const years: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(y);
  const set = holidayDates(country, years);
  const replacements = await db.holidayReplacement.findMany({
    where: { groupId, replacementDate: { gte: parseIsoDate(from), lte: parseIsoDate(to) } },
    select: { replacementDate: true },
  });
  for (const r of replacements) set.add(toIsoDate(r.replacementDate));
  return set;
}

export type HolidayRow = {
  date: IsoDate;
  name: string;
  optional: boolean;
  needs_replacement: boolean;
  replacement_date: IsoDate | null;
};

export async function listGroupHolidays(
  groupId: number,
  country: "BE" | "NL",
  year: number,
  language: HolidayLanguage,
): Promise<HolidayRow[]> {
  const needing = new Set(country === "BE" ? holidaysNeedingReplacement(year).map((h) => h.date) : []);
  const replacements = await db.holidayReplacement.findMany({
    where: { groupId, holidayDate: { gte: parseIsoDate(`${year}-01-01`), lte: parseIsoDate(`${year}-12-31`) } },
  });
  const byHoliday = new Map(replacements.map((r) => [toIsoDate(r.holidayDate), toIsoDate(r.replacementDate)]));
  return publicHolidays(country, year, language).map((h) => ({
    date: h.date,
    name: h.name,
    optional: h.optional,
    needs_replacement: needing.has(h.date),
    replacement_date: byHoliday.get(h.date) ?? null,
  }));
}
