// GET /api/employees/{id}/detail – one person with the caller's permissions on them
import { route } from "@/lib/api/route";
import { getEmployeeDetail } from "@/lib/people/get-employee-detail";
import { ZEmployeeIdParam } from "@/lib/people/people.types";

export const GET = route({ input: ZEmployeeIdParam, area: "people", permission: "employees.read" }, (ctx, input) =>
  getEmployeeDetail(ctx, input.id),
);
