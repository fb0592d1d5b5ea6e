import { balanceOn, dueExpiries, type LedgerEntry } from "@/lib/leave/ledger";

const ledger: LedgerEntry[] = [
  { id: 1, date: "2026-01-01", kind: "entitlement", amount: 20, expiresOn: "2027-07-01" },
  { id: 2, date: "2026-01-01", kind: "carry_over", amount: 3, expiresOn: "2026-07-01" },
  { id: 3, date: "2026-03-02", kind: "request", amount: -2 },
  { id: 4, date: "2026-05-04", kind: "adjustment", amount: 0.5 },
  { id: 5, date: "2026-08-10", kind: "request", amount: -5 },
];

describe("leave ledger", () => {
  it("sums the entries up to a date and shows the steps", () => {
    const before = balanceOn(ledger, "2026-03-01");
    expect(before.balance).toBe(23);
    const after = balanceOn(ledger, "2026-12-31");
    expect(after.balance).toBe(16.5);
    expect(after.steps.map((s) => s.running)).toEqual([20, 23, 21, 21.5, 16.5]);
  });

  it("applies credits before a request on the same day", () => {
    const sameDay: LedgerEntry[] = [
      { date: "2026-01-01", kind: "request", amount: -1 },
      { date: "2026-01-01", kind: "entitlement", amount: 20 },
    ];
    expect(balanceOn(sameDay, "2026-01-01").steps.map((s) => s.kind)).toEqual(["entitlement", "request"]);
  });

  it("lets requests use the credit that lapses first, and lapses what is left of it", () => {
    // The carry-over (3, lapsing 1 July) pays 2 of the March request; 1 day of it lapses on 1 July.
    const due = dueExpiries(ledger, "2026-12-31");
    expect(due).toEqual([{ date: "2026-07-01", kind: "expiry", amount: -1, note: "expiry of carry_over 2" }]);
    expect(balanceOn([...ledger, ...due], "2026-12-31").balance).toBe(15.5);
  });

  it("adds nothing once the expiry is recorded", () => {
    const due = dueExpiries(ledger, "2026-12-31");
    expect(dueExpiries([...ledger, ...due], "2026-12-31")).toEqual([]);
  });

  it("owes no expiry before the lapse date", () => {
    expect(dueExpiries(ledger, "2026-06-30")).toEqual([]);
  });
});
