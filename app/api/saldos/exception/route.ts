// POST /api/saldos/exception – a person's yearly allowance that overrides the company's {employee_id, day_off_type_id, year, amount|null}
import { route } from "@/lib/api/route";
import { setAllowanceException } from "@/lib/leave/leave-balance";
import { ZAllowanceExceptionInput } from "@/lib/leave/leave.types";

export const POST = route(
  { input: ZAllowanceExceptionInput, area: "calendar", permission: "leave.manage" },
  setAllowanceException,
);
