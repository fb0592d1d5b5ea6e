// POST /api/employees/delete – soft-delete a person {employee_id, user_confirmations}; 409 lists missing confirmations
import { route } from "@/lib/api/route";
import { deleteEmployee, deleteOutcomeResponse } from "@/lib/people/delete-employee";
import { ZDeleteEmployeeInput } from "@/lib/people/people.types";

export const POST = route(
  { input: ZDeleteEmployeeInput, area: "people", permission: "employees.write" },
  async (ctx, input) => deleteOutcomeResponse(await deleteEmployee(ctx, input)),
);
