// POST /api/integrations/calendar_conflicts/check – compare the provider's calendar with ours for a month {integration_id, year, month} (a command; admins and HR holding the payroll_provider switch)
import { route } from "@/lib/api/route";
import { ZCheckCalendarInput } from "@/lib/payroll/calendar/calendar-conflicts.types";
import { startCalendarCheck } from "@/lib/payroll/calendar/check-calendar";

export const POST = route({ input: ZCheckCalendarInput, permission: "provider_commands.request" }, startCalendarCheck);
