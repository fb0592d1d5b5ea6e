// A day-off type in an anomaly's values: its name (a custom type's own, else the built-in kind) and its
// kind, so the screen names a built-in type in the reader's language (messages leave.types.*) instead of
// showing the raw key; API readers get both.
import type { MonthDayOffType } from "./anomaly.types";

export function typeValues(type: MonthDayOffType | undefined): { type: string; type_kind: string } {
  return { type: type?.name ?? "", type_kind: type?.kind ?? "" };
}
