// GET /api/auditlogs/getFirstLog – the company's first audit row the caller may read (data null when none)
import { route } from "@/lib/api/route";
import { getGroupFirstLog } from "@/lib/audit-logs/person-logs";

export const GET = route({ area: "people", permission: "audit.read" }, (ctx) => getGroupFirstLog(ctx));
