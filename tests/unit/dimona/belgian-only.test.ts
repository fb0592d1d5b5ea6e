/** @jest-environment node */
// Dimona is Belgian only (the person's Dimona tab for BE companies), and the fake RSZ starts only when asked
// for by name or on the embedded demo default, never because another simulator was asked for.
import type { RequestContext } from "@/lib/api/context";
import { visibleTabs } from "@/app/(app)/people/[id]/tabs";
import { wantsEmbeddedRsz } from "@/lib/dimona/simulator/start-rsz";
import { closedPeriods, periodActions } from "@/lib/dimona/open-dimona-period";
import { makeSubject } from "@/tests/support/subject";

const ctxIn = (country: string) =>
  ({
    group: { id: 1, country, groupAccess: "full" },
    membership: { employeeId: null },
    subject: makeSubject({ switches: { wages: true } }),
  }) as unknown as RequestContext;

it("shows the Dimona tab to a Belgian company only", () => {
  expect(visibleTabs(ctxIn("BE"), { can_see_wages: true })).toContain("dimona");
  expect(visibleTabs(ctxIn("NL"), { can_see_wages: true })).not.toContain("dimona");
});

describe("wantsEmbeddedRsz on PostgreSQL", () => {
  const url = process.env.DATABASE_URL;
  beforeAll(() => void (process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/x"));
  afterAll(() => void (process.env.DATABASE_URL = url));
  it("starts only with RSZ_SIMULATOR=1, never for BE_PORTAL_SIMULATOR=1, never with RSZ_DIMONA_URL", () => {
    expect(wantsEmbeddedRsz({ BE_PORTAL_SIMULATOR: "1" })).toBe(false);
    expect(wantsEmbeddedRsz({})).toBe(false);
    expect(wantsEmbeddedRsz({ RSZ_SIMULATOR: "1" })).toBe(true);
    expect(wantsEmbeddedRsz({ RSZ_SIMULATOR: "1", RSZ_DIMONA_URL: "https://rsz.example" })).toBe(false);
  });
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));
const openIn = { type: "IN", status: "A", periodId: "1", endDate: null, createdAt: at(0) };
const row = (type: string, status: string, minute: number, endDate: Date | null = null) => ({
  type,
  status,
  periodId: "1",
  endDate,
  createdAt: at(minute),
});

it("closes a period on an accepted CANCEL or OUT (A, W or S), not on a refused or pending one", () => {
  expect(closedPeriods([openIn, row("OUT", "W", 1)]).has("1")).toBe(true);
  expect(closedPeriods([openIn, row("CANCEL", "S", 1)]).has("1")).toBe(true);
  expect(closedPeriods([openIn, row("CANCEL", "B", 1)]).has("1")).toBe(false);
});

describe("periodActions: what the Dimona history offers on a period", () => {
  const end = new Date("2026-12-31T00:00:00Z");
  it("an open-ended accepted IN: a change, a cancellation or an OUT", () => {
    expect(periodActions([openIn]).get("1")).toEqual(["UPDATE", "CANCEL", "OUT"]);
  });
  it("an IN that carries an end date, or an UPDATE that sets one: no OUT (the period is already ended)", () => {
    expect(periodActions([{ ...openIn, endDate: end }]).get("1")).toEqual(["UPDATE", "CANCEL"]);
    expect(periodActions([openIn, row("UPDATE", "A", 1, end)]).get("1")).toEqual(["UPDATE", "CANCEL"]);
    // The latest accepted state counts: an UPDATE that takes the end away again offers the OUT again.
    expect(periodActions([openIn, row("UPDATE", "A", 1, end), row("UPDATE", "W", 2)]).get("1")).toContain("OUT");
    // A refused UPDATE changed nothing.
    expect(periodActions([openIn, row("UPDATE", "B", 1, end)]).get("1")).toContain("OUT");
  });
  it("nothing on a cancelled or ended period, nor while a change is on its way", () => {
    expect(periodActions([openIn, row("CANCEL", "A", 1)]).get("1")).toEqual([]);
    expect(periodActions([openIn, row("OUT", "S", 1, end)]).get("1")).toEqual([]);
    expect(periodActions([openIn, row("OUT", "pending", 1, end)]).get("1")).toEqual([]);
    expect(periodActions([openIn, row("UPDATE", "sent", 1, end)]).get("1")).toEqual([]);
  });
  it("nothing on an IN the RSZ has not accepted", () => {
    expect(periodActions([{ ...openIn, status: "B" }]).get("1")).toBeUndefined();
    expect(periodActions([{ ...openIn, status: "sent", periodId: null }]).size).toBe(0);
  });
});
