// POST /api/employees/seniorityDate/edit – set a person's seniority date {employee_id, seniority_date}
import { route } from "@/lib/api/route";
import { ZEditSeniorityDateInput } from "@/lib/people/people.types";
import { editSeniorityDate } from "@/lib/people/seniority-date";

export const POST = route(
  { input: ZEditSeniorityDateInput, area: "people", permission: "employees.write" },
  editSeniorityDate,
);
