// The required rule (spec section 5): empty is empty or whitespace-only text, an empty array, or
// null/undefined. Numbers are never empty (0 is a value).
import type { FieldMessage } from "./field-message";

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return false;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** "{field} is required" when the value is empty, else null. */
export function checkRequired(value: unknown, field: string): FieldMessage | null {
  return isEmptyValue(value) ? { key: "required", values: { field } } : null;
}
