// The self-service forms of /account/requests (issue 22): the shared number and date fields (a comma or a dot,
// spec section 5; DD/MM/YYYY), the body sent as typed, the server's message under its field, and a filed
// request empties the form and reloads the list.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { CommuteRequestForm, WageRequestForm } from "@/components/inbox/self-service-request-forms";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeEach(() => refresh.mockClear());

it("declares a bike commute in Dutch with a decimal comma, then empties the form", async () => {
  const { calls } = mockFetch({ "POST /api/requests/commutes/add": { body: { data: { id: 1 } } } });
  renderUi(<CommuteRequestForm />, "nl");
  const km = screen.getByLabelText("Kilometer per dag");
  fireEvent.change(km, { target: { value: "12,5" } });
  fireEvent.change(screen.getByLabelText("Dagen per maand"), { target: { value: "20" } });
  expect(screen.queryByTestId("field-message")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Woon-werkverkeer aangeven" }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(calls.find((c) => c.method === "POST")?.body).toEqual({
    mode: "bike",
    km_per_day: "12,5",
    days_per_month: "20",
  });
  expect(km).toHaveValue("");
});

it("says in the field what is wrong with a number, and shows the server's message for a field", async () => {
  mockFetch({
    "POST /api/requests/commutes/add": {
      status: 422,
      body: {
        error: { code: "validation", message: "Invalid", fields: { days_per_month: "days_per_month is too big" } },
      },
    },
  });
  renderUi(<CommuteRequestForm />, "en");
  fireEvent.change(screen.getByLabelText("Kilometres a day"), { target: { value: "12,55" } });
  expect(screen.getByTestId("field-message")).toHaveTextContent("Kilometres a day can have at most 1 decimal");
  fireEvent.change(screen.getByLabelText("Kilometres a day"), { target: { value: "12.5" } });
  fireEvent.change(screen.getByLabelText("Days a month"), { target: { value: "20" } });
  fireEvent.click(screen.getByRole("button", { name: "Declare commute" }));
  expect(await screen.findByText("days_per_month is too big")).toBeInTheDocument();
  expect(screen.getByLabelText("Days a month")).toHaveAttribute("aria-invalid", "true");
  expect(refresh).not.toHaveBeenCalled();
});

it("asks for a public-transport ticket price only for public transport", () => {
  renderUi(<CommuteRequestForm />, "en");
  expect(screen.queryByLabelText("Monthly ticket price (EUR)")).toBeNull();
  fireEvent.change(screen.getByLabelText("Means of transport"), { target: { value: "public_transport" } });
  expect(screen.getByLabelText("Monthly ticket price (EUR)")).toBeInTheDocument();
});

it("asks for a wage change in French with a comma amount and a typed date", async () => {
  const { calls } = mockFetch({ "POST /api/requests/wages/add": { body: { data: { id: 2 } } } });
  renderUi(<WageRequestForm />, "fr");
  const inputs = screen.getAllByRole("textbox");
  // The amount, the date (DD/MM/YYYY), the motivation.
  fireEvent.change(inputs[0]!, { target: { value: "3500,50" } });
  fireEvent.change(inputs[1]!, { target: { value: "01/02/2027" } });
  fireEvent.change(inputs[2]!, { target: { value: "Nouvelles responsabilités" } });
  fireEvent.submit(inputs[0]!.closest("form")!);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(calls.find((c) => c.method === "POST")?.body).toEqual({
    proposed_bruto: "3500,50",
    effective_date: "01/02/2027",
    motivation: "Nouvelles responsabilités",
  });
});
