// GET /api/integrations/one_off_types/list – the company's one-off wage component types
import { route } from "@/lib/api/route";
import { listOneOffTypes } from "@/lib/payroll/one-off-types";

export const GET = route({ permission: "payroll.read" }, (ctx) => listOneOffTypes(ctx));
