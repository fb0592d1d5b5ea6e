// POST /api/integrations/days_off/push: sends a payroll month to the provider as a push_month command on the
// job queue (lib/integrations: live status, second factor, retry). A month already pushed to this
// integration needs confirm_retry_push (else 409 naming it) and then sends only what differs from what the
// provider holds; a push still running for the month is a 409.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { createCommand, queueCommand } from "@/lib/integrations/start-command";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { toIsoDay } from "@/lib/validation/date-input";
import { pushJson } from "./list-month-pushes";
import { assertMonthPushable } from "./month-push-checks";
import type { TPushMonthInput } from "./payroll.types";

/** What the job reads back from the push row. */
export type PushRequest = {
  employee_ids: number[] | null;
  payout_date: string | null;
  messageForPayroll: string | null;
};

export async function pushMonth(ctx: RequestContext, input: TPushMonthInput) {
  const integration = await db.integration.findFirst({ where: { id: input.integration_id, groupId: ctx.group.id } });
  if (!integration) throw AppError.notFound("Integration");
  if (integration.status === "disabled") {
    throw AppError.validation({ integration_id: "This integration is disabled" });
  }
  const ids = input.employee_ids ? [...new Set(input.employee_ids)] : null;
  if (ids) {
    const seen = await db.employee.count({ where: { AND: [visiblePeopleWhere(ctx), { id: { in: ids } }] } });
    if (seen !== ids.length) throw AppError.validation({ employee_ids: "employee_ids holds people you cannot see" });
  }
  const month = { groupId: ctx.group.id, integrationId: integration.id, year: input.year, month: input.month };
  const { push, command } = await db.$transaction(async (tx) => {
    const wasPushed = await assertMonthPushable(tx, month, !!input.confirm_retry_push);
    const request: PushRequest = {
      employee_ids: ids,
      payout_date: input.payout_date ? toIsoDay(input.payout_date) : null,
      messageForPayroll: input.messageForPayroll?.trim() || null,
    };
    const created = await tx.payrollMonthPush.create({
      data: {
        ...month,
        isRetry: wasPushed,
        request: request as unknown as Prisma.InputJsonValue,
        actorUserId: ctx.user.id,
        impersonatorUserId: ctx.impersonatorUserId,
      },
    });
    const cmd = await createCommand(tx, ctx, integration.id, "push_month", { push_id: created.id });
    const linked = await tx.payrollMonthPush.update({ where: { id: created.id }, data: { commandId: cmd.id } });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "payroll_month_push",
      objectId: created.id,
      after: {
        integration_id: integration.id,
        year: input.year,
        month: input.month,
        retry: wasPushed,
        command_id: cmd.id,
      },
    });
    return { push: linked, command: cmd };
  });
  await queueCommand(command);
  return { data: pushJson(push) };
}
