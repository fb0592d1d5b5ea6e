// GET /api/wages/{wage_id}/benefits/list – the benefits of one wage
import { route } from "@/lib/api/route";
import { ZWageBenefitsInput } from "@/lib/wages/benefits.types";
import { listWageBenefits } from "@/lib/wages/list-wage-benefits";

export const GET = route({ input: ZWageBenefitsInput, permission: "wages.read" }, (ctx, input) =>
  listWageBenefits(ctx, input.wage_id),
);
