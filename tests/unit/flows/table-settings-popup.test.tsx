// The table settings popup (spec sections 2, 3, 5, 6, 9): per page 10 or 30, at most 6 columns marked
// full with a red explanation, name order, calendar sort, stored through /api/table_preferences; light
// users never load custom-field columns.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { TableSettingsPopup, type TableColumn } from "@/components/flows/table-settings-popup";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

const columns: TableColumn[] = ["name", "team", "email", "phone", "start", "role", "city"].map((id) => ({
  id,
  label: id.toUpperCase(),
}));
const stored = (cols: string[] | null) => ({
  body: { data: { table: "people", per_page: 10, columns: cols, name_order: "first_last", calendar_sort: "name" } },
});

function setup(options: { cols?: string[] | null; edition?: "light" | "full"; loadCustom?: jest.Mock } = {}) {
  const fetch = mockFetch({
    "GET /api/table_preferences/people": stored(options.cols === undefined ? ["name", "team"] : options.cols),
    "POST /api/table_preferences/people": (body) => ({ body: { data: { table: "people", ...(body as object) } } }),
  });
  const onSaved = jest.fn();
  const onOpenChange = jest.fn();
  renderUi(
    <TableSettingsPopup
      table="people"
      open
      onOpenChange={onOpenChange}
      columns={columns}
      defaultColumns={["name"]}
      edition={options.edition ?? "full"}
      loadCustomFieldColumns={options.loadCustom}
      showNameOrder
      showCalendarSort
      onSaved={onSaved}
    />,
  );
  return { fetch, onSaved, onOpenChange };
}

it("loads the stored preferences and offers 10 or 30 per page", async () => {
  setup();
  const dialog = await screen.findByTestId("table-settings-popup");
  await within(dialog).findByText("Rows per page");
  expect(within(dialog).getByLabelText("10")).toBeChecked();
  expect(within(dialog).getByLabelText("30")).not.toBeChecked();
  expect(within(dialog).getByLabelText("NAME")).toBeChecked();
  expect(within(dialog).getByLabelText("EMAIL")).not.toBeChecked();
  expect(within(dialog).getByTestId("table-columns-count")).toHaveTextContent("2 of 6 selected");
});

it("at 6 columns marks the choice full, disables the rest and explains in red", async () => {
  setup({ cols: ["name", "team", "email", "phone", "start"] });
  const dialog = await screen.findByTestId("table-settings-popup");
  await within(dialog).findByText("Columns");
  expect(within(dialog).queryByTestId("table-columns-full")).toBeNull();
  fireEvent.click(within(dialog).getByLabelText("ROLE"));
  const group = within(dialog).getByTestId("table-columns");
  expect(group).toHaveAttribute("data-full", "true");
  const explanation = within(dialog).getByTestId("table-columns-full");
  expect(explanation).toHaveTextContent("You can show at most 6 columns");
  expect(explanation.className).toContain("text-red-700");
  expect(group.getAttribute("aria-describedby")).toBe(explanation.id);
  expect(within(dialog).getByLabelText("CITY")).toBeDisabled();
  fireEvent.click(within(dialog).getByLabelText("CITY"));
  expect(within(dialog).getByLabelText("CITY")).not.toBeChecked();
  fireEvent.click(within(dialog).getByLabelText("NAME"));
  expect(within(dialog).queryByTestId("table-columns-full")).toBeNull();
  expect(within(dialog).getByLabelText("CITY")).toBeEnabled();
});

it("trims a stored choice of more than 6 columns", async () => {
  setup({ cols: ["name", "team", "email", "phone", "start", "role", "city"] });
  const dialog = await screen.findByTestId("table-settings-popup");
  await within(dialog).findByText("Columns");
  expect(within(dialog).getByLabelText("CITY")).not.toBeChecked();
  expect(within(dialog).getByTestId("table-columns-count")).toHaveTextContent("6 of 6 selected");
});

it("saves per page, columns, name order and calendar sort", async () => {
  const { fetch, onSaved, onOpenChange } = setup();
  const dialog = await screen.findByTestId("table-settings-popup");
  await within(dialog).findByText("Rows per page");
  fireEvent.click(within(dialog).getByLabelText("30"));
  fireEvent.click(within(dialog).getByLabelText("EMAIL"));
  fireEvent.click(within(dialog).getByLabelText("Last name First name"));
  fireEvent.change(within(dialog).getByLabelText("Sort the calendar by"), { target: { value: "id" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(fetch.calls.at(-1)).toEqual({
    method: "POST",
    url: "/api/table_preferences/people",
    body: { per_page: 30, columns: ["name", "team", "email"], name_order: "last_first", calendar_sort: "id" },
  });
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it("uses the default columns when nothing is stored", async () => {
  setup({ cols: null });
  const dialog = await screen.findByTestId("table-settings-popup");
  await within(dialog).findByText("Columns");
  expect(within(dialog).getByTestId("table-columns-count")).toHaveTextContent("1 of 6 selected");
});

it("loads custom-field columns for full accounts and never for light users", async () => {
  const loadCustom = jest.fn().mockResolvedValue([{ id: "cf:7", label: "Shoe size" }]);
  setup({ loadCustom });
  expect(await screen.findByLabelText("Shoe size")).toBeInTheDocument();
  expect(loadCustom).toHaveBeenCalledTimes(1);
});

it("skips custom-field columns for light users", async () => {
  const loadCustom = jest.fn().mockResolvedValue([{ id: "cf:7", label: "Shoe size" }]);
  setup({ edition: "light", loadCustom });
  await screen.findByText("Rows per page");
  expect(loadCustom).not.toHaveBeenCalled();
  expect(screen.queryByLabelText("Shoe size")).toBeNull();
});
