// POST /api/integrations/one_off_types/add – add a one-off wage component type {code, name}
import { route } from "@/lib/api/route";
import { addOneOffType } from "@/lib/payroll/one-off-types";
import { ZAddOneOffTypeInput } from "@/lib/payroll/payroll.types";

export const POST = route({ input: ZAddOneOffTypeInput, permission: "payroll.write" }, addOneOffType);
