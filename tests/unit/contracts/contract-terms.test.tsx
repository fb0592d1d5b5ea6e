// The contract forms' number fields in the reader's notation (spec section 5): a Dutch or French reader
// sees "7,6" hours a day, not "7.6", and may type a comma or a dot; the week sent is the same minutes.
import { act, fireEvent, screen } from "@testing-library/react";
import { AddContractDialog } from "@/components/contracts/add-contract-dialog";
import { defaultWeekDays, weekFromDays } from "@/components/contracts/contract-terms-fields";
import { hoursFromWeeklyMinutes } from "@/lib/people-history/weekly-hours";
import { formatNumberInput } from "@/lib/validation/number-input";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

it("formats a number for editing with the reader's decimal separator, never grouped", () => {
  expect(formatNumberInput(7.6, "en")).toBe("7.6");
  expect(formatNumberInput(7.6, "nl")).toBe("7,6");
  expect(formatNumberInput(7.6, "fr")).toBe("7,6");
  expect(formatNumberInput(3200.5, "nl")).toBe("3200,5");
  expect(formatNumberInput(38, "fr")).toBe("38");
  expect(hoursFromWeeklyMinutes(2250, "nl")).toBe("37,5");
  expect(hoursFromWeeklyMinutes(2250)).toBe("37.5");
  expect(defaultWeekDays("nl")).toEqual(["7,6", "7,6", "7,6", "7,6", "7,6", "0", "0"]);
});

it("reads a week typed with commas and dots alike", () => {
  expect(weekFromDays(["7,6", "7.6", "8", "", "abc", "0", "0"])).toEqual({
    minutes: [456, 456, 480, 0, 0, 0, 0],
    weeklyHours: 23.2,
    workDays: 3,
  });
});

const references = { department: [], cost_centre: [], function: [], qualification: [] };

it("the add-contract form shows 7,6 in Dutch, takes a comma, and sends minutes and a dotted wage", async () => {
  const { calls } = mockFetch({
    "POST /api/integrations/contracts/add": { body: { data: { id: 1 }, dimona_proposal: null } },
  });
  renderUi(
    <AddContractDialog employeeId={7} country="BE" references={references} onClose={() => {}} onDimona={() => {}} />,
    "nl",
  );
  const monday = (await screen.findByLabelText("Ma")) as HTMLInputElement;
  expect(monday.value).toBe("7,6");
  expect(screen.getByTestId("contract-weekly-total").textContent).toBe("38 u · 5 dagen");
  fireEvent.change(monday, { target: { value: "3,8" } });
  expect(screen.getByTestId("contract-weekly-total").textContent).toBe("34,2 u · 5 dagen");
  fireEvent.change(screen.getByLabelText(/Basisloon/), { target: { value: "3200,50" } });
  await act(async () => {
    fireEvent.submit(monday.closest("form")!);
  });
  expect(calls.at(-1)?.body).toMatchObject({
    employee_id: 7,
    weekly_schedule: [228, 456, 456, 456, 456, 0, 0],
    hours_per_week: 34.2,
    days_per_week: 5,
    base_wage: "3200.50",
  });
});
