// GET /api/wages/benefits/getExtraBenefitOptions – the benefit kinds a wage can carry, labelled in en, nl and fr
import { route } from "@/lib/api/route";
import { getExtraBenefitOptions } from "@/lib/wages/get-extra-benefit-options";

export const GET = route({ permission: "wages.read" }, (ctx) => getExtraBenefitOptions(ctx));
