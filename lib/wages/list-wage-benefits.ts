// The benefits of one wage of a person the caller may see.
import type { RequestContext } from "@/lib/api/context";
import { findVisibleWage } from "@/lib/people-history/find-visible-wage";
import { benefitJson } from "@/lib/people-history/wage-json";

export async function listWageBenefits(ctx: RequestContext, wageId: number) {
  const wage = await findVisibleWage(ctx, wageId);
  const data = wage.benefits.map((b) => benefitJson(b, ctx.user.language));
  return { data, total: data.length, wage_id: wage.id };
}
