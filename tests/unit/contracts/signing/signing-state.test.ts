// The signing state machine: draft -> sent -> signed | declined | cancelled; re-send after a decline or a
// cancel; signed is final.
import {
  canTransition,
  signingState,
  transition,
  SIGNING_STATES,
  type SigningAction,
} from "@/lib/contracts/signing/signing-state";

describe("signing state machine", () => {
  it("calls a contract without requests a draft, otherwise its latest request's status", () => {
    expect(signingState(null)).toBe("draft");
    expect(signingState(undefined)).toBe("draft");
    expect(signingState("declined")).toBe("declined");
  });

  it.each([
    ["draft", "send", "sent"],
    ["declined", "send", "sent"],
    ["cancelled", "send", "sent"],
    ["sent", "sign", "signed"],
    ["sent", "decline", "declined"],
    ["sent", "cancel", "cancelled"],
  ] as const)("%s --%s--> %s", (from, action, to) => {
    expect(transition(from, action)).toBe(to);
  });

  it("refuses everything else: no second signature, no send while waiting, nothing after signing", () => {
    const allowed = new Set([
      "draft:send",
      "declined:send",
      "cancelled:send",
      "sent:sign",
      "sent:decline",
      "sent:cancel",
    ]);
    const actions: SigningAction[] = ["send", "cancel", "sign", "decline"];
    for (const from of SIGNING_STATES)
      for (const action of actions) {
        expect(canTransition(from, action)).toBe(allowed.has(`${from}:${action}`));
        if (!allowed.has(`${from}:${action}`)) expect(transition(from, action)).toBeNull();
      }
  });
});
