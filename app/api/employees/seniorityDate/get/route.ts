// GET /api/employees/seniorityDate/get?employee_id – a person's seniority date
import { route } from "@/lib/api/route";
import { ZEmployeeIdQuery } from "@/lib/people/people.types";
import { getSeniorityDate } from "@/lib/people/seniority-date";

export const GET = route({ input: ZEmployeeIdQuery, area: "people", permission: "employees.read" }, (ctx, input) =>
  getSeniorityDate(ctx, input.employee_id),
);
