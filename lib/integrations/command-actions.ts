// What a person does to a command: pass the portal's second-factor code, cancel (the 2fa cancel call),
// retry. Each is a move under the command's version lock: of two people acting on one command, one wins
// and the other gets 409. Each is audited with the real actor in the move's transaction.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import type { IntegrationCommand, Prisma } from "@/lib/db/generated/client";
import { acceptsCode, isCancellable, isRetryable } from "./command-states";
import { commandJson } from "./command-json";
import { openState, sealState } from "./credentials";
import { findCommand, findIntegration } from "./find-integration";
import type { TCancelCodeInput, TPassCodeInput, TRetryInput } from "./integrations.types";
import { moveCommand, type CommandMove } from "./move-command";
import { failInterrupted, isInterrupted } from "./recover-commands";
import { queueCommand } from "./start-command";

const conflict = (message: string) => new AppError("conflict", message);
const MOVED_ON = "Someone else acted on this command first; reload it";

// A person acts on the command as they saw it: if it has moved since (another person, or the job), 409.
function assertSeen(command: IntegrationCommand, version: number | undefined) {
  if (version !== undefined && version !== command.version) throw conflict(MOVED_ON);
}

/** What else changes with a move, in its transaction (a month push queued again with its command). */
type AlsoInTx = (tx: Prisma.TransactionClient) => Promise<unknown>;

async function act(
  ctx: RequestContext,
  command: IntegrationCommand,
  move: CommandMove,
  action: string,
  also?: AlsoInTx,
) {
  const moved = await moveCommand(command, {
    ...move,
    actorUserId: ctx.user.id,
    alsoInTx: async (tx: Prisma.TransactionClient) => {
      await recordAudit(tx, ctx, {
        action,
        objectType: "integration_command",
        objectId: command.id,
        before: { status: command.status },
        after: { status: move.to },
      });
      await also?.(tx);
    },
  });
  if (!moved) throw conflict(MOVED_ON);
  return moved;
}

export async function passSecondFactorCode(ctx: RequestContext, input: TPassCodeInput) {
  const command = await findCommand(ctx, input.command);
  assertSeen(command, input.version);
  const state = openState(command.providerStateEnc);
  if (!acceptsCode(command.status, state !== null)) {
    throw conflict(`This command does not wait for a code (it is ${command.status})`);
  }
  // awaiting_2fa with no readable challenge (lost, or sealed with another key): no code can answer it.
  if (!state?.challenge) throw conflict("No second-factor challenge is open for this command; retry it");
  if (command.usernameRequested && !input.integration_username) {
    throw AppError.validation({ integration_username: "integration_username is required" });
  }
  const moved = await act(
    ctx,
    command,
    {
      to: "queued",
      message: "A second-factor code was passed",
      data: {
        providerStateEnc: sealState({
          challenge: state.challenge,
          code: input.code2fa,
          username: input.integration_username ?? null,
        }),
        errorReason: null,
      },
    },
    "integration_2fa_code",
  );
  await queueCommand(moved);
  return { command: commandJson(moved) };
}

export async function cancelSecondFactor(ctx: RequestContext, input: TCancelCodeInput) {
  const command = await findCommand(ctx, input.command);
  assertSeen(command, input.version);
  if (!isCancellable(command.status)) throw conflict(`This command cannot be cancelled (it is ${command.status})`);
  const moved = await act(
    ctx,
    command,
    {
      to: "cancelled",
      message: "Cancelled by a person",
      data: { providerStateEnc: null, finishedAt: new Date() },
    },
    "integration_command_cancel",
  );
  return { command: commandJson(moved) };
}

export async function retryCommand(ctx: RequestContext, input: TRetryInput, also?: AlsoInTx) {
  let command = await findCommand(ctx, input.id);
  assertSeen(command, input.version);
  // A command interrupted while running (crash, redeploy) is failed first, then retried like any failure.
  if (isInterrupted(command)) command = (await failInterrupted(command)) ?? command;
  if (!isRetryable(command.status)) throw conflict(`This command cannot be retried (it is ${command.status})`);
  const integration = await findIntegration(ctx, command.integrationId);
  if (integration.status === "disabled") throw conflict("The integration is disabled");
  const moved = await act(
    ctx,
    command,
    {
      to: "queued",
      message: "Retried",
      data: {
        providerStateEnc: null,
        usernameRequested: false,
        errorReason: null,
        finishedAt: null,
        attempts: { increment: 1 },
      },
    },
    "integration_command_retry",
    also,
  );
  await queueCommand(moved);
  return { command: commandJson(moved) };
}
