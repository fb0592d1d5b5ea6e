// Everything the payroll-month screen (/payroll) shows for one month, loaded on the server: the company's
// integrations that can receive a push (the chosen one decides the payroll codes and the provider links
// the anomalies read), the month overview (anomalies first), the month's entries with their ids (to edit
// and delete them), the one-off types, the people to pick from, the month's pushes and whether payroll
// locked the month. What the caller may do is decided here once (lib/access); the screen only follows it.
// Only one page of people (25; optionally only those with anomalies) and their entries reach the browser,
// with the month's counts: a month of 1,000 people serialised whole was ~930 KB of page and most of its
// server time (bench/payroll-month.ts).
import { can } from "@/lib/access/permissions";
import { isReadOnly } from "@/lib/access/subject";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { ADVANCE_KIND, ONE_OFF_KIND, SPECIAL_MESSAGE_KIND, UNEMPLOYMENT_KIND } from "./entry-kinds";
import { listMonthEntries } from "./list-month-entries";
import { listMonthPushes } from "./list-month-pushes";
import { monthOverview } from "./month-overview";
import { listOneOffTypes } from "./one-off-types";
import { monthKey } from "./payroll-month";

export type MonthScreenInput = {
  year: number;
  month: number;
  integration_id?: number;
  /** The page of people, from 0 (past the last page: the last). */
  page?: number;
  /** Only the people with an anomaly. */
  only_anomalies?: boolean;
};

export const MONTH_SCREEN_PAGE_SIZE = 25;

/** One page of the month's people (those with anomalies come first) and the counts the screen shows. */
function pageOf<P extends { employee_id: number; anomalies: unknown[] }>(people: P[], input: MonthScreenInput) {
  const listed = input.only_anomalies ? people.filter((p) => p.anomalies.length > 0) : people;
  const last = Math.max(0, Math.ceil(listed.length / MONTH_SCREEN_PAGE_SIZE) - 1);
  const page = Math.min(Math.max(0, input.page ?? 0), last);
  return {
    shown: listed.slice(page * MONTH_SCREEN_PAGE_SIZE, (page + 1) * MONTH_SCREEN_PAGE_SIZE),
    listed: listed.length,
    page,
    personAnomalies: people.reduce((n, p) => n + p.anomalies.length, 0),
  };
}

export async function loadMonthScreen(ctx: RequestContext, input: MonthScreenInput) {
  const rights = {
    write: can(ctx.subject, "payroll.write"),
    push: can(ctx.subject, "payroll.push"),
    advancesRead: can(ctx.subject, "advances.read"),
    advancesWrite: can(ctx.subject, "advances.write"),
    // The month's workbook (components/payroll/month-excel-import-export.tsx): the same rights its routes ask.
    excelExport: can(ctx.subject, "exports.excel"),
    excelImport: can(ctx.subject, "payroll.write") && can(ctx.subject, "exports.excel") && !isReadOnly(ctx.subject),
    // Comparing the provider's calendar with ours (a command; the one who asked answers its second factor).
    checkCalendar: can(ctx.subject, "provider_commands.request"),
    // A push's second factor (push-second-factor.ts): each push's may_retry says whose; never read-only.
    answerCode: !isReadOnly(ctx.subject),
    // Belgian temporary unemployment: the entry kind refuses it for a Dutch company.
    unemployment: ctx.group.country === "BE",
  };
  const integrations = await db.integration.findMany({
    where: { groupId: ctx.group.id, status: { not: "disabled" } },
    select: { id: true, alias: true, provider: true, status: true },
    orderBy: { id: "asc" },
  });
  // An id that is not one of these (another group's, a disabled one) falls back to the first.
  const chosen = integrations.find((i) => i.id === input.integration_id) ?? integrations[0] ?? null;
  const month = { year: input.year, month: input.month };
  const [overview, oneOffs, messages, advances, unemployment, types, pushes, locked] = await Promise.all([
    monthOverview(ctx, { ...month, integration_id: chosen?.id }),
    listMonthEntries(ctx, ONE_OFF_KIND, month),
    listMonthEntries(ctx, SPECIAL_MESSAGE_KIND, month),
    rights.advancesRead ? listMonthEntries(ctx, ADVANCE_KIND, month) : null,
    listMonthEntries(ctx, UNEMPLOYMENT_KIND, month),
    listOneOffTypes(ctx),
    listMonthPushes(ctx, month),
    db.leaveLockedMonth.findUnique({
      where: { groupId_month: { groupId: ctx.group.id, month: monthKey(input.year, input.month) } },
      select: { month: true },
    }),
  ]);
  const paged = pageOf(overview.data, input);
  const onPage = new Set(paged.shown.map((p) => p.employee_id));
  const shownOnly = <R extends Record<string, unknown>>(rows: R[]) =>
    rows.filter((r) => onPage.has(r.employee_id as number));
  return {
    ...month,
    integrations,
    integration: chosen,
    overview: {
      ...overview,
      data: paged.shown,
      /** People in the month (the push sends them all), whatever the page. */
      total: overview.total,
      /** People the list pages through (all, or only those with anomalies). */
      listed: paged.listed,
      person_anomalies: paged.personAnomalies,
      page: paged.page,
      per_page: MONTH_SCREEN_PAGE_SIZE,
      only_anomalies: input.only_anomalies === true,
    },
    // The entries of the people on the page (each card's Edit and Delete).
    entries: {
      one_offs: shownOnly(oneOffs.data),
      special_messages: shownOnly(messages.data),
      advances: shownOnly(advances?.data ?? []),
      unemployment: shownOnly(unemployment.data),
    },
    types: types.data,
    pushes: pushes.data,
    locked: locked !== null,
    // The people of the month (employed in it, in the caller's scope), to pick for an entry.
    people: overview.data
      .map((p) => ({ id: p.employee_id, name: p.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    rights,
    // Whose pushes' code questions open the two-factor modal by themselves.
    userId: ctx.user.id,
  };
}

export type MonthScreen = Awaited<ReturnType<typeof loadMonthScreen>>;
