// The custom-field column builder: a non-list is reported and gives no columns (spec sections 5 and 8).
import { customFieldColumns } from "@/lib/custom-fields/custom-field-columns";

describe("customFieldColumns", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it("builds one column per field definition, numbers aligned right", () => {
    const columns = customFieldColumns([
      { id: 3, name: "Shoe size", object_type: "employee", type: "int", comparison_field: null },
      { id: 5, name: "Badge", object_type: "employee", type: "string", comparison_field: null },
    ]);
    expect(columns).toEqual([
      { key: "custom_field_3", fieldId: 3, label: "Shoe size", type: "int", align: "right" },
      { key: "custom_field_5", fieldId: 5, label: "Badge", type: "string", align: "left" },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([[null], [undefined], [{ data: [] }], ["fields"], [42]])("reports %p and returns an empty list", (input) => {
    expect(customFieldColumns(input)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/expected a list of custom field definitions/);
  });

  it("skips entries that are not definitions, with a warning each", () => {
    const columns = customFieldColumns([
      { id: 1, name: "Ok", type: "date" },
      { id: "2", name: "Bad id", type: "int" },
      { id: 3, name: "Bad type", type: "blob" },
      null,
    ]);
    expect(columns.map((c) => c.fieldId)).toEqual([1]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("returns an empty list for an empty list without warning", () => {
    expect(customFieldColumns([])).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
