import {
  belgianEmployeeEntitlement,
  belgianPartTimeEntitlement,
  belgianWorkerEntitlement,
  dutchExpiryDate,
  dutchStatutoryEntitlementHours,
} from "@/lib/leave/entitlement";

describe("Belgian annual leave", () => {
  it("gives employees 20 days for a full prior year on a five-day week, 24 on six days", () => {
    expect(belgianEmployeeEntitlement(12)).toBe(20);
    expect(belgianEmployeeEntitlement(12, true)).toBe(24);
  });

  it("gives employees 2 days per month on a six-day basis, rounded up on five days", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => belgianEmployeeEntitlement(m))).toEqual([
      2, 4, 5, 7, 9, 10, 12, 14, 15, 17, 19, 20,
    ]);
    expect(belgianEmployeeEntitlement(0)).toBe(0);
    expect(belgianEmployeeEntitlement(14)).toBe(20);
  });

  it("gives workers days from the table of days worked", () => {
    const cases: Array<[number, number]> = [
      [260, 20],
      [231, 20],
      [230, 19],
      [221, 19],
      [212, 18],
      [202, 17],
      [192, 16],
      [182, 15],
      [163, 14],
      [154, 13],
      [144, 12],
      [135, 11],
      [125, 10],
      [106, 9],
      [97, 8],
      [87, 7],
      [77, 6],
      [64, 5],
      [48, 4],
      [39, 3],
      [38, 2],
      [20, 2],
      [19, 1],
      [10, 1],
      [9, 0],
      [0, 0],
    ];
    for (const [days, leave] of cases) expect([days, belgianWorkerEntitlement(days)]).toEqual([days, leave]);
  });

  it("scales a part-time regime by its working days, rounded up to a half day", () => {
    expect(belgianPartTimeEntitlement(20, 4)).toBe(16);
    expect(belgianPartTimeEntitlement(20, 2.5)).toBe(10);
    expect(belgianPartTimeEntitlement(17, 3)).toBe(10.5);
  });
});

describe("Dutch statutory leave", () => {
  it("is four times the weekly hours", () => {
    expect(dutchStatutoryEntitlementHours(40)).toBe(160);
    expect(dutchStatutoryEntitlementHours(24)).toBe(96);
    expect(dutchStatutoryEntitlementHours(40, 0.5)).toBe(80);
  });

  it("lapses six months after the year, extra-statutory after five years", () => {
    expect(dutchExpiryDate(2026, true)).toBe("2027-07-01");
    expect(dutchExpiryDate(2026, false)).toBe("2032-01-01");
  });
});
