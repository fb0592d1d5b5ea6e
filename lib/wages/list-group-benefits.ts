// The benefit kinds in use on the wages of people the caller may see, with the company's payroll
// interpretation of each description (a benefit without its own description is read by its kind).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { benefitLabel } from "./benefit-options";

export async function listGroupBenefits(ctx: RequestContext) {
  const [used, interpretations] = await Promise.all([
    db.wageBenefit.findMany({
      where: { groupId: ctx.group.id, wage: { employee: visiblePeopleWhere(ctx) } },
      distinct: ["kind", "description"],
      select: { kind: true, description: true },
      orderBy: [{ kind: "asc" }, { description: "asc" }],
    }),
    db.wageBenefitInterpretation.findMany({
      where: { groupId: ctx.group.id },
      select: { description: true, interpretation: true },
    }),
  ]);
  const byDescription = new Map(interpretations.map((i) => [i.description, i.interpretation]));
  const data = used.map((b) => ({
    kind: b.kind,
    label: benefitLabel(b.kind, ctx.user.language),
    description: b.description,
    interpretation: byDescription.get(b.description ?? b.kind) ?? null,
  }));
  return { data, total: data.length, interpretations };
}
