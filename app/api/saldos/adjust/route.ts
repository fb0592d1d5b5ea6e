// POST /api/saldos/adjust – a dated ledger entry {employee_id, day_off_type_id, date, amount, kind?, expires_on?, note?}
import { route } from "@/lib/api/route";
import { adjustBalance } from "@/lib/leave/leave-balance";
import { ZAdjustBalanceInput } from "@/lib/leave/leave.types";

export const POST = route({ input: ZAdjustBalanceInput, area: "calendar", permission: "leave.manage" }, adjustBalance);
