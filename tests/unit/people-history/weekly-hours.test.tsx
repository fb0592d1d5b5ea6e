// Weekly working time is typed and shown in hours (two decimals, a comma works) and sent as the minutes the
// API stores: 37,5 hours is weekly_minutes 2250; an existing 2280 minutes shows as 38.
import { act, fireEvent, screen } from "@testing-library/react";
import { WageHistory } from "@/components/people/wage-history";
import { hoursFromWeeklyMinutes, weeklyMinutesFromHours } from "@/lib/people-history/weekly-hours";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

it("converts hours to minutes and back at the edge", () => {
  expect(weeklyMinutesFromHours("38")).toBe(2280);
  expect(weeklyMinutesFromHours("37,5")).toBe(2250);
  expect(weeklyMinutesFromHours("19.75")).toBe(1185);
  expect(weeklyMinutesFromHours("abc")).toBeNull();
  expect(hoursFromWeeklyMinutes(2280)).toBe("38");
  expect(hoursFromWeeklyMinutes(2250)).toBe("37.5");
  expect(hoursFromWeeklyMinutes(1000)).toBe("16.67");
});

const wage = {
  wage_id: 1,
  start_date: "2026-01-01",
  end_date: null,
  is_current: true,
  bruto_cents: 350000,
  currency: "EUR",
  weekly_minutes: 2250,
  registration_country_code: "BE",
  termination_reason: null,
  benefits: [],
};

it("the wage dialog asks for hours, shows the current ones and sends minutes", async () => {
  const { calls } = mockFetch({ "POST /api/employees/setCurrentWage": { body: { data: {} } } });
  renderUi(<WageHistory employeeId={7} wages={[wage]} canEdit extraKinds={[]} countries={["BE"]} />, "nl");
  expect(screen.getByText(/37,5 u\/week/)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Huidig loon instellen" }));
  const hours = screen.getByLabelText("Wekelijkse arbeidsduur (uren)") as HTMLInputElement;
  // In the reader's notation: a Dutch reader sees a decimal comma.
  expect(hours.value).toBe("37,5");
  expect((screen.getByLabelText(/Brutomaandloon/) as HTMLInputElement).value).toBe("3500");
  fireEvent.change(hours, { target: { value: "38,25" } });
  await act(async () => {
    fireEvent.submit(hours.closest("form")!);
  });
  expect(calls.at(-1)?.body).toMatchObject({ employee_id: 7, weekly_minutes: 2295 });
});
