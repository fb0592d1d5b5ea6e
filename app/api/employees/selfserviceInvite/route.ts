// POST /api/employees/selfserviceInvite {employee_id, email?} – invite a person to self-service, linked to their record
import { route } from "@/lib/api/route";
import { ZSelfserviceInviteInput } from "@/lib/people/people.types";
import { selfserviceInvite } from "@/lib/people/selfservice-invite";

// It creates a login: user management, which app tokens never do (lib/oauth/scopes.ts).
export const POST = route(
  { input: ZSelfserviceInviteInput, area: "people", permission: "employees.write", scope: false },
  selfserviceInvite,
);
