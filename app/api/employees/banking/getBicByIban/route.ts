// GET /api/employees/banking/getBicByIban?iban – the BIC of a Belgian or Dutch IBAN (422 for an invalid IBAN)
import { route } from "@/lib/api/route";
import { getBicByIban } from "@/lib/people/banking";
import { ZGetBicByIbanInput } from "@/lib/people/people.types";

export const GET = route({ input: ZGetBicByIbanInput, area: "people", permission: "employees.read" }, (_ctx, input) =>
  getBicByIban(input),
);
