// The work of a send_contract_change command (lib/integrations/run-command.ts): the approved change as the
// provider takes it (the person's id there, the function's provider code), keyed by "contract-change-{id}" so
// that a retry after a lost answer is booked once. A failure leaves the command failed with its reason; the
// contract tab shows it and HR retries (retry-change.ts).
import { db } from "@/lib/db/client";
import type { IntegrationCommand } from "@/lib/db/generated/client";
import type { CommandWork } from "@/lib/integrations/run-command";
import { ProviderError } from "@/lib/integrations/providers/provider";
import { dayOf } from "@/lib/people-history/day";

export async function performContractChangeSend(command: IntegrationCommand, work: CommandWork) {
  const { change_id } = command.payload as { change_id: number };
  const change = await db.contractChange.findFirst({
    where: { id: change_id, groupId: command.groupId, status: "approved" },
    include: { contract: { select: { employeeId: true } } },
  });
  if (!change) throw new ProviderError("rejected", "The contract change no longer exists or is not approved");
  const link = await db.employeeProviderLink.findFirst({
    where: { groupId: command.groupId, integrationId: work.integration.id, employeeId: change.contract.employeeId },
    select: { externalId: true },
  });
  if (!link) throw new ProviderError("rejected", "The person is not linked to a person at this payroll provider");
  if (!work.provider.sendContractChange) {
    throw new ProviderError("rejected", "This payroll provider takes no contract changes");
  }
  const fn = change.functionId
    ? await db.providerReference.findFirst({ where: { id: change.functionId, groupId: command.groupId } })
    : null;
  const receipt = await work.provider.sendContractChange(work.credentials, work.session, {
    reference: `contract-change-${change.id}`,
    employeeExternalId: link.externalId,
    changeDate: dayOf(change.changeDate),
    monthlyGrossCents: change.brutoCents,
    hoursPerWeek: change.hoursPerWeek === null ? null : Number(change.hoursPerWeek),
    daysPerWeek: change.daysPerWeek === null ? null : Number(change.daysPerWeek),
    functionCode: fn?.code ?? null,
    weeklySchedule: (change.weeklySchedule as number[] | null) ?? null,
    variableSchedule: change.isVariableSchedule,
  });
  return { contract_change: { id: change.id, receipt_id: receipt.receiptId, received_at: receipt.receivedAt } };
}
