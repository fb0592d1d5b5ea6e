// The payroll-integration tables (issues 19 and 20) hold real foreign keys to their company and person, like
// every company table: a row cannot point at a company or employee that does not exist, and goes with them
// (ON DELETE CASCADE).
import { db } from "@/lib/db/client";
import { setupTestDatabase } from "./helpers/db";

jest.setTimeout(120_000);

beforeAll(async () => {
  await setupTestDatabase();
});

const EXPECTED: [table: string, column: string, references: string][] = [
  ["integration_command_history", "group_id", "group"],
  ["provider_reference", "group_id", "group"],
  ["employee_provider_link", "group_id", "group"],
  ["data_conflict", "group_id", "group"],
  ["employee_provider_unlink", "group_id", "group"],
  ["payroll_month_sent", "group_id", "group"],
  ["payroll_month_sent", "employee_id", "employee"],
];

it("gives every group_id and employee_id of the integration tables a cascading foreign key", async () => {
  const rows = await db.$queryRaw<{ tbl: string; col: string; ref: string; on_delete: string }[]>`
    SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, c.confrelid::regclass::text AS ref,
           c.confdeltype::text AS on_delete
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f'`;
  const found = rows.map((r) => `${r.tbl.replace(/"/g, "")}.${r.col} -> ${r.ref.replace(/"/g, "")} ${r.on_delete}`);
  for (const [table, column, references] of EXPECTED) {
    expect(found).toContain(`${table}.${column} -> ${references} c`);
  }
});
