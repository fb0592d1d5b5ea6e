// The month grid gives every day cell of every row its own state (issue 16: a row was one cell spanning
// the month and took the first day's colour: November all holiday, August all grey, December without
// weekends). Days and holidays come from the real Belgian holiday list.
import { screen, within } from "@testing-library/react";
import { MonthGrid } from "@/components/leave/month-grid";
import { CalendarAgenda } from "@/components/calendar/calendar-agenda";
import type { CalendarCell, CalendarPerson } from "@/lib/leave/calendar-month";
import { eachDate, weekdayIndex } from "@/lib/leave/iso-date";
import { holidayDates } from "@/lib/leave/public-holidays";
import { renderUi } from "@/tests/support/render-ui";

const types = [
  { id: 1, kind: "vacation", name: null, colour: "#2563eb" },
  { id: 2, kind: "sick", name: null, colour: "#dc2626" },
];

function monthDays(year: number, month: number) {
  const from = `${year}-${String(month).padStart(2, "0")}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const holidays = holidayDates("BE", [year]);
  return [...eachDate(from, to)].map((date) => ({ date, weekday: weekdayIndex(date), holiday: holidays.has(date) }));
}

function person(
  id: number,
  name: string,
  days: ReturnType<typeof monthDays>,
  leave: Record<string, CalendarCell> = {},
  restWeekday?: number,
): CalendarPerson {
  const off = days.filter((d) => d.weekday >= 5 || d.weekday === restWeekday).map((d) => d.date);
  return { id, name, team_id: null, off_days: off, leave, spans: [] };
}

const cell = (
  request_id: number,
  part: CalendarCell["part"] = "full",
  status = "approved",
  day_off_type_id: number | null = 1,
): CalendarCell => ({ request_id, status, day_off_type_id, part });

/** Day number → the row's cell for it (the first cell is the name header). */
function rowCells(name: string) {
  const row = screen.getByRole("rowheader", { name }).closest("tr")!;
  const cells = [...row.querySelectorAll("td")];
  return (day: number) => cells[day - 1];
}

const stateOf = (td: HTMLElement) => ["weekend", "holiday", "rest", "today"].filter((c) => td.classList.contains(c));

describe("month grid, every day its own state", () => {
  it("November 2026: 1 and 11 November are holidays, the other days are not", () => {
    const days = monthDays(2026, 11);
    const leave = {
      "2026-11-03": cell(7),
      "2026-11-04": cell(7),
      "2026-11-05": cell(8, "second_half"),
      "2026-11-10": cell(9, "first_half", "pending", 2),
    };
    renderUi(
      <MonthGrid
        days={days}
        people={[person(1, "Iris de Boer", days, leave, 3), person(2, "Jan Peeters", days)]}
        types={types}
        today="2026-11-25"
      />,
    );
    for (const name of ["Iris de Boer", "Jan Peeters"]) {
      const day = rowCells(name);
      expect(day(30)).toBeDefined();
      expect(stateOf(day(1))).toEqual(["holiday"]); // a Sunday and All Saints' Day
      expect(stateOf(day(2))).toEqual([]);
      expect(stateOf(day(7))).toEqual(["weekend"]);
      expect(stateOf(day(8))).toEqual(["weekend"]);
      expect(stateOf(day(11))).toEqual(["holiday"]); // Armistice, a Wednesday
      expect(stateOf(day(25))).toEqual(["today"]);
      expect(stateOf(day(30))).toEqual([]);
    }
    // Iris does not work on Thursdays: her own rest day, not Jan's.
    expect(stateOf(rowCells("Iris de Boer")(19))).toEqual(["rest"]);
    expect(stateOf(rowCells("Jan Peeters")(19))).toEqual([]);

    const iris = rowCells("Iris de Boer");
    const leaveIn = (day: number) => iris(day).querySelector(".leave") as HTMLElement | null;
    expect(leaveIn(2)).toBeNull();
    expect(leaveIn(3)).toHaveAttribute("data-part", "full");
    expect(leaveIn(3)).toHaveStyle({ backgroundColor: "#2563eb" });
    expect(leaveIn(4)).toHaveAttribute("data-request-id", "7");
    expect(leaveIn(5)).toHaveAttribute("data-part", "second_half");
    expect(within(iris(5)).getByText("Vacation (Approved), afternoon")).toBeInTheDocument();
    expect(leaveIn(10)).toHaveAttribute("data-status", "pending");
    expect(leaveIn(10)).toHaveStyle({ backgroundColor: "#dc2626" });
    expect(leaveIn(10)).toHaveAttribute("data-part", "first_half");
    expect(leaveIn(6)).toBeNull();
    // The header names the day and marks today and the holidays.
    expect(screen.getByRole("columnheader", { name: /25/ })).toHaveAttribute("aria-current", "date");
    expect(screen.getAllByRole("columnheader", { name: /^\D*11$/ })[0]).toHaveClass("holiday");
  });

  it("August 2026: only 15 August is a holiday, weekdays stay white", () => {
    const days = monthDays(2026, 8);
    renderUi(<MonthGrid days={days} people={[person(1, "Iris de Boer", days)]} types={types} />);
    const day = rowCells("Iris de Boer");
    expect(day(31)).toBeDefined();
    expect(stateOf(day(3))).toEqual([]);
    expect(stateOf(day(14))).toEqual([]);
    expect(stateOf(day(15))).toEqual(["holiday"]); // a Saturday
    expect(stateOf(day(16))).toEqual(["weekend"]);
    expect(stateOf(day(31))).toEqual([]);
    const shaded = Array.from({ length: 31 }, (_, i) => i + 1).filter((d) => stateOf(day(d)).length > 0);
    expect(shaded).toEqual([1, 2, 8, 9, 15, 16, 22, 23, 29, 30]);
  });

  it("December 2026: weekends shaded, 25 December a holiday", () => {
    const days = monthDays(2026, 12);
    renderUi(<MonthGrid days={days} people={[person(1, "Iris de Boer", days)]} types={types} />);
    const day = rowCells("Iris de Boer");
    expect(stateOf(day(1))).toEqual([]);
    expect(stateOf(day(5))).toEqual(["weekend"]);
    expect(stateOf(day(6))).toEqual(["weekend"]);
    expect(stateOf(day(24))).toEqual([]);
    expect(stateOf(day(25))).toEqual(["holiday"]);
    expect(stateOf(day(26))).toEqual(["weekend"]);
    expect(stateOf(day(31))).toEqual([]);
  });

  it("names the person with the display-name rule and links to their calendar", () => {
    const days = monthDays(2026, 11);
    renderUi(
      <MonthGrid
        days={days}
        people={[person(4, "Iris de Boer", days)]}
        types={types}
        monthQuery="?year=2026&month=11"
      />,
      "nl",
    );
    expect(screen.getByRole("link", { name: "Iris de Boer" })).toHaveAttribute(
      "href",
      "/calendar/person/4?year=2026&month=11",
    );
  });
});

describe("agenda", () => {
  it("lists the days with a holiday or someone away, leave only on the days the person works", () => {
    const days = monthDays(2026, 11);
    // Friday 6 to Monday 9 November: the weekend in between is no day away.
    const leave = {
      "2026-11-06": cell(7),
      "2026-11-07": cell(7),
      "2026-11-08": cell(7),
      "2026-11-09": cell(7, "first_half"),
    };
    renderUi(
      <CalendarAgenda days={days} people={[person(1, "Iris de Boer", days, leave)]} types={types} today="2026-11-09" />,
    );
    const list = screen.getByTestId("calendar-agenda");
    const dates = [...list.querySelectorAll("li[data-date]")].map((li) => li.getAttribute("data-date"));
    expect(dates).toEqual(["2026-11-01", "2026-11-06", "2026-11-09", "2026-11-11"]);
    const monday = list.querySelector('li[data-date="2026-11-09"]') as HTMLElement;
    expect(within(monday).getByText("Monday, 9 November")).toBeInTheDocument();
    expect(within(monday).getByText("Today")).toBeInTheDocument();
    expect(within(monday).getByRole("link", { name: "Iris de Boer" })).toBeInTheDocument();
    expect(monday).toHaveTextContent("Vacation (Approved) · morning");
    expect(
      within(list.querySelector('li[data-date="2026-11-11"]') as HTMLElement).getByText("Public holiday"),
    ).toBeInTheDocument();
  });
});
