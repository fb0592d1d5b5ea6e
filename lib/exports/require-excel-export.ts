// Excel exports need their own right on top of reading what they contain (a route takes one permission).
// Every export, direct or in the background, asks here.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";

export function requireExcelExport(ctx: RequestContext): void {
  if (!can(ctx.subject, "exports.excel")) throw AppError.forbidden("You do not have the Excel export right");
}
