// POST /api/integrations/contracts/change-request/retry: sends an approved change again after the provider
// failed (down, 5xx, a refused field fixed on its side). The same command is re-queued with the same
// reference, so the provider books the change once however often it is retried.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { retryCommand } from "@/lib/integrations/command-actions";
import { changeJson } from "./change-json";
import type { TRetryChangeInput } from "./contracts.types";
import { findVisibleChange } from "./find-visible-change";

export async function retryContractChange(ctx: RequestContext, input: TRetryChangeInput) {
  const { change } = await findVisibleChange(ctx, input.change_id);
  if (!change.commandId) throw new AppError("conflict", "This change has not been sent to a payroll provider");
  await retryCommand(ctx, { id: change.commandId });
  const command = await db.integrationCommand.findUnique({ where: { id: change.commandId } });
  return { data: changeJson(change, command) };
}
