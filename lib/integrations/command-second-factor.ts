// The generic second-factor calls (/api/integrations/2fa/{command}/…) and a command's status, for whoever
// lib/access/command-rights.ts lets act on that command: integration admins on any command, and the person
// who started a calendar check or a wage-component read from the payroll screens on their own. Another
// group's command is a 404 like a missing one; a command of the group the caller may not act on, a 403.
// Reading a command's status is a 404 too when the caller may not see it (maySeeCommand): an employee or
// a manager cannot tell an existing command id from a missing one.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { mayAnswerCommand, maySeeCommand } from "@/lib/access/command-rights";
import { cancelSecondFactor, passSecondFactorCode } from "./command-actions";
import { commandJson } from "./command-json";
import { findCommand } from "./find-integration";
import type { TCancelCodeInput, TCommandIdParam, TPassCodeInput } from "./integrations.types";

async function answerable(ctx: RequestContext, id: number) {
  const command = await findCommand(ctx, id);
  if (!mayAnswerCommand(ctx.subject, ctx.user.id, command)) throw AppError.forbidden();
}

export async function passCommandCode(ctx: RequestContext, input: TPassCodeInput) {
  await answerable(ctx, input.command);
  return passSecondFactorCode(ctx, input);
}

export async function cancelCommandCode(ctx: RequestContext, input: TCancelCodeInput) {
  await answerable(ctx, input.command);
  return cancelSecondFactor(ctx, input);
}

export async function getCommand(ctx: RequestContext, input: TCommandIdParam) {
  const command = await findCommand(ctx, input.id);
  if (!maySeeCommand(ctx.subject, ctx.user.id, command)) throw AppError.notFound("Command");
  return { command: commandJson(command) };
}
