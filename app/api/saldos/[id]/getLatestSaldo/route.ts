// GET /api/saldos/{id}/getLatestSaldo – a person's balances on a date (?date, ?day_off_type_id) and how they were reached
import { route } from "@/lib/api/route";
import { getLatestSaldo } from "@/lib/leave/leave-balance";
import { ZSaldoInput } from "@/lib/leave/leave.types";

export const GET = route({ input: ZSaldoInput, area: "calendar", permission: "leave.read" }, getLatestSaldo);
