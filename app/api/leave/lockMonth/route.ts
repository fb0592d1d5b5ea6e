// POST /api/leave/lockMonth – lock or unlock a month for leave changes {month: YYYY-MM, locked}
import { route } from "@/lib/api/route";
import { ZLockMonthInput } from "@/lib/leave/leave.types";
import { setMonthLock } from "@/lib/leave/locked-months";

export const POST = route({ input: ZLockMonthInput, area: "calendar", permission: "leave.lock" }, setMonthLock);
