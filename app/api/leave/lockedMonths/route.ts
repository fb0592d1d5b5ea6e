// GET /api/leave/lockedMonths – the months payroll has processed
import { route } from "@/lib/api/route";
import { listLockedMonths } from "@/lib/leave/locked-months";

export const GET = route({ area: "calendar", permission: "leave.read" }, (ctx) => listLockedMonths(ctx));
