// GET /api/employees/extraManagers?employee_id – a person's extra managers
// POST /api/employees/extraManagers – replace them {employee_id, manager_ids[]} (multiple-managers flag on)
import { route } from "@/lib/api/route";
import { getExtraManagers } from "@/lib/managers/get-extra-managers";
import { ZEmployeeQueryInput, ZSetExtraManagersInput } from "@/lib/managers/managers.types";
import { setExtraManagers } from "@/lib/managers/set-extra-managers";

export const GET = route({ input: ZEmployeeQueryInput, area: "people", permission: "employees.read" }, (ctx, input) =>
  getExtraManagers(ctx, input.employee_id),
);

export const POST = route(
  { input: ZSetExtraManagersInput, area: "people", permission: "employees.write" },
  setExtraManagers,
);
