// Which rows a statement reads: runs EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) on a statement the app sent
// (captured with DB_QUERY_LOG, lib/db/query-log.ts) and classifies every table access in the plan:
//   "group_id"  an index whose leading column is group_id, so only the company's entries are read;
//   "key:<col>" an index on another leading column with a condition on it (a primary key, user_id,
//               employee_id, …): only rows reached from the company's own keys are read;
//   "SEQ"       a sequential scan: every company's rows are read;
//   "SEQ small" the same on a table holding fewer than SMALL_TABLE rows in the whole database (tables the
//               seed leaves nearly empty, where PostgreSQL rightly prefers a scan): reported, not failed.
// Writes are explained inside a transaction that is rolled back.
import type pg from "pg";

export type Access = { table: string; how: string; rowsRead: number };
export type Explained = { sql: string; accesses: Access[]; rowsRead: number; bounded: boolean; error?: string };

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
};

export type IndexInfo = Map<string, { table: string; firstColumn: string }> & { tableRows?: Map<string, number> };

const SMALL_TABLE = 1000;

export async function loadIndexes(sql: pg.Client): Promise<IndexInfo> {
  const { rows } = await sql.query(
    `SELECT c.relname AS index, t.relname AS table, a.attname AS first_column
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
     WHERE t.relnamespace = 'public'::regnamespace`,
  );
  const info: IndexInfo = new Map(rows.map((r) => [r.index, { table: r.table, firstColumn: r.first_column }]));
  const sizes = await sql.query(`SELECT relname, n_live_tup FROM pg_stat_user_tables`);
  info.tableRows = new Map(sizes.rows.map((r) => [r.relname, Number(r.n_live_tup)]));
  return info;
}

/** Whether a table access reads only the company's rows (or a tiny table's few). */
export function isBounded(a: Access): boolean {
  return a.how !== "SEQ" && !a.how.startsWith("index ");
}

const SKIP = /^\s*(BEGIN|COMMIT|ROLLBACK|SET|DEALLOCATE|SAVEPOINT|RELEASE)\b/i;

export function explainable(sql: string): boolean {
  return !SKIP.test(sql);
}

function rowsOf(node: PlanNode): number {
  const loops = node["Actual Loops"] ?? 1;
  return (
    ((node["Actual Rows"] ?? 0) +
      (node["Rows Removed by Filter"] ?? 0) +
      (node["Rows Removed by Index Recheck"] ?? 0)) *
    loops
  );
}

function indexAccess(node: PlanNode, indexes: IndexInfo): string {
  const info = indexes.get(node["Index Name"] ?? "");
  if (!info) return `index ${node["Index Name"]}`;
  if (info.firstColumn === "group_id") return "group_id";
  return node["Index Cond"]?.includes(info.firstColumn) ? `key:${info.firstColumn}` : `index ${node["Index Name"]}`;
}

function walk(node: PlanNode, indexes: IndexInfo, out: Access[]): void {
  const type = node["Node Type"];
  if (type === "Seq Scan") {
    const table = node["Relation Name"]!;
    const small = (indexes.tableRows?.get(table) ?? Infinity) < SMALL_TABLE;
    out.push({ table, how: small ? "SEQ small" : "SEQ", rowsRead: rowsOf(node) });
  } else if (type === "Index Scan" || type === "Index Only Scan")
    out.push({ table: node["Relation Name"]!, how: indexAccess(node, indexes), rowsRead: rowsOf(node) });
  else if (type === "Bitmap Heap Scan") {
    // The heap rows are counted here; how they were found is the bitmap index scans below.
    const hows = new Set<string>();
    const collect = (n: PlanNode) => {
      if (n["Node Type"] === "Bitmap Index Scan") hows.add(indexAccess(n, indexes));
      n.Plans?.forEach(collect);
    };
    node.Plans?.forEach(collect);
    out.push({ table: node["Relation Name"]!, how: [...hows].join("+"), rowsRead: rowsOf(node) });
    return;
  }
  node.Plans?.forEach((child) => walk(child, indexes, out));
}

export async function explainStatement(
  sql: pg.Client,
  statement: string,
  params: unknown[],
  indexes: IndexInfo,
): Promise<Explained> {
  const write = !/^\s*(SELECT|WITH)\b/i.test(statement);
  try {
    if (write) await sql.query("BEGIN");
    const { rows } = await sql.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement}`, params);
    const accesses: Access[] = [];
    walk(rows[0]["QUERY PLAN"][0].Plan as PlanNode, indexes, accesses);
    return {
      sql: statement,
      accesses,
      rowsRead: accesses.reduce((sum, a) => sum + a.rowsRead, 0),
      bounded: accesses.every(isBounded),
    };
  } catch (error) {
    return { sql: statement, accesses: [], rowsRead: 0, bounded: false, error: (error as Error).message };
  } finally {
    if (write) await sql.query("ROLLBACK");
  }
}
