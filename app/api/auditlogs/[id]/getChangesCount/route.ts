// GET /api/auditlogs/{id}/getChangesCount – how many audit rows concern person id {count}
import { route } from "@/lib/api/route";
import { ZPersonIdParam } from "@/lib/audit-logs/audit-logs.types";
import { countPersonChanges } from "@/lib/audit-logs/count-person-changes";

export const GET = route({ input: ZPersonIdParam, area: "people", permission: "audit.read" }, (ctx, input) =>
  countPersonChanges(ctx, input.id),
);
