// The departments and cost centres a person (or a contract) can be given: the active entries of the imported
// reference lists of the company's integrations that are not disabled (sync-reference-lists.ts), plus the
// entries already chosen (`keep`) so a choice the provider stopped listing still shows by name. Empty lists
// when the company has no integration: the forms then show no such field. The server's check of a chosen id
// is employee-write-data.ts (assertProviderReference).
import { db } from "@/lib/db/client";

export type ReferenceChoice = { id: number; code: string; description: string; provider: string; active: boolean };
export type ReferenceChoices = { departments: ReferenceChoice[]; cost_centres: ReferenceChoice[] };

export async function listReferenceChoices(groupId: number, keep: (number | null)[] = []): Promise<ReferenceChoices> {
  const kept = keep.filter((id): id is number => id !== null);
  const rows = await db.providerReference.findMany({
    where: {
      groupId,
      kind: { in: ["department", "cost_centre"] },
      OR: [
        { active: true, integration: { status: { not: "disabled" } } },
        ...(kept.length ? [{ id: { in: kept } }] : []),
      ],
    },
    select: {
      id: true,
      kind: true,
      code: true,
      description: true,
      active: true,
      integration: { select: { alias: true } },
    },
    orderBy: [{ integrationId: "asc" }, { code: "asc" }],
  });
  const choice = (r: (typeof rows)[number]): ReferenceChoice => ({
    id: r.id,
    code: r.code,
    description: r.description,
    provider: r.integration.alias,
    active: r.active,
  });
  return {
    departments: rows.filter((r) => r.kind === "department").map(choice),
    cost_centres: rows.filter((r) => r.kind === "cost_centre").map(choice),
  };
}
