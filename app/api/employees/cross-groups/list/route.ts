// GET /api/employees/cross-groups/list – the people of every company the user may read people in, with group id and name
import { route } from "@/lib/api/route";
import { listCrossGroupEmployees } from "@/lib/people/list-cross-group-employees";
import { ZCrossGroupsListInput } from "@/lib/people/people.types";

export const GET = route({ input: ZCrossGroupsListInput }, listCrossGroupEmployees);
