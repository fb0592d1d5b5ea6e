// Imports the provider's departments, cost centres, functions and qualifications for one integration.
// All four lists are read first, then applied in one transaction: a failed read imports nothing. Entries
// the provider no longer lists are kept inactive (people may still point at them). Idempotent.
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { REFERENCE_KINDS, type ProviderReferenceEntry, type ReferenceKind } from "./providers/provider";
import type { CommandWork } from "./run-command";

export async function syncReferenceLists(work: CommandWork): Promise<Record<string, number>> {
  const { ctx, integration, provider, credentials, session } = work;
  const lists: [ReferenceKind, ProviderReferenceEntry[]][] = [];
  for (const kind of REFERENCE_KINDS) lists.push([kind, await provider.fetchReferenceList(credentials, session, kind)]);

  let changed = 0;
  await db.$transaction(async (tx) => {
    const existing = await tx.providerReference.findMany({ where: { integrationId: integration.id } });
    const byKey = new Map(existing.map((r) => [`${r.kind}|${r.code}`, r]));
    for (const [kind, entries] of lists) {
      const seen = new Set<string>();
      for (const entry of entries) {
        const key = `${kind}|${entry.code}`;
        seen.add(key);
        const row = byKey.get(key);
        if (row && row.description === entry.description && row.active) continue;
        changed += 1;
        await tx.providerReference.upsert({
          where: { integrationId_kind_code: { integrationId: integration.id, kind, code: entry.code } },
          create: { groupId: integration.groupId, integrationId: integration.id, kind, ...entry },
          update: { description: entry.description, active: true },
        });
      }
      const gone = existing.filter((r) => r.kind === kind && r.active && !seen.has(`${kind}|${r.code}`));
      if (gone.length > 0) {
        changed += gone.length;
        await tx.providerReference.updateMany({
          where: { id: { in: gone.map((r) => r.id) } },
          data: { active: false },
        });
      }
    }
    if (changed > 0) {
      await recordAudit(tx, ctx, {
        action: "integration_import",
        objectType: "integration",
        objectId: integration.id,
        after: { reference_lists_changed: changed },
      });
    }
  });
  return {
    departments: lists[0]![1].length,
    cost_centres: lists[1]![1].length,
    functions: lists[2]![1].length,
    qualifications: lists[3]![1].length,
    reference_changes: changed,
  };
}
