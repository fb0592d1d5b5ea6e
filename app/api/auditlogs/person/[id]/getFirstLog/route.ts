// GET /api/auditlogs/person/{id}/getFirstLog – the first audit row about a person (data null when none)
import { route } from "@/lib/api/route";
import { ZPersonIdParam } from "@/lib/audit-logs/audit-logs.types";
import { getPersonLog } from "@/lib/audit-logs/person-logs";

export const GET = route({ input: ZPersonIdParam, area: "people", permission: "audit.read" }, (ctx, input) =>
  getPersonLog(ctx, input.id, "first"),
);
