/** @jest-environment node */
// Dimona is Belgian only (the person's Dimona tab for BE companies), and the fake RSZ starts only when asked
// for by name or on the embedded demo default, never because another simulator was asked for.
import type { RequestContext } from "@/lib/api/context";
import { visibleTabs } from "@/app/(app)/people/[id]/tabs";
import { wantsEmbeddedRsz } from "@/lib/dimona/simulator/start-rsz";
import { closedPeriods, editablePeriods } from "@/lib/dimona/open-dimona-period";
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

it("closes a period on an accepted CANCEL or OUT (A, W or S), not on a refused or pending one", () => {
  const inRow = { type: "IN", status: "A", periodId: "1" };
  expect(closedPeriods([inRow, { type: "OUT", status: "W", periodId: "1" }]).has("1")).toBe(true);
  expect(closedPeriods([inRow, { type: "CANCEL", status: "S", periodId: "1" }]).has("1")).toBe(true);
  expect(closedPeriods([inRow, { type: "CANCEL", status: "B", periodId: "1" }]).has("1")).toBe(false);
  expect(editablePeriods([inRow]).has("1")).toBe(true);
  expect(editablePeriods([inRow, { type: "OUT", status: "pending", periodId: "1" }]).has("1")).toBe(false);
  expect(editablePeriods([inRow, { type: "UPDATE", status: "A", periodId: "1" }]).has("1")).toBe(true);
});
