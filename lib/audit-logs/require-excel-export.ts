// Excel exports need the exports right on top of reading the audit log.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";

export function requireExcelExport(ctx: RequestContext): void {
  if (!can(ctx.subject, "exports.excel")) throw AppError.forbidden("You do not have the Excel export right");
}
