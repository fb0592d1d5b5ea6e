// The balance as people read it: approved future leave is subtracted from remaining (planned), pending
// requests only from available, and credits that lapsed by the date no longer count.
import { overdraftOf, summariseBalance } from "@/lib/leave/balance-summary";
import type { LedgerEntry } from "@/lib/leave/ledger";

const entitlement: LedgerEntry = {
  id: 1,
  date: "2031-01-01",
  kind: "entitlement",
  amount: 20,
  expiresOn: "2032-01-01",
};

describe("summariseBalance", () => {
  it("splits approved leave into taken (up to the date) and planned (after it, this year)", () => {
    const ledger: LedgerEntry[] = [
      entitlement,
      { date: "2031-02-03", kind: "request", amount: -1 },
      { date: "2031-06-10", kind: "request", amount: -3 },
      // Next year's leave belongs to next year's balance.
      { date: "2032-01-05", kind: "request", amount: -2 },
    ];
    expect(summariseBalance(ledger, "2031-03-01", 2)).toEqual({
      taken: 1,
      planned: 3,
      pending: 2,
      remaining: 16,
      available: 14,
    });
  });

  it("nets a withdrawn request to nothing", () => {
    const ledger: LedgerEntry[] = [
      entitlement,
      { date: "2031-06-10", kind: "request", amount: -3 },
      { date: "2031-06-10", kind: "request", amount: 3 },
    ];
    expect(summariseBalance(ledger, "2031-03-01", 0)).toMatchObject({ planned: 0, remaining: 20 });
  });

  it("lets last year's unused credit lapse on its expiry date", () => {
    const ledger: LedgerEntry[] = [
      entitlement,
      { date: "2031-05-05", kind: "request", amount: -5 },
      { id: 2, date: "2032-01-01", kind: "entitlement", amount: 20, expiresOn: "2033-01-01" },
    ];
    expect(summariseBalance(ledger, "2032-02-01", 0)).toMatchObject({ taken: 0, remaining: 20 });
  });
});

describe("overdraftOf", () => {
  it("is how far a request goes below the available balance", () => {
    expect(overdraftOf({ available: 2 }, 10)).toBe(8);
    expect(overdraftOf({ available: 2 }, 2)).toBe(0);
    expect(overdraftOf({ available: -1 }, 0.5)).toBe(1.5);
  });
});
