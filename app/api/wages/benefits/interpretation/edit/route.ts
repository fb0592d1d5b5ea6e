// POST /api/wages/benefits/interpretation/edit – set how payroll reads a benefit description {description, interpretation}
import { route } from "@/lib/api/route";
import { ZEditInterpretationInput } from "@/lib/wages/benefits.types";
import { editBenefitInterpretation } from "@/lib/wages/edit-benefit-interpretation";

export const POST = route({ input: ZEditInterpretationInput, permission: "wages.write" }, editBenefitInterpretation);
