// GET|POST /api/employees/listEmployeeInformationBulk {employee_ids[]} – several visible people by id
import { route } from "@/lib/api/route";
import { listEmployeeInformationBulk } from "@/lib/people/list-employee-information-bulk";
import { ZEmployeeInformationBulkInput } from "@/lib/people/people.types";

const options = { input: ZEmployeeInformationBulkInput, area: "people", permission: "employees.read" } as const;
export const GET = route(options, listEmployeeInformationBulk);
// A read with a long id list: POST carries it in the body; the read-only check must not refuse it.
export const POST = route({ ...options, allowReadOnly: true }, listEmployeeInformationBulk);
