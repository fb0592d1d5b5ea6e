// /settings/commutes (issue 22): the company's rates start in the reader's language (EUR 0,37 in Dutch, not
// "0.37"), a comma or a dot is taken, and what was typed is sent as typed (the server reads both, spec 5).
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { CommuteSettingsForm } from "@/components/settings/commute-settings-form";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const values = { bike_per_km: 0.37, car_per_km: 0.15, public_transport_share_pct: 100 };

it("shows the rates with a decimal comma in Dutch and sends a comma as typed", async () => {
  const { calls } = mockFetch({ "POST /api/requests/commutes/settings": { body: { data: values } } });
  renderUi(<CommuteSettingsForm values={values} canWrite />, "nl");
  const bike = screen.getByLabelText("Fietsvergoeding per km (EUR)");
  expect(bike).toHaveValue("0,37");
  expect(screen.getByLabelText("Vergoeding per km voor auto en carpool (EUR)")).toHaveValue("0,15");
  expect(screen.getByLabelText("Werkgeversaandeel in een abonnement openbaar vervoer (%)")).toHaveValue("100");
  fireEvent.change(bike, { target: { value: "0,35" } });
  expect(screen.queryByTestId("field-message")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Tarieven bewaren" }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      bike_per_km: "0,35",
      car_per_km: "0,15",
      public_transport_share_pct: "100",
    }),
  );
});

it("shows them with a dot in English and in French with a comma", () => {
  const { unmount } = renderUi(<CommuteSettingsForm values={values} canWrite />, "en");
  expect(screen.getByLabelText("Bicycle allowance per km (EUR)")).toHaveValue("0.37");
  unmount();
  renderUi(<CommuteSettingsForm values={values} canWrite={false} />, "fr");
  const inputs = screen.getAllByRole("textbox");
  expect(inputs.map((i) => (i as HTMLInputElement).value)).toEqual(["0,37", "0,15", "100"]);
  // A read-only admin sees them, cannot change or save them.
  expect(inputs.every((i) => (i as HTMLInputElement).disabled)).toBe(true);
  expect(screen.queryByRole("button")).toBeNull();
});
