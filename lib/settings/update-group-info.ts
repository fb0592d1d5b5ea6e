// Updates the company's details (POST /admin/group/updateInfo). Only the fields sent change; an empty
// string clears one. Numbers are checked against the company's country (enterprise number, VAT) and the
// address's country (postal code), then stored in their compact form.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { checkEnterpriseNumber, checkPostalCode, checkVatNumber, type NumberCheck } from "./company-numbers";
import { groupInfoJson } from "./get-group-info";
import type { TUpdateGroupInfoInput } from "./company.types";

const COLUMNS = {
  enterprise_number: "enterpriseNumber",
  vat_number: "vatNumber",
  street: "street",
  house_number: "houseNumber",
  box: "box",
  postal_code: "postalCode",
  city: "city",
  country_code: "countryCode",
  phone: "phone",
  email: "email",
  website: "website",
} as const satisfies Record<keyof TUpdateGroupInfoInput, string>;
type Column = (typeof COLUMNS)[keyof typeof COLUMNS];

export async function updateGroupInfo(ctx: RequestContext, input: TUpdateGroupInfoInput) {
  const current = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id } });
  const values = normalise(input, current.countryCode ?? ctx.group.country, ctx.group.country);
  const data: Partial<Record<Column, string | null>> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS) as [keyof TUpdateGroupInfoInput, Column][]) {
    if (!(field in values)) continue;
    data[column] = values[field] ?? null;
    before[field] = current[column];
    after[field] = data[column];
  }
  // Nothing sent: nothing changes and nothing is audited.
  if (Object.keys(data).length === 0) return { data: groupInfoJson(current) };
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.group.update({ where: { id: ctx.group.id }, data });
    await recordAudit(tx, ctx, { action: "update", objectType: "group", objectId: ctx.group.id, before, after });
    return row;
  });
  return { data: groupInfoJson(updated) };
}

// Every failing field is reported at once, each under its own name.
function normalise(
  input: TUpdateGroupInfoInput,
  storedCountryCode: string,
  companyCountry: "BE" | "NL",
): TUpdateGroupInfoInput {
  const out: TUpdateGroupInfoInput = { ...input };
  const errors: Record<string, string> = {};
  const apply = (field: keyof TUpdateGroupInfoInput, check: (v: string) => NumberCheck) => {
    const v = input[field];
    if (v === undefined || v === null) return;
    const result = check(v);
    if (result.valid) out[field] = result.value;
    else errors[field] = result.message;
  };
  if (input.country_code) out.country_code = input.country_code.toUpperCase();
  const addressCountry = out.country_code ?? storedCountryCode;
  apply("enterprise_number", (v) => checkEnterpriseNumber(v, companyCountry));
  apply("vat_number", checkVatNumber);
  apply("postal_code", (v) => checkPostalCode(v, addressCountry));
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return out;
}
