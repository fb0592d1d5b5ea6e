// GET /api/integrations/month_overview?year&month&integration_id – per person what the month sends, anomalies first
import { route } from "@/lib/api/route";
import { monthOverview } from "@/lib/payroll/month-overview";
import { ZAnomaliesInput } from "@/lib/payroll/payroll.types";

export const GET = route({ input: ZAnomaliesInput, permission: "payroll.read" }, monthOverview);
