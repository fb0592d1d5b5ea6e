// The work of a push_month command (run by lib/integrations/run-command.ts with the asking user's rights as
// they are now): load the month, compare it with what the provider holds (PayrollMonthSent), send only the
// people whose lines differ, then in one transaction record the receipt and what is now held, lock the month
// (the leave module's month lock) and audit, and tell the people who can push. A failed call leaves the
// month unlocked and what was sent unchanged; the push is marked failed and the command can be retried.
import type { CommandWork } from "@/lib/integrations/run-command";
import type { MonthPush, PushOneOffWageComponent } from "@/lib/integrations/providers/provider";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { IntegrationCommand, Prisma } from "@/lib/db/generated/client";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { membersWith } from "@/lib/users/find-members-with";
import { loadMonthData } from "./load-month-data";
import { monthDifference, type PersonLines } from "./month-difference";
import { monthLines, type MonthEntries } from "./month-lines";
import { monthKey } from "./payroll-month";
import type { PushRequest } from "./push-month";

export async function performMonthPush(command: IntegrationCommand, work: CommandWork) {
  const pushId = Number((command.payload as { push_id?: number }).push_id);
  const push = await db.payrollMonthPush.findFirstOrThrow({ where: { id: pushId, groupId: command.groupId } });
  const request = push.request as PushRequest;
  const started = Date.now();
  try {
    return await send(work, push.id, push.year, push.month, request, started);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "The push failed";
    await db.payrollMonthPush.update({
      where: { id: push.id },
      data: { status: "failed", errorReason: reason, durationMs: Date.now() - started, finishedAt: new Date() },
    });
    await notify(work, "payroll_month_push_failed", push.year, push.month, { reason });
    throw error;
  }
}

async function send(work: CommandWork, pushId: number, year: number, month: number, req: PushRequest, started: number) {
  const { ctx, integration } = work;
  const data = await loadMonthData(ctx, {
    year,
    month,
    integration: { id: integration.id, source: integration.source },
    employeeIds: req.employee_ids ?? undefined,
  });
  const ids = data.people.map((p) => p.id);
  const [links, entries, sentRows] = await Promise.all([
    db.employeeProviderLink.findMany({
      where: { groupId: ctx.group.id, integrationId: integration.id, employeeId: { in: ids } },
      select: { employeeId: true, externalId: true },
    }),
    loadEntries(ctx.group.id, year, month, ids),
    db.payrollMonthSent.findMany({
      where: { groupId: ctx.group.id, integrationId: integration.id, year, month, employeeId: { in: ids } },
    }),
  ]);
  // Only people linked to the provider can be sent (the others are an anomaly).
  const external = new Map(links.map((l) => [l.employeeId, l.externalId]));
  const scope = ids.filter((id) => external.has(id));
  const current = monthLines(data, entries);
  const sent = new Map(sentRows.map((r) => [r.employeeId, r.lines as PersonLines]));
  const difference = monthDifference(current, sent, scope);
  const people = difference.changedPeople;
  const payload = toMonthPush(year, month, people, current, external, req);
  const receipt = people.length > 0 ? await work.provider.pushMonth(work.credentials, work.session, payload) : null;
  const lines = people.reduce((n, id) => n + Object.keys(current.get(id) ?? {}).length, 0);
  const durationMs = Date.now() - started;

  await db.$transaction(async (tx) => {
    await tx.payrollMonthPush.update({
      where: { id: pushId },
      data: {
        status: "succeeded",
        peopleSent: people.length,
        lines,
        durationMs,
        difference: difference as unknown as Prisma.InputJsonValue,
        receipt: (receipt ?? undefined) as Prisma.InputJsonValue | undefined,
        errorReason: null,
        finishedAt: new Date(),
      },
    });
    // What the provider now holds for each person sent, in two statements whatever the number of people: a
    // row upserted per person made the transaction outlive its 5 s on a loaded machine with 1,000 people
    // (bench/payroll-month.ts), after the provider had already taken the push.
    const sentKey = { integrationId: integration.id, year, month };
    await tx.payrollMonthSent.deleteMany({ where: { ...sentKey, employeeId: { in: people } } });
    await tx.payrollMonthSent.createMany({
      data: people.map((id) => ({
        ...sentKey,
        groupId: ctx.group.id,
        employeeId: id,
        lines: (current.get(id) ?? {}) as Prisma.InputJsonValue,
        pushId,
      })),
    });
    await lockMonth(tx, work, year, month);
    await recordAudit(tx, ctx, {
      action: "payroll_month_push",
      objectType: "payroll_month_push",
      objectId: pushId,
      after: { status: "succeeded", year, month, people_sent: people.length, lines, duration_ms: durationMs },
    });
  });
  await notify(work, "payroll_month_pushed", year, month, { lines });
  return {
    push_id: pushId,
    people_sent: people.length,
    lines,
    duration_ms: durationMs,
    ...difference,
    changedPeople: undefined,
  };
}

