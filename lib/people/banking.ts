// Banking helpers of the people screens: the BIC of an IBAN (Belgian and Dutch bank codes as data, from
// iban-to-bic's offline lists), and which visible people have no IBAN yet.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { validateIban } from "@/lib/iban/iban";
import type { TGetBicByIbanInput } from "./people.types";
import { visiblePeopleWhere } from "./visible-employees";

export function getBicByIban(input: TGetBicByIbanInput) {
  const result = validateIban(input.iban);
  if (!result.valid) throw AppError.validation({ iban: `iban is not a valid IBAN (${result.reason})` });
  return { data: { iban: result.iban, country_code: result.countryCode, bank_code: result.bankCode, bic: result.bic } };
}

export async function listEmployeeIdsWithoutIban(ctx: RequestContext) {
  const rows = await db.employee.findMany({
    where: { AND: [visiblePeopleWhere(ctx), { ibanEnc: null }] },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return { data: rows.map((r) => r.id), total: rows.length };
}
