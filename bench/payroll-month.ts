// Benchmark for the payroll month (issue 20), on the built app over HTTP against a throwaway PostgreSQL
// database, with the BE portal simulator the app serves in process (its store written into the bench's
// DATA_DIR before the start, here with 1,000 people with contracts). The people are imported (linked and
// their contracts read), each gets a one-off wage component in March 2026, then:
// - the payroll-month page /payroll for those 1,000 people rendered on the server (target: under 500 ms);
// - GET /api/integrations/anomalies for the month, 1,000 people (target: under 1 s);
// - a push of the month to the simulator, POST .../days_off/push to the command's succeeded, and the push's
//   own recorded duration (target: under 60 s).
//
//   npx next build && npx tsx bench/payroll-month.ts   (also part of `npm run bench`)
// Env: BENCH_PG, BENCH_PORT (default 3420; the simulator takes BENCH_PORT + 7), BENCH_PEOPLE (default 1000),
// BENCH_ROUNDS, BENCH_QUICK=1 (200 people, few rounds).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateNationalNumber } from "../lib/be/national-number";
import { encryptField, lookupHash } from "../lib/crypto/field-encryption";
import { BE_PORTAL_DATA_FILE } from "../lib/integrations/simulators/be-portal/sim-file";
import { makeSimCompany, type SimPerson } from "../lib/integrations/simulators/be-portal/sim-store";
import { percentile, ROOT, runBench, withBenchApp } from "./support/bench-app";
import { reportTable } from "./support/report";

const QUICK = process.env.BENCH_QUICK === "1";
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? (QUICK ? 200 : 1000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 20));
const NAME = "paymonth";
const CUSTOMER = "BENCH-MONTH";
const PORTAL_PASSWORD = "bench-portal-pass";
const MONTH = { year: 2026, month: 3 };
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
      last: `Month${i}`,
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
          APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY!,
          BE_PORTAL_SIM_PORT: String(Number(process.env.BENCH_PORT ?? 3420) + 7),
          BE_PORTAL_URL: "",
          // The bench app runs on PostgreSQL, where the simulator starts only when asked for.
          BE_PORTAL_SIMULATOR: "1",
        },
      },
      async ({ base, sql, cookie, groupId, get }) => {
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
        const post = async (url: string, body: unknown) => {
          const res = await fetch(`${base}${url}`, {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
          return res.json();
        };
        const waitSettled = async (id: number, timeoutMs = 180_000) => {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const { command } = await (await get(`/api/integrations/commands/${id}`)).json();
            if (!["queued", "running"].includes(command.status)) return command;
            if (Date.now() > deadline) throw new Error(`command ${id} still ${command.status}`);
            await new Promise((r) => setTimeout(r, 50));
          }
        };
        const added = await post("/api/integrations/add", {
          provider: "be_portal",
          alias: "Bench portal",
          username: "bench",
          customer_code: CUSTOMER,
          password: PORTAL_PASSWORD,
        });
        const integrationId = added.integration.id as number;
        if ((await waitSettled(added.command.id)).status !== "succeeded") throw new Error("login failed");
        const sync = await waitSettled(
          (await post(`/api/integrations/${integrationId}/import`, { what: "people" })).command.id,
        );
        if (sync.status !== "succeeded") throw new Error(`sync ${sync.status}: ${sync.error_reason}`);

        // A one-off wage component per person in the month: every person has a line to send.
        const type = await post("/api/integrations/one_off_types/add", { code: "P100", name: "Bonus" });
        await sql.query(
          `INSERT INTO one_off_wage_component (group_id, employee_id, year, month, type_id, amount_cents, updated_at)
           SELECT group_id, id, $2, $3, $4, 10000 + id % 500, now() FROM employee
           WHERE group_id = $1 AND last_name LIKE 'Month%'`,
          [groupId, MONTH.year, MONTH.month, type.data.id],
        );
        const query = `year=${MONTH.year}&month=${MONTH.month}&integration_id=${integrationId}`;

        const time = async (url: string) => {
          await (await get(url)).arrayBuffer(); // warm
          const times: number[] = [];
          for (let i = 0; i < ROUNDS; i++) {
            const t0 = performance.now();
            await (await get(url)).arrayBuffer();
            times.push(performance.now() - t0);
          }
          return times;
        };
        const page = await time(`/payroll?${query}`);
        const anomalies = await time(`/api/integrations/anomalies?${query}`);
        const answer = await (await get(`/api/integrations/anomalies?${query}`)).json();

        const t0 = performance.now();
        const started = await post("/api/integrations/days_off/push", { ...MONTH, integration_id: integrationId });
        const pushed = await waitSettled(started.data.command_id);
        const pushMs = performance.now() - t0;
        if (pushed.status !== "succeeded") throw new Error(`push ${pushed.status}: ${pushed.error_reason}`);
        const row = (
          await sql.query(`SELECT people_sent, lines, duration_ms FROM payroll_month_push WHERE id = $1`, [
            started.data.id,
          ])
        ).rows[0] as { people_sent: number; lines: number; duration_ms: number };

        const p = (v: number[], q: number) => percentile(v, q).toFixed(1);
        reportTable({
          title: `Payroll month (${answer.people} people in the month, ${PEOPLE} linked to the BE portal simulator, PostgreSQL)`,
          header: ["p50 ms", "p95 ms", "calls", "target"],
          rows: [
            [`GET /payroll (server-rendered page)`, p(page, 0.5), p(page, 0.95), String(page.length), "< 500 ms"],
            [
              `GET /api/integrations/anomalies (${answer.total} anomalies)`,
              p(anomalies, 0.5),
              p(anomalies, 0.95),
              String(anomalies.length),
              "< 1 s",
            ],
            [
              `push to succeeded (${row.people_sent} people, ${row.lines} lines; push itself ${(row.duration_ms / 1000).toFixed(1)} s)`,
              pushMs.toFixed(0),
              "",
              "1",
              "< 60 s",
            ],
          ],
        });
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
