// A contract of a person the caller may see (group, team scope, sensitive people); otherwise 404, exactly
// like an id that does not exist.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { visiblePeopleWhere } from "@/lib/people/visible-employees";
import { CONTRACT_INCLUDE } from "./contract-json";

export async function findVisibleContract(ctx: RequestContext, contractId: number) {
  const contract = await db.contract.findFirst({
    where: { id: contractId, groupId: ctx.group.id, employee: visiblePeopleWhere(ctx) },
    include: CONTRACT_INCLUDE,
  });
  if (!contract) throw AppError.notFound("Contract");
  return contract;
}
