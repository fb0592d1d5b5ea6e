// GET /api/employees/managers/list – the people who manage someone the caller may see
import { route } from "@/lib/api/route";
import { listManagers } from "@/lib/managers/list-managers";
import { ZListManagersInput } from "@/lib/managers/managers.types";

export const GET = route({ input: ZListManagersInput, area: "people", permission: "employees.read" }, listManagers);
