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
// BENCH_ROUNDS, BENCH_QUICK=1 (200 people, few rounds), BENCH_PROFILE=1 (a CPU profile of the app while the
// page is timed: the functions and modules with the most self time; the inspector on BENCH_PORT + 2000).
import { rmSync } from "node:fs";
import { percentile, runBench, withBenchApp } from "./support/bench-app";
import { benchPeople, insertOurPeople, portalApi, portalEnv, writePortalStore } from "./support/portal-company";
import { reportTable } from "./support/report";
import { selfTimeByModule, startProfiler, topSelfTime, type Profiler } from "./support/cpu-profile";

const QUICK = process.env.BENCH_QUICK === "1";
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? (QUICK ? 200 : 1000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 20));
const NAME = "paymonth";
const CUSTOMER = "BENCH-MONTH";
const MONTH = { year: 2026, month: 3 };
const PROFILE = process.env.BENCH_PROFILE === "1";
const INSPECT_PORT = Number(process.env.BENCH_PORT ?? 3420) + 2000;

runBench(async () => {
  const list = benchPeople(PEOPLE, "Month");
  const dataDir = writePortalStore(NAME, CUSTOMER, list);
  try {
    await withBenchApp(
      { name: NAME, env: portalEnv(), inspectPort: PROFILE ? INSPECT_PORT : undefined },
      async ({ base, sql, cookie, groupId, get, cpuSeconds }) => {
        await insertOurPeople(sql, groupId, list);
        const { post, waitSettled, connect } = portalApi(base, cookie, get);
        const { integrationId } = await connect(CUSTOMER);
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

        let pageBytes = 0;
        // The app's CPU time per call (user + system of its processes): a figure a loaded machine barely skews,
        // unlike the wall-clock times beside it.
        const cpuMs: Record<string, number> = {};
        const time = async (url: string, profiler?: Profiler) => {
          pageBytes = (await (await get(url)).arrayBuffer()).byteLength; // warm
          const times: number[] = [];
          const cpu0 = cpuSeconds();
          for (let i = 0; i < ROUNDS; i++) {
            const t0 = performance.now();
            await (await get(url)).arrayBuffer();
            times.push(performance.now() - t0);
          }
          cpuMs[url] = ((cpuSeconds() - cpu0) * 1000) / ROUNDS;
          if (profiler) {
            const profile = await profiler.stop();
            reportTable({
              title: `${url}: modules by self time`,
              header: ["self ms", "self %"],
              rows: selfTimeByModule(profile),
            });
            reportTable({
              title: `${url}: functions by self time`,
              header: ["self ms", "self %"],
              rows: topSelfTime(profile, 20),
            });
          }
          return times;
        };
        const pageUrl = `/payroll?${query}`;
        const anomaliesUrl = `/api/integrations/anomalies?${query}`;
        const page = await time(pageUrl, PROFILE ? await startProfiler(INSPECT_PORT) : undefined);
        const pageKb = (pageBytes / 1024).toFixed(0);
        const anomalies = await time(anomaliesUrl);
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
          header: ["p50 ms", "p95 ms", "CPU ms/call", "calls", "target"],
          rows: [
            [
              `GET /payroll (server-rendered page, ${pageKb} KB)`,
              p(page, 0.5),
              p(page, 0.95),
              cpuMs[pageUrl]!.toFixed(0),
              String(page.length),
              "< 500 ms",
            ],
            [
              `GET /api/integrations/anomalies (${answer.total} anomalies)`,
              p(anomalies, 0.5),
              p(anomalies, 0.95),
              cpuMs[anomaliesUrl]!.toFixed(0),
              String(anomalies.length),
              "< 1 s",
            ],
            [
              `push to succeeded (${row.people_sent} people, ${row.lines} lines; push itself ${(row.duration_ms / 1000).toFixed(1)} s)`,
              pushMs.toFixed(0),
              "",
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
