// Excel exports need their own right on top of reading what they contain. Routes declare both
// (`permission: ["audit.read", "exports.excel"]`); the background exports of lib/exports, whose right depends
// on the kind asked for, ask here.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";

export function requireExcelExport(ctx: RequestContext): void {
  if (!can(ctx.subject, "exports.excel")) throw AppError.forbidden("You do not have the Excel export right");
}
