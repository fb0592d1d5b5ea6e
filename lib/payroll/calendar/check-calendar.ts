// The calendar check (issue 20): a check_calendar command reads each linked person's calendar at the
// provider for a month and compares it with ours (the approved days off the push sends, by payroll code and
// hours). A day that differs opens a calendar conflict with both sides; an open conflict whose day agrees
// again is closed; a pair of sides a person already ignored or decided does not open again.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { IntegrationCommand, Prisma } from "@/lib/db/generated/client";
import type { CommandWork } from "@/lib/integrations/run-command";
import { createCommand, queueCommand } from "@/lib/integrations/start-command";
import { ProviderError } from "@/lib/integrations/providers/provider";
import { loadMonthData } from "../load-month-data";
import { monthLines } from "../month-lines";
import { firstDayOf, lastDayOf } from "../payroll-month";
import type { TCheckCalendarInput } from "./calendar-conflicts.types";
import { compareCalendars, sameSide, type CalendarDayLine, type CalendarSide } from "./compare-calendars";

/** POST /api/integrations/calendar_conflicts/check: queues the check as a command of the integration. */
export async function startCalendarCheck(ctx: RequestContext, input: TCheckCalendarInput) {
  const integration = await db.integration.findFirst({ where: { id: input.integration_id, groupId: ctx.group.id } });
  if (!integration) throw AppError.notFound("Integration");
  if (integration.status === "disabled") throw AppError.validation({ integration_id: "This integration is disabled" });
  const command = await db.$transaction((tx) =>
    createCommand(tx, ctx, integration.id, "check_calendar", { year: input.year, month: input.month }),
  );
  await queueCommand(command);
  return { data: { command_id: command.id, status: command.status } };
}

const NO_ENTRIES = { oneOffs: [], messages: [], advances: [], unemployment: [] };
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** The command's work (run-command.ts): compare every linked person's month; answers the counts. */
export async function performCalendarCheck(command: IntegrationCommand, work: CommandWork) {
  const { ctx, integration, provider, credentials, session } = work;
  const { year, month } = command.payload as { year: number; month: number };
  if (!provider.fetchCalendar) throw new ProviderError("protocol", "This provider has no calendar to compare");
  const data = await loadMonthData(ctx, {
    year,
    month,
    integration: { id: integration.id, source: integration.source },
  });
  const ours = monthLines(data, NO_ENTRIES);
  const links = await db.employeeProviderLink.findMany({
    where: { groupId: ctx.group.id, integrationId: integration.id, employeeId: { in: data.people.map((p) => p.id) } },
    select: { employeeId: true, externalId: true },
  });
  const totals = { people: 0, opened: 0, updated: 0, closed: 0 };
  for (const link of links) {
    const theirs = await provider.fetchCalendar(credentials, session, link.externalId, { year, month });
    const mine: CalendarDayLine[] = Object.values(ours.get(link.employeeId) ?? {})
      .filter((l) => typeof l.payrollCode === "string" && typeof l.date === "string")
      .map((l) => ({ date: l.date as string, code: l.payrollCode as string, hours: Number(l.hours) }));
    const counts = await recordPerson(ctx, integration.id, link, { year, month }, compareCalendars(mine, theirs));
    totals.people++;
    totals.opened += counts.opened;
    totals.updated += counts.updated;
    totals.closed += counts.closed;
  }
  return { calendar_check: { year, month, ...totals } };
}

async function recordPerson(
  ctx: RequestContext,
  integrationId: number,
  link: { employeeId: number; externalId: string },
  period: { year: number; month: number },
  differences: ReturnType<typeof compareCalendars>,
) {
  const counts = { opened: 0, updated: 0, closed: 0 };
  await db.$transaction(async (tx) => {
    const known = await tx.calendarConflict.findMany({
      where: {
        integrationId,
        employeeId: link.employeeId,
        day: { gte: firstDayOf(period.year, period.month), lte: lastDayOf(period.year, period.month) },
      },
      orderBy: { id: "desc" },
    });
    const differing = new Set(differences.map((d) => d.date));
    for (const d of differences) {
      const same = known.filter((k) => isoOf(k.day) === d.date);
      const open = same.find((k) => k.status === "open");
      const samePair = (k: (typeof known)[number]) =>
        sameSide(k.ourValue as CalendarSide, d.ours) && sameSide(k.theirValue as CalendarSide, d.theirs);
      if (open) {
        if (samePair(open)) continue;
        await tx.calendarConflict.update({
          where: { id: open.id },
          data: { ourValue: d.ours, theirValue: d.theirs, version: { increment: 1 } },
        });
        counts.updated++;
        continue;
      }
      // A person ignored (or decided) these very two sides already: they do not come back.
      if (same.some((k) => (k.status === "ignored" || k.status === "resolved") && samePair(k))) continue;
      const created = await tx.calendarConflict.create({
        data: {
          groupId: ctx.group.id,
          integrationId,
          employeeId: link.employeeId,
          externalId: link.externalId,
          day: dayOf(d.date),
          ourValue: d.ours as Prisma.InputJsonValue,
          theirValue: d.theirs as Prisma.InputJsonValue,
        },
      });
      await recordAudit(tx, ctx, {
        action: "create",
        objectType: "calendar_conflict",
        objectId: created.id,
        employeeId: link.employeeId,
        after: { day: d.date, ours: d.ours, theirs: d.theirs },
      });
      counts.opened++;
    }
    const agreed = known.filter((k) => k.status === "open" && !differing.has(isoOf(k.day)));
    if (agreed.length > 0) {
      await tx.calendarConflict.updateMany({
        where: { id: { in: agreed.map((k) => k.id) }, status: "open" },
        data: { status: "closed", version: { increment: 1 } },
      });
      counts.closed += agreed.length;
    }
  });
  return counts;
}
