// POST /api/employees/setCurrentWage – a new wage from start_date {employee_id, start_date, bruto, weekly_minutes, registration_country_code, currency?, extras}
import { route } from "@/lib/api/route";
import { setCurrentWage } from "@/lib/people-history/set-current-wage";
import { ZSetCurrentWageInput } from "@/lib/people-history/wages.types";

export const POST = route({ input: ZSetCurrentWageInput, area: "people", permission: "wages.write" }, setCurrentWage);
