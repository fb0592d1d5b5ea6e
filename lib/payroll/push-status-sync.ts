// Keeps a month push's row in step with its push_month command, whoever moves the command (the job, the
// generic /api/integrations/commands/{id}/retry, a 2fa cancel): a retried command puts its push back to
// queued, and a command that ends before the push began (login refused, cancelled, failed before sending)
// fails the push, which would otherwise stay "queued" forever. Runs inside the command's move transaction.
import type { IntegrationCommand, Prisma } from "@/lib/db/generated/client";
import type { CommandStatus } from "@/lib/integrations/command-states";

const ENDED_BEFORE_SENDING: readonly CommandStatus[] = ["failed", "cancelled", "login_failure"];

export async function syncPushWithCommand(
  tx: Prisma.TransactionClient,
  command: Pick<IntegrationCommand, "id" | "kind" | "groupId">,
  to: CommandStatus,
): Promise<void> {
  if (command.kind !== "push_month") return;
  const where = { commandId: command.id, groupId: command.groupId };
  if (to === "queued") {
    await tx.payrollMonthPush.updateMany({
      where: { ...where, status: { not: "queued" } },
      data: { status: "queued", errorReason: null, finishedAt: null },
    });
  } else if (ENDED_BEFORE_SENDING.includes(to)) {
    // Only a push still queued: one the push itself already marked failed keeps its own reason.
    await tx.payrollMonthPush.updateMany({
      where: { ...where, status: "queued" },
      data: { status: "failed", errorReason: `The push stopped before it began (${to})`, finishedAt: new Date() },
    });
  }
}
