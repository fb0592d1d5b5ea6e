// The signing state machine. A contract without requests is a draft; otherwise its state is the latest
// request's status. HR may send from draft, declined or cancelled (a re-send makes a new request), and
// cancel a sent one; the employee signs or declines a sent one. Signed is final: a changed contract is
// a new contract (or a contract change), not a second signature on the same one.
export const SIGNING_STATES = ["draft", "sent", "signed", "declined", "cancelled"] as const;
export type SigningState = (typeof SIGNING_STATES)[number];
export type SigningAction = "send" | "cancel" | "sign" | "decline";

const ALLOWED: Record<SigningAction, readonly SigningState[]> = {
  send: ["draft", "declined", "cancelled"],
  cancel: ["sent"],
  sign: ["sent"],
  decline: ["sent"],
};

const RESULT: Record<SigningAction, SigningState> = {
  send: "sent",
  cancel: "cancelled",
  sign: "signed",
  decline: "declined",
};

export function signingState(latestStatus: Exclude<SigningState, "draft"> | null | undefined): SigningState {
  return latestStatus ?? "draft";
}

export function canTransition(from: SigningState, action: SigningAction): boolean {
  return ALLOWED[action].includes(from);
}

/** The state after `action`, or null when the action is not allowed from `from`. */
export function transition(from: SigningState, action: SigningAction): SigningState | null {
  return canTransition(from, action) ? RESULT[action] : null;
}
