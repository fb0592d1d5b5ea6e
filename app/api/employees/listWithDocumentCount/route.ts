// GET /api/employees/listWithDocumentCount – the people list with each person's document count
import { route } from "@/lib/api/route";
import { listEmployeesWithDocumentCount } from "@/lib/people/list-employees-with-document-count";
import { ZListEmployeesInput } from "@/lib/people/people.types";

export const GET = route(
  { input: ZListEmployeesInput, area: "people", permission: "employees.read" },
  listEmployeesWithDocumentCount,
);
