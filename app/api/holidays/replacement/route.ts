// POST /api/holidays/replacement – set or clear the replacement day of a Belgian holiday on a rest day {holiday_date, replacement_date|null}
import { route } from "@/lib/api/route";
import { setHolidayReplacement } from "@/lib/leave/holidays";
import { ZReplacementInput } from "@/lib/leave/leave.types";

export const POST = route(
  { input: ZReplacementInput, area: "calendar", permission: "leave.manage" },
  setHolidayReplacement,
);
