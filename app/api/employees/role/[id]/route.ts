// GET /api/employees/role/{id} – a person's role history, newest first, the current role marked
import { route } from "@/lib/api/route";
import { listRoleHistory } from "@/lib/people-history/list-role-history";
import { ZRoleHistoryInput } from "@/lib/people-history/roles.types";

export const GET = route({ input: ZRoleHistoryInput, area: "people", permission: "employees.read" }, (ctx, input) =>
  listRoleHistory(ctx, input.id),
);
