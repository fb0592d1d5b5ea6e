// POST /api/employees/findMatchingEmployees {national_numbers} or {nameAndDOBs, search_type} – match visible people
import { route } from "@/lib/api/route";
import { findMatchingEmployees } from "@/lib/people/find-matching-employees";
import { ZFindMatchingEmployeesInput } from "@/lib/people/people.types";

// A search: read-only users may run it too.
export const POST = route(
  { input: ZFindMatchingEmployeesInput, area: "people", permission: "employees.read", allowReadOnly: true },
  findMatchingEmployees,
);
