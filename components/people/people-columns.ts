// The directory's built-in columns (besides the name, which is always shown and links to the person) and
// how each is read from the employee JSON. Custom-field columns are added by the page.
import type { EmployeeListRow } from "@/lib/people/list-employees";
import { formatDay } from "./format";

export const BUILT_IN_COLUMNS = [
  "team",
  "job_title",
  "email",
  "phone",
  "employee_number",
  "start_date",
  "end_date",
] as const;
export type BuiltInColumn = (typeof BUILT_IN_COLUMNS)[number];

export const DEFAULT_COLUMNS: readonly BuiltInColumn[] = ["team", "job_title", "email", "start_date"];

/** The text of a built-in column; undefined for any other column id (a custom field). */
export function builtInCell(e: EmployeeListRow, column: string): string | null | undefined {
  switch (column) {
    case "team":
      return e.team_name;
    case "job_title":
      return e.job_title;
    case "email":
      return e.email;
    case "phone":
      return e.phone;
    case "employee_number":
      return e.employee_number;
    case "start_date":
      return formatDay(e.start_date);
    case "end_date":
      return formatDay(e.end_date);
    default:
      return undefined;
  }
}
