// Exports need their own right on top of reading people (a route takes one permission).
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";

export function requireExcelExport(ctx: RequestContext): void {
  if (!can(ctx.subject, "exports.excel")) throw AppError.forbidden("Excel exports are not enabled for your account");
}
