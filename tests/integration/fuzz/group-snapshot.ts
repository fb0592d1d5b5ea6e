// A fingerprint of everything one group owns: every table with a group_id column (found from the
// database's catalogue, so a new table is covered without anyone listing it) plus its members' user rows.
// Two equal fingerprints mean no row of the group was added, changed or removed.
import { db } from "@/lib/db/client";

export async function groupSnapshot(groupId: number): Promise<Record<string, string>> {
  const tables = await db.$queryRawUnsafe<{ table_name: string }[]>(
    `SELECT c.table_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND c.column_name = 'group_id' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const rows = await db.$queryRawUnsafe<{ n: bigint; digest: string | null }[]>(
      `SELECT count(*) AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table_name}" t WHERE t.group_id = $1`,
      groupId,
    );
    out[table_name] = `${rows[0]!.n}:${rows[0]!.digest ?? "-"}`;
  }
  const users = await db.$queryRawUnsafe<{ n: bigint; digest: string | null }[]>(
    `SELECT count(*) AS n, md5(string_agg(u::text, '|' ORDER BY u::text)) AS digest
       FROM "user" u WHERE u.id IN (SELECT user_id FROM membership WHERE group_id = $1)`,
    groupId,
  );
  out.user = `${users[0]!.n}:${users[0]!.digest ?? "-"}`;
  return out;
}
