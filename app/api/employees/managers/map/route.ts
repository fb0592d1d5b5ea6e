// GET /api/employees/managers/map – employee_id -> manager ids for the people the caller may see
import { route } from "@/lib/api/route";
import { managersMap } from "@/lib/managers/managers-map";

export const GET = route({ area: "people", permission: "employees.read" }, (ctx) => managersMap(ctx));
