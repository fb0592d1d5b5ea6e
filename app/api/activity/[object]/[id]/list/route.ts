// GET /api/activity/{object}/{id}/list?page – an object's activity feed (audit rows and notes, newest first)
import { route } from "@/lib/api/route";
import { ZActivityListInput } from "@/lib/activity/activity.types";
import { listActivity } from "@/lib/activity/list-activity";

export const GET = route({ input: ZActivityListInput, area: "people", permission: "employees.read" }, listActivity);
