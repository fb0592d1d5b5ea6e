// GET /api/integrations/anomalies?year&month&integration_id – what to fix before pushing the month, each with a message key and a link
import { route } from "@/lib/api/route";
import { detectMonthAnomalies } from "@/lib/payroll/detect-month-anomalies";
import { ZAnomaliesInput } from "@/lib/payroll/payroll.types";

export const GET = route({ input: ZAnomaliesInput, permission: "payroll.read" }, detectMonthAnomalies);
