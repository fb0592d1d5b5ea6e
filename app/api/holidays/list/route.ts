// GET /api/holidays/list?year – the group's public holidays with the replacement days set
import { route } from "@/lib/api/route";
import { listHolidays } from "@/lib/leave/holidays";
import { ZHolidaysInput } from "@/lib/leave/leave.types";

export const GET = route({ input: ZHolidaysInput, area: "calendar", permission: "leave.read" }, listHolidays);
