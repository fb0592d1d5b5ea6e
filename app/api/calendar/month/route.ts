// GET /api/calendar/month?year&month&team_id&sort – the month view's people, leave and holidays
import { route } from "@/lib/api/route";
import { calendarMonth } from "@/lib/leave/calendar-month";
import { ZCalendarMonthInput } from "@/lib/leave/leave.types";

export const GET = route({ input: ZCalendarMonthInput, area: "calendar", permission: "leave.read" }, calendarMonth);
