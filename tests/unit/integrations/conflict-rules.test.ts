// The data-conflict rules (issue 19): which differences become conflicts, which fill our blanks, and when a
// recorded conflict is left, updated, closed or not reopened.
import {
  compareField,
  planConflict,
  sameValue,
  type FieldReading,
  type KnownConflict,
} from "@/lib/integrations/data-conflicts/conflict-rules";
import { employeeData } from "@/lib/integrations/data-conflicts/conflict-values";

const reading = (
  ours: FieldReading["ours"],
  theirs: FieldReading["theirs"],
  field: FieldReading["field"] = "last_name",
) => ({ field, ours, theirs }) as FieldReading;

const known = (fields: Partial<KnownConflict>): KnownConflict => ({
  id: 7,
  status: "open",
  resolutionMethod: null,
  writtenToProvider: null,
  ours: "Peeters",
  theirs: "Peters",
  ...fields,
});

describe("compareField", () => {
  it("ignores case and spacing in names, and skips what the provider leaves empty", () => {
    expect(compareField(reading("Van den Berg", "  VAN DEN   berg "))).toBe("equal");
    expect(compareField(reading("Peeters", "Peters"))).toBe("differ");
    expect(compareField(reading("Peeters", null))).toBe("skip");
    expect(compareField(reading("Peeters", " "))).toBe("skip");
  });

  it("fills an empty field of ours, but never a wage (the sync creates the first wage)", () => {
    expect(compareField(reading(null, "1979-01-03", "birth_date"))).toBe("fill");
    expect(compareField(reading(null, { bruto_cents: 1, weekly_minutes: 2 }, "wage"))).toBe("differ");
  });

  it("compares national numbers on their digits and wages on amount and working time", () => {
    expect(sameValue("national_number", "85.05.12-302.41", "85051230241")).toBe(true);
    expect(
      compareField(
        reading({ bruto_cents: 300_000, weekly_minutes: 2280 }, { bruto_cents: 300_000, weekly_minutes: 2280 }, "wage"),
      ),
    ).toBe("equal");
    expect(
      compareField(
        reading({ bruto_cents: 300_000, weekly_minutes: 2280 }, { bruto_cents: 300_000, weekly_minutes: 1900 }, "wage"),
      ),
    ).toBe("differ");
  });
});

describe("planConflict", () => {
  it("opens a conflict for a difference, once", () => {
    expect(planConflict(reading("Peeters", "Peters"), null, null)).toEqual({ kind: "open" });
    expect(planConflict(reading("Peeters", "Peters"), known({}), null)).toEqual({ kind: "none" });
  });

  it("updates an open conflict whose values moved, closes one whose values became equal", () => {
    expect(planConflict(reading("Peeters", "Pieters"), known({}), null)).toEqual({ kind: "update", id: 7 });
    expect(planConflict(reading("Peeters", "PEETERS"), known({}), null)).toEqual({ kind: "close", id: 7 });
    expect(
      planConflict(
        reading(null, "1979-01-03", "birth_date"),
        known({ ours: "1979-01-04", theirs: "1979-01-03" }),
        null,
      ),
    ).toEqual({
      kind: "close",
      id: 7,
    });
  });

  it("does not reopen a pair a person ignored or kept ours on, but does when a side changes", () => {
    const ignored = known({ status: "ignored" });
    expect(planConflict(reading("Peeters", "Peters"), null, ignored)).toEqual({ kind: "none" });
    expect(planConflict(reading("Peeters", "Pieters"), null, ignored)).toEqual({ kind: "open" });
    const keptOurs = known({ status: "resolved", resolutionMethod: "ours", writtenToProvider: false });
    expect(planConflict(reading("Peeters", "Peters"), null, keptOurs)).toEqual({ kind: "none" });
    // Taken theirs earlier, and ours was changed back since: that is a new difference to decide.
    const tookTheirs = known({ status: "resolved", resolutionMethod: "theirs" });
    expect(planConflict(reading("Peeters", "Peters"), null, tookTheirs)).toEqual({ kind: "open" });
  });
});

describe("employeeData", () => {
  it("keeps our insertion apart when the provider's last name starts with it", () => {
    expect(employeeData("last_name", "van Dijk-Peeters", "van")).toEqual({ lastName: "Dijk-Peeters" });
    expect(employeeData("last_name", "Peeters", "van")).toEqual({ lastName: "Peeters", insertion: null });
    expect(employeeData("birth_date", "1979-01-03", null)).toEqual({ birthDate: new Date("1979-01-03T00:00:00Z") });
  });
});
