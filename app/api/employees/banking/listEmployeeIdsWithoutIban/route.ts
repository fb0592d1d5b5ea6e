// GET /api/employees/banking/listEmployeeIdsWithoutIban – ids of the visible people without an IBAN
import { route } from "@/lib/api/route";
import { listEmployeeIdsWithoutIban } from "@/lib/people/banking";

export const GET = route({ area: "people", permission: "employees.read" }, listEmployeeIdsWithoutIban);
