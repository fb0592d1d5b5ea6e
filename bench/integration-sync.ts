// Benchmark for payroll integrations (issue 19), on the built app over HTTP against a throwaway PostgreSQL
// database, with the BE portal simulator the app serves in process (its store written into the bench's
// DATA_DIR before the start, here with 1,000 people with contracts):
// - a people sync of 1,000 people (link by national number, wages imported) from POST .../import to the
//   command's succeeded (target: under 30 s);
// - GET /api/employees/list p50/p95 on a quiet app, then while the sync runs (target: p95 stays near);
// - realtime: the time from a command status change (its history row's timestamp) to the pusher-js
//   client's handler for that status (target: under 500 ms).
//
//   npx next build && npx tsx bench/integration-sync.ts   (also part of `npm run bench`)
// Env: BENCH_PG, BENCH_PORT (default 3420; the simulator takes BENCH_PORT + 7), BENCH_PEOPLE (default 1000),
// BENCH_ROUNDS, BENCH_QUICK=1 (200 people, few rounds).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import PusherClient from "pusher-js";
import { generateNationalNumber } from "../lib/be/national-number";
import { encryptField, lookupHash } from "../lib/crypto/field-encryption";
import { channelAuth } from "../lib/realtime/pusher-signature";
import { BE_PORTAL_DATA_FILE } from "../lib/integrations/simulators/be-portal/sim-file";
import { makeSimCompany, type SimPerson } from "../lib/integrations/simulators/be-portal/sim-store";
import { percentile, ROOT, runBench, withBenchApp } from "./support/bench-app";
import { reportTable } from "./support/report";

const QUICK = process.env.BENCH_QUICK === "1";
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? (QUICK ? 200 : 1000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 5 : 40));
const KEY = "bench-key";
const SECRET = "bench-secret-0123456789";
const NAME = "intsync";
const CUSTOMER = "BENCH-SYNC";
const PORTAL_PASSWORD = "bench-portal-pass";
// The app and this process must encrypt and hash national numbers with one key.
process.env.APP_ENCRYPTION_KEY ??= Buffer.alloc(32, 19).toString("base64");

type Person = { first: string; last: string; birth: Date; nn: string };

function people(): Person[] {
  return Array.from({ length: PEOPLE }, (_, i) => {
    const birth = new Date(Date.UTC(1960 + (i % 40), i % 12, 1 + (i % 28)));
    const male = i % 2 === 0;
    const seq = 2 * (Math.floor(i / 480) + 1) - (male ? 1 : 0);
    return {
      first: `Bench${i}`,
      last: `Sync${i}`,
      birth,
      nn: generateNationalNumber(birth, male ? "male" : "female", seq),
    };
  });
}

