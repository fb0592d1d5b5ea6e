// What a person sees of themselves in self-service, shown to HR without signing in as them. The caller's
// own rights still apply: national number and IBAN appear only for callers with the sensitive right,
// and `hidden_fields` names what the person would see but the caller may not.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { EMPLOYEE_JSON_SELECT, employeeJson, type EmployeeJson } from "./employee-json";
import { findVisibleEmployee } from "./visible-employees";

export const SELF_SERVICE_FIELDS = [
  "employee_id",
  "first_name",
  "last_name",
  "insertion",
  "display_name",
  "email",
  "private_email",
  "phone",
  "birth_date",
  "birth_place",
  "gender",
  "nationality",
  "national_number",
  "iban",
  "bic",
  "street",
  "house_number",
  "box",
  "postal_code",
  "city",
  "country_code",
  "job_title",
  "team_name",
  "start_date",
  "preferred_language",
  "language_dialect",
  "photo_url",
] as const satisfies readonly (keyof EmployeeJson)[];

export async function selfservicePreview(ctx: RequestContext, employeeId: number) {
  const employee = await findVisibleEmployee(ctx, employeeId, EMPLOYEE_JSON_SELECT);
  const json = employeeJson(ctx, employee) as Record<string, unknown>;
  const fields = Object.fromEntries(SELF_SERVICE_FIELDS.filter((f) => f in json).map((f) => [f, json[f]]));
  const hidden = can(ctx.subject, "sensitive.read") ? [] : ["national_number", "iban"];
  return { data: { fields, hidden_fields: hidden, has_user_account: json.has_user_account } };
}
