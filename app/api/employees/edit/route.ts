// POST /api/employees/edit – change a person's fields {employee_id, ...fields}
// (one's own contact and address also through self-service: own_record.write, lib/people/own-record.ts)
import { route } from "@/lib/api/route";
import { editEmployee } from "@/lib/people/edit-employee";
import { ZEditEmployeeInput } from "@/lib/people/people.types";

export const POST = route(
  {
    input: ZEditEmployeeInput,
    area: "people",
    permission: "employees.write",
    ownRecord: { permission: "own_record.write", employeeId: (raw) => raw.employee_id },
  },
  editEmployee,
);
