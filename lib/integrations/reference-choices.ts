// The one reader of the provider's reference lists for forms: the departments and cost centres a person can
// be given, and the departments, cost centres, functions and qualifications a contract can (the person
// forms and the contract tab both ask here). The active entries of the imported lists of the company's
// integrations that are not disabled (sync-reference-lists.ts), plus the entries already chosen (`keep`) so
// a choice the provider stopped listing still shows by name. Empty lists when the company has no
// integration: the forms then show no such field. The server's checks of a chosen id are
// employee-write-data.ts (assertProviderReference) and lib/contracts/contract-references.ts.
import { db } from "@/lib/db/client";

export type ReferenceChoice = { id: number; code: string; description: string; provider: string; active: boolean };
export type ReferenceChoices = {
  departments: ReferenceChoice[];
  cost_centres: ReferenceChoice[];
  functions: ReferenceChoice[];
  qualifications: ReferenceChoice[];
};

export async function listReferenceChoices(groupId: number, keep: (number | null)[] = []): Promise<ReferenceChoices> {
  const kept = keep.filter((id): id is number => id !== null);
  const rows = await db.providerReference.findMany({
    where: {
      groupId,
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
    functions: rows.filter((r) => r.kind === "function").map(choice),
    qualifications: rows.filter((r) => r.kind === "qualification").map(choice),
  };
}
