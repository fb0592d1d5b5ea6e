// One's own person record (issue 16, self-service). The directory (people area + employees.read) reaches
// its scope; besides it, everyone reaches their own record while lib/access allows `own_record.read`
// (self-service employees: enable_self_service), and may change the fields below of it with
// `own_record.write` (enable_self_service_personal_data_edit). Everything else of the record stays with
// HR: names, identifiers, job, team, dates and wages are read-only to the person.
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";

/** Contact and address: what a person keeps up to date themselves. */
export const OWN_EDITABLE_FIELDS = [
  "private_email",
  "phone",
  "street",
  "house_number",
  "box",
  "postal_code",
  "city",
  "country_code",
] as const;
export type OwnEditableField = (typeof OWN_EDITABLE_FIELDS)[number];

export function isOwnRecord(ctx: RequestContext, employeeId: number): boolean {
  return ctx.membership.employeeId !== null && ctx.membership.employeeId === employeeId;
}

/** Whether the caller reaches people through the directory (and so its rules, not these, apply). */
export function usesDirectory(ctx: RequestContext): boolean {
  return canAccessArea(ctx.subject, "people") && can(ctx.subject, "employees.read");
}

export function canReadOwnRecord(ctx: RequestContext, employeeId: number): boolean {
  return isOwnRecord(ctx, employeeId) && can(ctx.subject, "own_record.read");
}

export function canEditOwnRecord(ctx: RequestContext, employeeId: number): boolean {
  return isOwnRecord(ctx, employeeId) && can(ctx.subject, "own_record.write");
}

/** Whether a write on this person goes through the directory's rights (else only the own-record path). */
export function writesThroughDirectory(ctx: RequestContext): boolean {
  return canAccessArea(ctx.subject, "people") && can(ctx.subject, "employees.write");
}

/** Refuses a self-service edit of anything but the own editable fields, naming each refused field. */
export function assertOwnEditableFields(fields: Record<string, unknown>): void {
  const allowed = new Set<string>(OWN_EDITABLE_FIELDS);
  const denied = Object.keys(fields).filter((f) => fields[f] !== undefined && !allowed.has(f));
  if (denied.length > 0) {
    throw new AppError("forbidden", "You may change only your contact details and address", {
      fields: Object.fromEntries(denied.map((f) => [f, `You may not change ${f}`])),
    });
  }
}
