// GET /api/integrations/commands/{id}/history/list: every move of one command, oldest first, with who
// caused it (null: the job).
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { failureDetailOf } from "./command-failure";
import { findCommand } from "./find-integration";
import type { TCommandHistoryInput } from "./integrations.types";

export async function listCommandHistory(ctx: RequestContext, input: TCommandHistoryInput) {
  const command = await findCommand(ctx, input.id);
  const where = { groupId: ctx.group.id, commandId: command.id };
  const [rows, total] = await Promise.all([
    db.integrationCommandHistory.findMany({ where, orderBy: { id: "asc" }, ...skipTake(input) }),
    db.integrationCommandHistory.count({ where }),
  ]);
  return listResponse(
    rows.map((h) => ({
      id: h.id,
      status: h.status,
      message: h.message,
      // Set for a failure: the screen says it in the reader's language (failures.<code>).
      detail: failureDetailOf(h.detail),
      actor_user_id: h.actorUserId,
      created_at: h.createdAt.toISOString(),
    })),
    total,
    input,
  );
}
