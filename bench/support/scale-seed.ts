// Seeds many companies into one PostgreSQL database for bench/saas-scale.ts, in a handful of set-based
// INSERT … SELECT statements run by the server itself (no rows travel over the wire): the companies with
// one admin each, a team per ten people, the people, one day-off type, two leave requests per person (one
// in the bench month, a quarter of them pending), one document per person plus five company documents,
// and 50 notifications per admin. The first company has exactly `targetSize` people: the one measured.
import type pg from "pg";

export type ScaleSeed = { companies: number; employees: number; targetSize: number; year: number; month: number };
export type SeededTarget = { groupId: number; adminEmail: string; employeeId: number; people: number };

const FIRST = ["Emma", "Lucas", "Olivia", "Noah", "Louise", "Arthur", "Mila", "Jules", "Elena", "Finn"];
const LAST = ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "Bakker"];

/** Company sizes: the target first, then the rest spread around the mean (0.2x to 1.8x) so sizes vary. */
export function companySizes({ companies, employees, targetSize }: ScaleSeed): number[] {
  const mean = (employees - targetSize) / Math.max(1, companies - 1);
  const weights = [0.2, 0.6, 1, 1.4, 1.8];
  return [
    targetSize,
    ...Array.from({ length: companies - 1 }, (_, i) => Math.max(1, Math.round(mean * weights[i % 5]!))),
  ];
}

export async function seedCompanies(sql: pg.Client, seed: ScaleSeed, passwordHash: string): Promise<SeededTarget> {
  const tag = Date.now().toString(36);
  const monthStart = `${seed.year}-${String(seed.month).padStart(2, "0")}-01`;
  await sql.query(
    `CREATE TEMP TABLE sg AS SELECT ord::int AS idx, n::int AS n, NULL::int AS gid FROM unnest($1::int[]) WITH ORDINALITY AS u(n, ord)`,
    [companySizes(seed)],
  );
  await sql.query(
    `WITH ins AS (
       INSERT INTO "group" (name, subdomain, country, updated_at)
       SELECT 'Scale company ' || idx, 'scale-' || $1 || '-' || idx, (CASE WHEN idx % 3 = 0 THEN 'NL' ELSE 'BE' END)::"Country", now()
       FROM sg ORDER BY idx RETURNING id, subdomain)
     UPDATE sg SET gid = ins.id FROM ins WHERE ins.subdomain = 'scale-' || $1 || '-' || sg.idx`,
    [tag],
  );
  await sql.query(
    `INSERT INTO "user" (id, email, name, password_hash, last_group_id, updated_at)
     SELECT 'scale-' || $1 || '-' || idx, 'admin-' || idx || '@scale-' || $1 || '.test', 'Admin ' || idx, $2, gid, now() FROM sg`,
    [tag, passwordHash],
  );
  await sql.query(
    `INSERT INTO membership (user_id, group_id, role, access_sensitive_settings, access_wages, updated_at)
     SELECT 'scale-' || $1 || '-' || idx, gid, 'admin', true, true, now() FROM sg`,
    [tag],
  );
  await sql.query(
    `INSERT INTO team (group_id, name, updated_at)
     SELECT gid, 'Team ' || lpad(t::text, 3, '0'), now() FROM sg, generate_series(1, greatest(1, n / 10)) t ORDER BY gid, t`,
  );
  await sql.query(
    `CREATE TEMP TABLE st AS SELECT id, group_id, (row_number() OVER (PARTITION BY group_id ORDER BY id))::int - 1 AS r
     FROM team WHERE group_id IN (SELECT gid FROM sg)`,
  );
  await sql.query(
    `INSERT INTO employee (group_id, team_id, employee_number, first_name, last_name, email, job_title, start_date,
       birth_date, is_sensitive, updated_at)
     SELECT sg.gid, st.id, 'E' || lpad(k::text, 6, '0'), ($1::text[])[1 + k % 10], ($2::text[])[1 + (k / 10) % 10],
       'p' || k || '@c' || sg.idx || '.test', 'Job ' || (k % 7), date '2015-01-01' + (k % 3000),
       date '1970-01-01' + (k * 37 % 12000), k % 50 = 49, now()
     FROM sg CROSS JOIN LATERAL generate_series(0, sg.n - 1) k
     JOIN st ON st.group_id = sg.gid AND st.r = k % greatest(1, sg.n / 10)`,
    [FIRST, LAST],
  );
  await sql.query(
    `INSERT INTO day_off_type (group_id, kind, name, unit, needs_approval, self_request, tracks_balance, yearly_allowance, updated_at)
     SELECT gid, 'vacation', '', 'days', true, true, true, 20, now() FROM sg`,
  );
  await sql.query(
    `INSERT INTO leave_request (group_id, employee_id, day_off_type_id, start_date, end_date, amount, status,
       requested_by_user_id, updated_at)
     SELECT e.group_id, e.id, d.id, $1::date + (e.id % 25) + s * 60, $1::date + (e.id % 25) + s * 60 + 1, 2,
       (CASE WHEN e.id % 4 = 0 THEN 'pending' ELSE 'approved' END)::"LeaveRequestStatus", 'scale-' || $2 || '-' || sg.idx, now()
     FROM sg JOIN employee e ON e.group_id = sg.gid JOIN day_off_type d ON d.group_id = sg.gid CROSS JOIN generate_series(0, 1) s`,
    [monthStart, tag],
  );
  await sql.query(
    `INSERT INTO file (group_id, related_object, employee_id, document_type, filename, mime_type, size_bytes, storage_key,
       sha256, uploaded_by_name, updated_at)
     SELECT e.group_id, 'employee'::"DocumentObject", e.id, 'contract', 'contract-' || e.id || '.pdf', 'application/pdf', 1000,
       'scale/' || e.id, md5(e.id::text), 'Admin', now()
     FROM sg JOIN employee e ON e.group_id = sg.gid
     UNION ALL
     SELECT gid, 'company_wide'::"DocumentObject", NULL, 'other', 'policy-' || t || '.pdf', 'application/pdf', 1000,
       'scale/c' || gid || '-' || t, md5(gid || '-' || t), 'Admin', now()
     FROM sg, generate_series(1, 5) t`,
  );
  await sql.query(
    `INSERT INTO notification (group_id, user_id, type, params, is_seen, created_at)
     SELECT gid, 'scale-' || $1 || '-' || idx, 'time_off_requested', '{}', t % 3 <> 0, now() - t * interval '1 hour'
     FROM sg, generate_series(1, 50) t`,
    [tag],
  );
  await sql.query("ANALYZE");
  const target = (
    await sql.query(
      `SELECT sg.gid, (SELECT min(id) FROM employee WHERE group_id = sg.gid) AS employee_id,
         (SELECT count(*) FROM employee WHERE group_id = sg.gid)::int AS people
       FROM sg WHERE idx = 1`,
    )
  ).rows[0];
  return {
    groupId: target.gid,
    employeeId: target.employee_id,
    people: target.people,
    adminEmail: `admin-1@scale-${tag}.test`,
  };
}
