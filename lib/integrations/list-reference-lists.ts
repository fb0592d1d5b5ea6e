// The provider's departments, cost centres, functions and qualifications as imported for one integration
// (sync-reference-lists.ts), one kind at a time, the ones still listed by default.
import type { RequestContext } from "@/lib/api/context";
import { listResponse, skipTake } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { findIntegration } from "./find-integration";
import type { TReferenceListInput } from "./people-links.types";

export async function listReferenceList(ctx: RequestContext, input: TReferenceListInput) {
  const integration = await findIntegration(ctx, input.id);
  const where = {
    integrationId: integration.id,
    kind: input.kind,
    ...(input.active === "all" ? {} : { active: input.active === "true" }),
  };
  const [rows, total] = await Promise.all([
    db.providerReference.findMany({ where, orderBy: [{ code: "asc" }, { id: "asc" }], ...skipTake(input) }),
    db.providerReference.count({ where }),
  ]);
  return listResponse(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      code: r.code,
      description: r.description,
      active: r.active,
      updated_at: r.updatedAt.toISOString(),
    })),
    total,
    input,
  );
}