async function lockMonth(tx: Prisma.TransactionClient, work: CommandWork, year: number, month: number) {
  const key = monthKey(year, month);
  const existing = await tx.leaveLockedMonth.findUnique({
    where: { groupId_month: { groupId: work.ctx.group.id, month: key } },
  });
  if (existing) return;
  await tx.leaveLockedMonth.create({
    data: { groupId: work.ctx.group.id, month: key, lockedByUserId: work.ctx.user.id },
  });
  await recordAudit(tx, work.ctx, {
    action: "lock",
    objectType: "leave_month",
    objectId: key,
    before: { locked: false },
    after: { locked: true },
  });
}

export async function loadEntries(groupId: number, year: number, month: number, ids: number[]): Promise<MonthEntries> {
  const where = { groupId, year, month, employeeId: { in: ids } };
  const [oneOffs, messages, advances, unemployment] = await Promise.all([
    db.oneOffWageComponent.findMany({ where, include: { type: { select: { code: true } } }, orderBy: { id: "asc" } }),
    db.payrollSpecialMessage.findMany({ where }),
    db.payrollAdvance.findMany({ where }),
    db.temporaryUnemployment.findMany({ where }),
  ]);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    oneOffs: oneOffs.map((o) => ({
      employeeId: o.employeeId,
      typeCode: o.type.code,
      totalValueCents: o.totalValueCents,
      hours: num(o.hours),
      days: num(o.days),
      unity: num(o.unity),
      amountCents: o.amountCents,
      percentage: num(o.percentage),
      isPeriodical: o.isPeriodical,
      isNegative: o.isNegative,
      isBarema: o.isBarema,
    })),
    messages: messages.map((m) => ({ employeeId: m.employeeId, message: m.message })),
    advances: advances.map((a) => ({
      employeeId: a.employeeId,
      paymentDate: a.paymentDate.toISOString().slice(0, 10),
      amountCents: a.amountCents,
    })),
    unemployment: unemployment.map((u) => ({ employeeId: u.employeeId, kind: u.kind, days: Number(u.days) })),
  };
}

function toMonthPush(
  year: number,
  month: number,
  people: number[],
  current: Map<number, PersonLines>,
  external: Map<number, string>,
  req: PushRequest,
): MonthPush {
  const push: MonthPush = {
    year,
    month,
    employeeExternalIds: people.map((id) => external.get(id)!),
    daysOff: [],
    oneOffs: [],
    specialMessages: [],
    advances: [],
    temporaryUnemployment: [],
    payoutDate: req.payout_date ?? null,
    messageForPayroll: req.messageForPayroll ?? null,
  };
  for (const id of people) {
    const employeeExternalId = external.get(id)!;
    for (const [key, line] of Object.entries(current.get(id) ?? {})) {
      const kind = key.split("|")[0];
      const l = line as Record<string, never>;
      if (kind === "day_off")
        push.daysOff.push({ employeeExternalId, date: l.date, hours: l.hours, payrollCode: l.payrollCode });
      else if (kind === "one_off")
        push.oneOffs.push({ employeeExternalId, ...(line as Omit<PushOneOffWageComponent, "employeeExternalId">) });
      else if (kind === "special_message") push.specialMessages.push({ employeeExternalId, message: l.message });
      else if (kind === "advance")
        push.advances.push({ employeeExternalId, paymentDate: l.paymentDate, amountCents: l.amountCents });
      else if (kind === "unemployment")
        push.temporaryUnemployment.push({ employeeExternalId, kind: l.kind, days: l.days });
    }
  }
  return push;
}

async function notify(
  work: CommandWork,
  type: "payroll_month_pushed" | "payroll_month_push_failed",
  year: number,
  month: number,
  params: Record<string, string | number>,
) {
  const userIds = await membersWith(work.ctx.group.id, "payroll.push");
  await createNotifications({
    groupId: work.ctx.group.id,
    userIds: [...userIds, work.ctx.user.id],
    type,
    sender: { userId: work.ctx.user.id, name: work.ctx.user.name },
    params: { month: monthKey(year, month), integration: work.integration.alias, ...params },
  });
}