function writePortalStore(list: Person[]): string {
  const dataDir = path.join(ROOT, `.data-bench-${NAME}`);
  rmSync(dataDir, { recursive: true, force: true });
  const file = path.join(dataDir, BE_PORTAL_DATA_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const simPeople: SimPerson[] = list.map((p, i) => ({
    id: `B${String(i).padStart(8, "0")}`,
    national_number: p.nn,
    first_name: p.first,
    last_name: p.last,
    birth_date: p.birth.toISOString().slice(0, 10),
    department_code: "OPS",
    cost_centre_code: "CC100",
    function_code: "F010",
    contracts: [{ start_date: "2024-01-01", end_date: null, monthly_gross_cents: 300_000 + i, weekly_minutes: 2280 }],
  }));
  const company = makeSimCompany({
    customer_code: CUSTOMER,
    name: "Bench company",
    users: [{ username: "bench", password: PORTAL_PASSWORD, secondFactor: false }],
    people: simPeople,
  });
  writeFileSync(file, JSON.stringify({ companies: [company] }));
  return dataDir;
}

runBench(async () => {
  const list = people();
  const dataDir = writePortalStore(list);
  try {
    await withBenchApp(
      {
        name: NAME,
        env: {
          EMBEDDED_PUSHER_KEY: KEY,
          EMBEDDED_PUSHER_SECRET: SECRET,
          PUSHER_APP_ID: "",
          PUSHER_KEY: "",
          PUSHER_SECRET: "",
          APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY!,
          BE_PORTAL_SIM_PORT: String(Number(process.env.BENCH_PORT ?? 3420) + 7),
          BE_PORTAL_URL: "",
          // The bench app runs on PostgreSQL, where the simulator starts only when asked for.
          BE_PORTAL_SIMULATOR: "1",
        },
      },
      async ({ base, sql, cookie, groupId, get }) => {
        // Our side of the same people: one insert, national numbers encrypted and hashed as the app does.
        const values: unknown[] = [];
        const rows = list.map((p, i) => {
          values.push(groupId, p.first, p.last, p.birth, encryptField(p.nn), lookupHash(p.nn));
          const o = i * 6;
          return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, now())`;
        });
        await sql.query(
          `INSERT INTO employee (group_id, first_name, last_name, birth_date, national_number_enc, national_number_hash, updated_at) VALUES ${rows.join(",")}`,
          values,
        );
        const adminId = (await sql.query(`SELECT id FROM "user" WHERE email = 'admin@demo.test'`)).rows[0].id as string;
        const post = async (url: string, body: unknown) => {
          const res = await fetch(`${base}${url}`, {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
          return res.json();
        };
        const waitSettled = async (id: number, timeoutMs = 120_000) => {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const { command } = await (await get(`/api/integrations/commands/${id}`)).json();
            if (!["queued", "running"].includes(command.status)) return command;
            if (Date.now() > deadline) throw new Error(`command ${id} still ${command.status}`);
            await new Promise((r) => setTimeout(r, 50));
          }
        };

        // Realtime: the admin's private channel, as the browser subscribes it.
        const arrivals: { id: number; status: string; at: number }[] = [];
        const client = new PusherClient(KEY, {
          cluster: "eu",
          wsHost: "127.0.0.1",
          wsPort: Number(new URL(base).port),
          forceTLS: false,
          enabledTransports: ["ws"],
          disableStats: true,
          channelAuthorization: {
            endpoint: "/api/notifications/pusherAuth",
            transport: "ajax",
            customHandler: (params, callback) =>
              callback(null, { auth: channelAuth(KEY, SECRET, params.socketId, params.channelName) }),
          },
        });
        const channel = client.subscribe(`private-user-${adminId}`);
        await new Promise<void>((resolve, reject) => {
          channel.bind("pusher:subscription_succeeded", () => resolve());
          channel.bind("pusher:subscription_error", reject);
        });
        channel.bind("integration-command", (data: { command: { id: number; status: string } }) =>
          arrivals.push({ id: data.command.id, status: data.command.status, at: Date.now() }),
        );

        const added = await post("/api/integrations/add", {
          provider: "be_portal",
          alias: "Bench portal",
          username: "bench",
          customer_code: CUSTOMER,
          password: PORTAL_PASSWORD,
        });
        const login = await waitSettled(added.command.id);
        if (login.status !== "succeeded") throw new Error(`login ${login.status}: ${login.error_reason}`);

        const listCall = () => get("/api/employees/list?name_order=first_last");
        const timeList = async (until: () => boolean, max: number) => {
          const times: number[] = [];
          while (times.length < max && !until()) {
            const t0 = performance.now();
            await (await listCall()).arrayBuffer();
            times.push(performance.now() - t0);
          }
          return times;
        };
        for (let i = 0; i < 3; i++) await listCall();
        const idle = await timeList(() => false, ROUNDS);

        const t0 = performance.now();
        const started = await post(`/api/integrations/${added.integration.id}/import`, { what: "people" });
        let settled = false;
        const settledAt = waitSettled(started.command.id).then((c) => {
          settled = true;
          return { command: c, ms: performance.now() - t0 };
        });
        const during = await timeList(() => settled, 100_000);
        const sync = await settledAt;
        if (sync.command.status !== "succeeded")
          throw new Error(`sync ${sync.command.status}: ${sync.command.error_reason}`);
        await new Promise((r) => setTimeout(r, 500));
        client.disconnect();

        // Each status change of the two commands: its history row's time to the client's handler.
        const history = (
          await sql.query(
            `SELECT command_id, status, created_at FROM integration_command_history WHERE command_id = ANY($1) ORDER BY id`,
            [[added.command.id, started.command.id]],
          )
        ).rows as { command_id: number; status: string; created_at: Date }[];
        const latencies = history.flatMap((h) => {
          const hit = arrivals.find((a) => a.id === h.command_id && a.status === h.status);
          return hit ? [hit.at - h.created_at.getTime()] : [];
        });
        const linked = Number(
          (await sql.query(`SELECT count(*) FROM employee_provider_link WHERE group_id = $1`, [groupId])).rows[0].count,
        );
        if (linked !== PEOPLE) throw new Error(`${linked} of ${PEOPLE} people linked`);

        const p = (v: number[], q: number) => (v.length ? percentile(v, q).toFixed(1) : "–");
        reportTable({
          title: `Integration sync from the BE portal simulator (${PEOPLE} people with contracts, PostgreSQL)`,
          header: ["value", "p50 ms", "p95 ms", "calls", "target"],
          rows: [
            [`people sync, import to succeeded (s)`, (sync.ms / 1000).toFixed(1), "", "", "", "< 30 s"],
            [`GET /api/employees/list, quiet`, "", p(idle, 0.5), p(idle, 0.95), String(idle.length), ""],
            [
              `GET /api/employees/list, during the sync`,
              "",
              p(during, 0.5),
              p(during, 0.95),
              String(during.length),
              "",
            ],
            [
              `command status change to browser (${latencies.length} of ${history.length} events)`,
              "",
              p(latencies, 0.5),
              p(latencies, 0.95),
              "",
              "< 500 ms",
            ],
          ],
        });
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
