// Department, cost centre, function and qualification come from the payroll provider's reference lists
// (lib/integrations/sync-reference-lists.ts). An id must be an active entry of the right kind in the caller's
// group; anything else is a 422 naming the field (another group's entry looks like a missing one).
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { ProviderReferenceKind } from "@/lib/db/generated/client";

const FIELDS = {
  department_id: "department",
  cost_centre_id: "cost_centre",
  function_id: "function",
  qualification_id: "qualification",
} as const satisfies Record<string, ProviderReferenceKind>;

export type ReferenceIds = Partial<Record<keyof typeof FIELDS, number | null>>;

export async function checkReferences(groupId: number, ids: ReferenceIds): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [field, kind] of Object.entries(FIELDS) as [keyof typeof FIELDS, ProviderReferenceKind][]) {
    const id = ids[field];
    if (id === undefined || id === null) continue;
    const found = await db.providerReference.findFirst({
      where: { id, groupId, kind, active: true },
      select: { id: true },
    });
    if (!found) errors[field] = `${field} is not one of the payroll provider's ${kind.replace("_", " ")} entries`;
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}
