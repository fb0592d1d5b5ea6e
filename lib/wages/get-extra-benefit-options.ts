// The benefit kinds a wage can carry, with their labels in the three languages and in the caller's.
import type { RequestContext } from "@/lib/api/context";
import { BENEFIT_KINDS, BENEFIT_LABELS, benefitLabel } from "./benefit-options";

export function getExtraBenefitOptions(ctx: RequestContext) {
  return {
    data: BENEFIT_KINDS.map((kind) => ({
      kind,
      label: benefitLabel(kind, ctx.user.language),
      labels: BENEFIT_LABELS[kind],
    })),
  };
}
