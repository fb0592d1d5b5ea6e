// Table columns built from custom field definitions (the people list's column settings). The input
// comes from an API answer or stored preferences, so it is checked: anything but a list is reported and
// gives no columns (spec sections 5 and 8), and entries that are not field definitions are skipped.
import { CUSTOM_FIELD_TYPES, type TCustomFieldType } from "./field-types";

export type TCustomFieldColumn = {
  /** Stable column key, as stored in table preferences. */
  key: `custom_field_${number}`;
  fieldId: number;
  label: string;
  type: TCustomFieldType;
  align: "left" | "right";
};

const NUMERIC: ReadonlySet<TCustomFieldType> = new Set(["int", "float", "auto_incrementing_int", "money"]);

export function customFieldColumns(input: unknown): TCustomFieldColumn[] {
  if (!Array.isArray(input)) {
    console.warn(
      `customFieldColumns: expected a list of custom field definitions, got ${describe(input)}; no custom field columns are shown`,
    );
    return [];
  }
  const columns: TCustomFieldColumn[] = [];
  for (const entry of input) {
    const column = toColumn(entry);
    if (column) columns.push(column);
    else console.warn(`customFieldColumns: skipped an entry that is not a custom field definition: ${describe(entry)}`);
  }
  return columns;
}

function toColumn(entry: unknown): TCustomFieldColumn | null {
  if (!entry || typeof entry !== "object") return null;
  const { id, name, type } = entry as Record<string, unknown>;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1) return null;
  if (typeof name !== "string" || name.trim() === "") return null;
  if (typeof type !== "string" || !(CUSTOM_FIELD_TYPES as readonly string[]).includes(type)) return null;
  const fieldType = type as TCustomFieldType;
  return {
    key: `custom_field_${id}`,
    fieldId: id,
    label: name,
    type: fieldType,
    align: NUMERIC.has(fieldType) ? "right" : "left",
  };
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return typeof value;
}
