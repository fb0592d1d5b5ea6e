// The option and team names that values of a set of fields point at, for displayCustomFieldValue.
import { db } from "@/lib/db/client";
import type { TDisplayLookups } from "./display-value";

type FieldWithOptions = { type: string; options?: { id: number; optionName: string }[] };

export async function resolveLookups(
  groupId: number,
  fields: FieldWithOptions[],
  teamIds: number[],
): Promise<TDisplayLookups> {
  const options = new Map<number, string>();
  for (const field of fields) for (const o of field.options ?? []) options.set(o.id, o.optionName);
  const teams = new Map<number, string>();
  if (teamIds.length) {
    const rows = await db.team.findMany({
      where: { groupId, id: { in: [...new Set(teamIds)] } },
      select: { id: true, name: true },
    });
    for (const t of rows) teams.set(t.id, t.name);
  }
  return { options, teams };
}
