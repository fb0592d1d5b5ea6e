// Custom field values per type: what each type accepts, how it is stored, and what it refuses.
import { parseCustomFieldValue } from "@/lib/custom-fields/parse-value";
import { displayCustomFieldValue } from "@/lib/custom-fields/display-value";

const ok = (value: string | null) => ({ ok: true, value });
const refused = expect.objectContaining({ ok: false, message: expect.stringContaining("value") });

describe("parseCustomFieldValue", () => {
  it("clears on null, undefined and blank text, for every type", () => {
    for (const type of ["int", "email", "date", "team", "select_option"] as const) {
      expect(parseCustomFieldValue(type, null)).toEqual(ok(null));
      expect(parseCustomFieldValue(type, undefined)).toEqual(ok(null));
      expect(parseCustomFieldValue(type, "   ")).toEqual(ok(null));
    }
  });

  it("int: whole numbers as numbers or text", () => {
    expect(parseCustomFieldValue("int", 42)).toEqual(ok("42"));
    expect(parseCustomFieldValue("int", " -7 ")).toEqual(ok("-7"));
    expect(parseCustomFieldValue("int", 4.5)).toEqual(refused);
    expect(parseCustomFieldValue("int", "4,5")).toEqual(refused);
    expect(parseCustomFieldValue("int", "12abc")).toEqual(refused);
    expect(parseCustomFieldValue("int", "99999999999999999999")).toEqual(refused);
  });

  it("float: a dot or a comma as the decimal separator, stored with a dot", () => {
    expect(parseCustomFieldValue("float", "3,25")).toEqual(ok("3.25"));
    expect(parseCustomFieldValue("float", "3.25")).toEqual(ok("3.25"));
    expect(parseCustomFieldValue("float", 0.5)).toEqual(ok("0.5"));
    expect(parseCustomFieldValue("float", "1.2.3")).toEqual(refused);
    expect(parseCustomFieldValue("float", "1,2,3")).toEqual(refused);
    expect(parseCustomFieldValue("float", "abc")).toEqual(refused);
    expect(parseCustomFieldValue("float", Number.NaN)).toEqual(refused);
  });

  it("auto_incrementing_int is never set by a client", () => {
    expect(parseCustomFieldValue("auto_incrementing_int", 5)).toEqual(
      expect.objectContaining({ ok: false, message: "value is assigned automatically and cannot be set" }),
    );
  });

  it("email", () => {
    expect(parseCustomFieldValue("email", " ann@example.com ")).toEqual(ok("ann@example.com"));
    expect(parseCustomFieldValue("email", "ann@example")).toEqual(refused);
    expect(parseCustomFieldValue("email", "ann example.com")).toEqual(refused);
    expect(parseCustomFieldValue("email", 12)).toEqual(refused);
  });

  it("string and textfield: trimmed, with their maximum lengths", () => {
    expect(parseCustomFieldValue("string", "  hello ")).toEqual(ok("hello"));
    expect(parseCustomFieldValue("string", "x".repeat(255))).toEqual(ok("x".repeat(255)));
    expect(parseCustomFieldValue("string", "x".repeat(256))).toEqual(refused);
    expect(parseCustomFieldValue("textfield", "x".repeat(5000))).toEqual(ok("x".repeat(5000)));
    expect(parseCustomFieldValue("textfield", "x".repeat(10_001))).toEqual(refused);
    expect(parseCustomFieldValue("string", "a\u0000b")).toEqual(refused);
  });

  it("hyperlink: http and https only", () => {
    expect(parseCustomFieldValue("hyperlink", "https://example.com/a?b=1")).toEqual(ok("https://example.com/a?b=1"));
    expect(parseCustomFieldValue("hyperlink", "http://intranet.local")).toEqual(ok("http://intranet.local"));
    expect(parseCustomFieldValue("hyperlink", "javascript:alert(1)")).toEqual(refused);
    expect(parseCustomFieldValue("hyperlink", "ftp://example.com")).toEqual(refused);
    expect(parseCustomFieldValue("hyperlink", "example.com")).toEqual(refused);
  });

  it("money: whole cents", () => {
    expect(parseCustomFieldValue("money", 1250)).toEqual(ok("1250"));
    expect(parseCustomFieldValue("money", "1250")).toEqual(ok("1250"));
    expect(parseCustomFieldValue("money", 12.5)).toEqual(refused);
    expect(parseCustomFieldValue("money", "12,50")).toEqual(refused);
  });

  it("date: DD/MM/YYYY or YYYY-MM-DD, real calendar days, stored as YYYY-MM-DD", () => {
    expect(parseCustomFieldValue("date", "29/02/2024")).toEqual(ok("2024-02-29"));
    expect(parseCustomFieldValue("date", "2024-03-01")).toEqual(ok("2024-03-01"));
    expect(parseCustomFieldValue("date", "5/3/2024")).toEqual(ok("2024-03-05"));
    expect(parseCustomFieldValue("date", "29/02/2023")).toEqual(refused);
    expect(parseCustomFieldValue("date", "2024-13-01")).toEqual(refused);
    expect(parseCustomFieldValue("date", 20240101)).toEqual(refused);
  });

  it("country: ISO 3166-1 alpha-2, upper-cased", () => {
    expect(parseCustomFieldValue("country", "be")).toEqual(ok("BE"));
    expect(parseCustomFieldValue("country", "NL")).toEqual(ok("NL"));
    expect(parseCustomFieldValue("country", "XX")).toEqual(refused);
    expect(parseCustomFieldValue("country", "BEL")).toEqual(refused);
  });

  it("team and select_option: positive ids (existence is checked against the database)", () => {
    expect(parseCustomFieldValue("team", 12)).toEqual(ok("12"));
    expect(parseCustomFieldValue("select_option", "7")).toEqual(ok("7"));
    expect(parseCustomFieldValue("team", 0)).toEqual(refused);
    expect(parseCustomFieldValue("select_option", "abc")).toEqual(refused);
    expect(parseCustomFieldValue("team", 1.5)).toEqual(refused);
  });

  it("refuses objects and booleans", () => {
    expect(parseCustomFieldValue("string", { a: 1 })).toEqual(refused);
    expect(parseCustomFieldValue("int", true)).toEqual(refused);
  });

  it("names the field key it is given", () => {
    expect(parseCustomFieldValue("int", "x", "values.3")).toEqual({
      ok: false,
      message: "values.3 must be a whole number",
    });
  });
});

describe("displayCustomFieldValue", () => {
  it("shows money in units with two decimals, dates as DD/MM/YYYY, options and teams by name", () => {
    expect(displayCustomFieldValue("money", "1250")).toBe("12.50");
    expect(displayCustomFieldValue("money", "-5")).toBe("-0.05");
    expect(displayCustomFieldValue("date", "2024-03-05")).toBe("05/03/2024");
    expect(displayCustomFieldValue("select_option", "7", { options: new Map([[7, "Gold"]]) })).toBe("Gold");
    expect(displayCustomFieldValue("team", "3", { teams: new Map([[3, "Sales"]]) })).toBe("Sales");
    expect(displayCustomFieldValue("team", "4", { teams: new Map() })).toBe("");
    expect(displayCustomFieldValue("string", null)).toBe("");
    expect(displayCustomFieldValue("float", "3.25")).toBe("3.25");
  });
});
