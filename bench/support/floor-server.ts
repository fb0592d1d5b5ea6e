// The fair floor for an authenticated JSON API (bench/api-overhead.ts): a bare node:http server that does
// per request what the app must do at the least, and nothing else — read the Auth.js session cookie,
// decode it as the app does (next-auth's decode, the decoded id remembered per token as
// lib/auth/session-token.ts does), run the app's own session-context query (lib/api/session-context.ts)
// as the same named prepared statement through pg, check the session is live, run the list's SQL through
// pg and answer the same JSON shape. No framework, no ORM, no validation library.
//
// Runs in its own process (started by the bench) so it never shares an event loop with autocannon,
// just as the app has its own. Env: FLOOR_PORT, DATABASE_URL, AUTH_SECRET; prints "ready" when listening.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { decode } from "next-auth/jwt";
import pg from "pg";
import { SESSION_CONTEXT_SQL } from "../../lib/api/session-context";

const COOKIE = "authjs.session-token";
const IDLE_MS = 30 * 60_000;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.AUTH_SECRET!;
const decoded = new Map<string, string>();

const TEAMS_SQL = `SELECT t.id, t.name, count(e.id) FILTER (WHERE e.deleted_at IS NULL)::int AS employee_count
  FROM team t LEFT JOIN employee e ON e.team_id = t.id
 WHERE t.group_id = $1 GROUP BY t.id ORDER BY t.name, t.id`;
const PEOPLE_WHERE = `e.group_id = $1 AND e.deleted_at IS NULL`;
const PEOPLE_COUNT_SQL = `SELECT count(*)::int AS total FROM employee e WHERE ${PEOPLE_WHERE}`;
const PEOPLE_PAGE_SQL = `SELECT e.id, e.first_name, e.last_name, e.insertion, e.email, e.phone, e.employee_number,
       e.job_title, e.team_id, t.name AS team_name, e.reports_to_id, e.start_date, e.end_date, e.is_sensitive,
       e.photo_mime, e.deleted_at
  FROM employee e LEFT JOIN team t ON t.id = e.team_id
 WHERE ${PEOPLE_WHERE} ORDER BY e.last_name, e.first_name, e.id LIMIT $2 OFFSET $3`;

type SessionRow = {
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
  membershipId: number | null;
  gId: number;
};

async function sessionGroup(req: IncomingMessage): Promise<number | null> {
  const token = /(?:^|;\s*)authjs\.session-token=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  if (!token) return null;
  let sid = decoded.get(token);
  if (!sid) {
    const payload = await decode({ token, secret, salt: COOKIE }).catch(() => null);
    if (typeof payload?.sid !== "string") return null;
    decoded.set(token, (sid = payload.sid));
  }
  const { rows } = await pool.query<SessionRow>({ name: "session_context", text: SESSION_CONTEXT_SQL, values: [sid] });
  const s = rows[0];
  const now = Date.now();
  if (!s || s.revokedAt || s.expiresAt.getTime() <= now || s.lastSeenAt.getTime() + IDLE_MS <= now) return null;
  return s.membershipId === null ? null : s.gId;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

async function listEmployees(groupId: number) {
  const [count, page] = await Promise.all([
    pool.query({ name: "people_count", text: PEOPLE_COUNT_SQL, values: [groupId] }),
    pool.query({ name: "people_page", text: PEOPLE_PAGE_SQL, values: [groupId, 10, 0] }),
  ]);
  const data = page.rows.map((e) => ({
    employee_id: e.id,
    first_name: e.first_name,
    last_name: e.last_name,
    insertion: e.insertion,
    display_name: `${e.last_name}, ${e.first_name}`,
    email: e.email,
    phone: e.phone,
    employee_number: e.employee_number,
    job_title: e.job_title,
    team_id: e.team_id,
    team_name: e.team_name,
    reports_to_id: e.reports_to_id,
    start_date: day(e.start_date),
    end_date: day(e.end_date),
    is_sensitive: e.is_sensitive,
    has_photo: e.photo_mime !== null,
    photo_url: e.photo_mime !== null ? `/api/employees/${e.id}/photo` : null,
    deleted: e.deleted_at !== null,
  }));
  return { data, total: count.rows[0].total, page: 1, per_page: 10 };
}

async function listTeams(groupId: number) {
  const { rows } = await pool.query({ name: "teams_counts", text: TEAMS_SQL, values: [groupId] });
  return { data: rows, total: rows.length, page: 1, per_page: Math.max(rows.length, 10) };
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(json);
}

const server = createServer((req, res) => {
  void (async () => {
    try {
      const groupId = await sessionGroup(req);
      if (groupId === null) return send(res, 401, { error: "unauthenticated" });
      const path = req.url?.split("?")[0];
      if (path === "/api/teams/listWithCounts") return send(res, 200, await listTeams(groupId));
      if (path === "/api/employees/list") return send(res, 200, await listEmployees(groupId));
      send(res, 404, { error: "not_found" });
    } catch (error) {
      send(res, 500, { error: String(error) });
    }
  })();
});

server.listen(Number(process.env.FLOOR_PORT), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
