import { acceptsCode, canMove, isCancellable, isRetryable, isSettled } from "@/lib/integrations/command-states";

describe("command state machine", () => {
  it("lets the job take a queued command and settle a running one", () => {
    expect(canMove("queued", "running")).toBe(true);
    for (const to of ["succeeded", "failed", "awaiting_2fa", "login_failure"] as const) {
      expect(canMove("running", to)).toBe(true);
    }
    expect(canMove("queued", "succeeded")).toBe(false);
    expect(canMove("running", "cancelled")).toBe(false);
  });

  it("never moves a succeeded command", () => {
    for (const to of ["queued", "running", "failed", "cancelled", "awaiting_2fa", "login_failure"] as const) {
      expect(canMove("succeeded", to)).toBe(false);
    }
    expect(isRetryable("succeeded")).toBe(false);
    expect(isCancellable("succeeded")).toBe(false);
  });

  it("takes a code while awaiting it, and after a wrong code only while the challenge is open", () => {
    expect(acceptsCode("awaiting_2fa", true)).toBe(true);
    expect(acceptsCode("login_failure", true)).toBe(true);
    expect(acceptsCode("login_failure", false)).toBe(false);
    expect(acceptsCode("running", true)).toBe(false);
    expect(acceptsCode("failed", true)).toBe(false);
  });

  it("cancels what waits, retries what ended badly", () => {
    expect(["queued", "awaiting_2fa", "login_failure"].every((s) => isCancellable(s as never))).toBe(true);
    expect(isCancellable("running")).toBe(false);
    expect(isCancellable("failed")).toBe(false);
    expect(["failed", "cancelled", "login_failure"].every((s) => isRetryable(s as never))).toBe(true);
    expect(isRetryable("running")).toBe(false);
    expect(isRetryable("awaiting_2fa")).toBe(false);
  });

  it("calls a command settled once it no longer runs by itself", () => {
    expect(isSettled("queued")).toBe(false);
    expect(isSettled("running")).toBe(false);
    expect(isSettled("awaiting_2fa")).toBe(true);
    expect(isSettled("succeeded")).toBe(true);
  });
});
