// The command state machine (spec section 4; issue 19): the one table of which status may follow which,
// and which user action each status admits. The job and the actions ask it; nothing else decides a move.
//
//   queued        -> running (the job takes it), cancelled (2fa cancel before it ran)
//   running       -> succeeded, failed (timeout, 5xx, unreadable answer), awaiting_2fa (the portal asks for a
//                    code), login_failure (credentials or code refused)
//   awaiting_2fa  -> queued (a code was passed), cancelled
//   login_failure -> queued (a new code for the same challenge, or retry), cancelled
//   failed        -> queued (retry)
//   cancelled     -> queued (retry)
//   succeeded     -> nothing: a finished command stays as it is
import type { IntegrationCommandStatus } from "@/lib/db/generated/client";

export type CommandStatus = IntegrationCommandStatus;

const MOVES: Record<CommandStatus, readonly CommandStatus[]> = {
  queued: ["running", "cancelled"],
  running: ["succeeded", "failed", "awaiting_2fa", "login_failure"],
  awaiting_2fa: ["queued", "cancelled"],
  login_failure: ["queued", "cancelled"],
  failed: ["queued"],
  cancelled: ["queued"],
  succeeded: [],
};

export function canMove(from: CommandStatus, to: CommandStatus): boolean {
  return MOVES[from].includes(to);
}

/** A second-factor code is taken while the portal's challenge is open: awaiting it, or after a wrong code. */
export function acceptsCode(status: CommandStatus, hasOpenChallenge: boolean): boolean {
  return status === "awaiting_2fa" || (status === "login_failure" && hasOpenChallenge);
}

/** The 2fa cancel call: a command that waits for a person (or has not started) can be called off. */
export function isCancellable(status: CommandStatus): boolean {
  return canMove(status, "cancelled");
}

/** Retry starts the command again from a fresh login. */
export function isRetryable(status: CommandStatus): boolean {
  return status === "failed" || status === "cancelled" || status === "login_failure";
}

/** Statuses in which a command is over until someone acts (the UI stops its spinner). */
export function isSettled(status: CommandStatus): boolean {
  return status !== "queued" && status !== "running";
}
