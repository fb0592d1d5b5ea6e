// Start and end dates as the API reads them: "now" for today in Brussels, dd/mm/yyyy, YYYY-MM-DD.
import { formatDay, parseApiDate, todayIso, zApiDate } from "@/lib/people-history/day";

describe("parseApiDate", () => {
  const today = "2025-03-14";

  it.each([
    ["now", today],
    [" NOW ", today],
    ["14/03/2025", "2025-03-14"],
    ["1/2/2024", "2024-02-01"],
    ["29/02/2024", "2024-02-29"],
    ["2024-02-29", "2024-02-29"],
    ["2025-12-31", "2025-12-31"],
  ])("reads %p as %p", (text, expected) => {
    expect(parseApiDate(text, today)).toBe(expected);
  });

  it.each([
    "",
    "today",
    "29/02/2025",
    "31/04/2025",
    "00/01/2025",
    "01/13/2025",
    "2025-02-30",
    "2025/01/01",
    "14-03-2025",
    "20250314",
    "1/1/25",
  ])("refuses %p", (text) => {
    expect(parseApiDate(text, today)).toBeNull();
  });
});

describe("todayIso", () => {
  it("is the calendar day in Brussels, not in UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels (UTC+1 in winter).
    expect(todayIso(new Date("2024-12-31T23:30:00Z"))).toBe("2025-01-01");
    // 22:30 UTC on 30 June is 00:30 on 1 July in summer time (UTC+2).
    expect(todayIso(new Date("2025-06-30T22:30:00Z"))).toBe("2025-07-01");
    expect(todayIso(new Date("2025-06-30T21:30:00Z"))).toBe("2025-06-30");
  });
});

describe("zApiDate", () => {
  it("turns now into today and names the field in its message", () => {
    expect(zApiDate("start_date").parse("now")).toBe(todayIso());
    const result = zApiDate("start_date").safeParse("31/02/2024");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("start_date is not a valid date");
  });

  it("formats a day back as dd/mm/yyyy", () => {
    expect(formatDay("2024-02-09")).toBe("09/02/2024");
  });
});
