// GET /api/integrations/days_off/pushes?year&month – the month's pushes with their duration, people and lines (push performance)
import { route } from "@/lib/api/route";
import { listMonthPushes } from "@/lib/payroll/list-month-pushes";
import { ZListPushesInput } from "@/lib/payroll/payroll.types";

export const GET = route({ input: ZListPushesInput, permission: "payroll.read" }, listMonthPushes);
