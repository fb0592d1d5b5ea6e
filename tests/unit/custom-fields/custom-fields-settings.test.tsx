// The custom fields settings screen: grouped list, add dialog posting the field, no controls when read-only.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { readMessages } from "@/tests/support/messages";
import { CustomFieldsSettings } from "@/components/custom-fields/custom-fields-settings";

const messages = readMessages("en");
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const fields = [
  { id: 1, name: "Shoe size", object_type: "employee", type: "int" as const, comparison_field: null },
  {
    id: 2,
    name: "T-shirt",
    object_type: "employee",
    type: "select_option" as const,
    comparison_field: null,
    options: [{ id: 5, option_name: "M" }],
  },
];

function renderScreen(canWrite: boolean) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CustomFieldsSettings fields={fields} canWrite={canWrite} nameMax={100} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

it("lists fields by object type with their type and options, without controls when read-only", () => {
  renderScreen(false);
  expect(screen.getByRole("heading", { name: "People" })).toBeInTheDocument();
  expect(screen.getByText("Shoe size")).toBeInTheDocument();
  expect(screen.getByText("Whole number")).toBeInTheDocument();
  expect(screen.getByText("M")).toBeInTheDocument();
  expect(screen.queryAllByRole("button")).toHaveLength(0);
});

it("adds a field through the dialog", async () => {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    statusText: "",
    headers: { get: () => null },
    json: async () => ({ data: {} }),
  });
  global.fetch = fetchMock as never;
  renderScreen(true);
  fireEvent.click(screen.getByRole("button", { name: "Add a custom field" }));
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Badge" } });
  fireEvent.change(screen.getByLabelText("Type"), { target: { value: "date" } });
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe("/api/custom_fields/add");
  expect(JSON.parse(init.body)).toEqual({
    name: "Badge",
    type: "date",
    object_type: "employee",
    comparison_field: null,
  });
});
