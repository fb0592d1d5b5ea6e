// GET /api/wages/benefits/list – the benefit kinds in use in the company, or with ?employee_id= one person's benefits
import { route } from "@/lib/api/route";
import { ZListBenefitsInput } from "@/lib/wages/benefits.types";
import { listEmployeeBenefits } from "@/lib/wages/list-employee-benefits";
import { listGroupBenefits } from "@/lib/wages/list-group-benefits";

export const GET = route({ input: ZListBenefitsInput, permission: "wages.read" }, (ctx, input) =>
  input.employee_id === undefined ? listGroupBenefits(ctx) : listEmployeeBenefits(ctx, input.employee_id),
);
