// POST /api/integrations/unemployment/bulk_add – add Belgian temporary unemployment days for many people at once {entries: [...]}
import { route } from "@/lib/api/route";
import { addMonthEntries } from "@/lib/payroll/add-month-entries";
import { UNEMPLOYMENT_KIND } from "@/lib/payroll/entry-kinds";
import { ZUnemploymentFields, zBulk } from "@/lib/payroll/payroll.types";

export const POST = route(
  { input: zBulk(ZUnemploymentFields), permission: "payroll.write", maxBodyBytes: 1_000_000 },
  (ctx, input) => addMonthEntries(ctx, UNEMPLOYMENT_KIND, input.entries),
);
