// The checks every start of a month push runs in its transaction, a new push (push-month.ts) and a retry
// (retry-month-push.ts) alike: no other push of the month still running, and a month already pushed to
// the integration only with confirm_retry_push. Both answer 409 naming the field.
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/db/generated/client";

export type PushMonthKey = { groupId: number; integrationId: number; year: number; month: number };

/** Whether the month was pushed before (the push then sends only the difference). */
export async function assertMonthPushable(
  tx: Prisma.TransactionClient,
  month: PushMonthKey,
  confirmRetryPush: boolean,
  exceptPushId?: number,
): Promise<boolean> {
  const others = exceptPushId === undefined ? {} : { id: { not: exceptPushId } };
  // A push is still running while its command is: one that stopped before the push began (login
  // refused, right lost) stays queued on the push row but blocks nothing.
  const queued = await tx.payrollMonthPush.findMany({
    where: { ...month, ...others, status: "queued" },
    select: { commandId: true },
  });
  const running = await tx.integrationCommand.count({
    where: {
      id: { in: queued.map((p) => p.commandId).filter((id): id is number => id !== null) },
      status: { in: ["queued", "running", "awaiting_2fa"] },
    },
  });
  if (running > 0) {
    throw new AppError("conflict", "A push of this month is still running", { fields: { month: "running" } });
  }
  const before = await tx.payrollMonthPush.findFirst({ where: { ...month, ...others, status: "succeeded" } });
  if (before && !confirmRetryPush) {
    throw new AppError("conflict", "This month was already pushed; confirm to send what changed since", {
      fields: { confirm_retry_push: "This month was already pushed: set confirm_retry_push to send the difference" },
    });
  }
  return before !== null;
}
