// POST /api/employees/setCurrentReportsTo – who a person reports to {employee_id, reports_to_id | null}
import { route } from "@/lib/api/route";
import { ZSetReportsToInput } from "@/lib/managers/managers.types";
import { setReportsTo } from "@/lib/managers/set-reports-to";

export const POST = route({ input: ZSetReportsToInput, area: "people", permission: "employees.write" }, setReportsTo);
