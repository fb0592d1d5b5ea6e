// GET /api/employees/{id}/detail – one person with the caller's permissions on them
// (one's own record also through self-service: own_record.read)
import { route } from "@/lib/api/route";
import { getEmployeeDetail } from "@/lib/people/get-employee-detail";
import { ZEmployeeIdParam } from "@/lib/people/people.types";

export const GET = route(
  {
    input: ZEmployeeIdParam,
    area: "people",
    permission: "employees.read",
    ownRecord: { permission: "own_record.read", employeeId: (raw) => raw.id },
  },
  (ctx, input) => getEmployeeDetail(ctx, input.id),
);
