// POST /api/employees/selfserviceInvite {employee_id, email?} – invite a person to self-service, linked to their record
import { route } from "@/lib/api/route";
import { ZSelfserviceInviteInput } from "@/lib/people/people.types";
import { selfserviceInvite } from "@/lib/people/selfservice-invite";

export const POST = route({ input: ZSelfserviceInviteInput, area: "people", permission: "employees.write" }, selfserviceInvite);
