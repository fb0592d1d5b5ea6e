// POST /api/employees/terminateWage – end a wage {wage_id, end_date, termination_reason, extra_message_account_manager?}
import { route } from "@/lib/api/route";
import { terminateWage } from "@/lib/people-history/terminate-wage";
import { ZTerminateWageInput } from "@/lib/people-history/wages.types";

export const POST = route({ input: ZTerminateWageInput, area: "people", permission: "wages.write" }, terminateWage);
