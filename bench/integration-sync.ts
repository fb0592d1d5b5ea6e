// Benchmark for payroll integrations (issue 19), on the built app over HTTP against a throwaway PostgreSQL
// database, with the BE portal simulator the app serves in process (its store written into the bench's
// DATA_DIR before the start, here with 1,000 people with contracts):
// - a people sync of 1,000 people (link by national number, wages and contracts imported) from POST .../import to the
//   command's succeeded (target: under 30 s);
// - GET /api/employees/list p50/p95 on a quiet app, then while the sync runs (target: p95 stays near);
// - realtime: the time from a command status change (its history row's timestamp) to the pusher-js
//   client's handler for that status (target: under 500 ms); and the embedded realtime server alone, an
//   event published over its REST API (as the app publishes) to the client's handler, on a quiet app and
//   while the sync runs.
//
//   npx next build && npx tsx bench/integration-sync.ts   (also part of `npm run bench`)
// Env: BENCH_PG, BENCH_PORT (default 3420; the simulator takes BENCH_PORT + 7), BENCH_PEOPLE (default 1000),
// BENCH_ROUNDS, BENCH_QUICK=1 (200 people, few rounds), BENCH_PROFILE=1 (a CPU profile of the app while the
// sync runs: the functions and modules with the most self time; the inspector on BENCH_PORT + 2000).
import { rmSync } from "node:fs";
import Pusher from "pusher";
import PusherClient from "pusher-js";
import { channelAuth } from "../lib/realtime/pusher-signature";
import { percentile, runBench, withBenchApp } from "./support/bench-app";
import { benchPeople, insertOurPeople, portalApi, portalEnv, writePortalStore } from "./support/portal-company";
import { reportTable } from "./support/report";
import { selfTimeByModule, startProfiler, topSelfTime } from "./support/cpu-profile";

const QUICK = process.env.BENCH_QUICK === "1";
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? (QUICK ? 200 : 1000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 5 : 40));
const KEY = "bench-key";
const SECRET = "bench-secret-0123456789";
const NAME = "intsync";
const CUSTOMER = "BENCH-SYNC";
const PROFILE = process.env.BENCH_PROFILE === "1";
const INSPECT_PORT = Number(process.env.BENCH_PORT ?? 3420) + 2000;

runBench(async () => {
  const list = benchPeople(PEOPLE, "Sync");
  const dataDir = writePortalStore(NAME, CUSTOMER, list);
  try {
    await withBenchApp(
      {
        name: NAME,
        inspectPort: PROFILE ? INSPECT_PORT : undefined,
        env: {
          EMBEDDED_PUSHER_KEY: KEY,
          EMBEDDED_PUSHER_SECRET: SECRET,
          PUSHER_APP_ID: "",
          PUSHER_KEY: "",
          PUSHER_SECRET: "",
          ...portalEnv(),
        },
      },
      async ({ base, sql, cookie, groupId, get }) => {
        await insertOurPeople(sql, groupId, list);
        const adminId = (await sql.query(`SELECT id FROM "user" WHERE email = 'admin@demo.test'`)).rows[0].id as string;
        const { post, waitSettled, connect } = portalApi(base, cookie, get);

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

        // Publish -> receive on the embedded server: a ping carries its send time.
        const publisher = new Pusher({
          appId: "embedded",
          key: KEY,
          secret: SECRET,
          host: "127.0.0.1",
          port: new URL(base).port,
          useTLS: false,
        });
        const pings: { quiet: number[]; during: number[] } = { quiet: [], during: [] };
        let phase: keyof typeof pings = "quiet";
        channel.bind("bench-ping", (data: { sent: number }) => pings[phase].push(Date.now() - data.sent));
        const ping = () => publisher.trigger(`private-user-${adminId}`, "bench-ping", { sent: Date.now() });
        for (let i = 0; i < ROUNDS; i++) {
          await ping();
          await new Promise((r) => setTimeout(r, 50));
        }
        await new Promise((r) => setTimeout(r, 300));

        const added = await connect(CUSTOMER);

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

        const profiler = PROFILE ? await startProfiler(INSPECT_PORT) : null;
        const t0 = performance.now();
        const started = await post(`/api/integrations/${added.integrationId}/import`, { what: "people" });
        let settled = false;
        phase = "during";
        const pinging = setInterval(() => void ping().catch(() => undefined), 250);
        const settledAt = waitSettled(started.command.id).then((c) => {
          settled = true;
          return { command: c, ms: performance.now() - t0 };
        });
        const during = await timeList(() => settled, 100_000);
        const sync = await settledAt;
        clearInterval(pinging);
        if (profiler) {
          const profile = await profiler.stop();
          const header = ["self ms", "self %"];
          reportTable({ title: "During the sync: modules by self time", header, rows: selfTimeByModule(profile) });
          reportTable({ title: "During the sync: functions by self time", header, rows: topSelfTime(profile, 25) });
        }
        if (sync.command.status !== "succeeded")
          throw new Error(`sync ${sync.command.status}: ${sync.command.error_reason}`);
        await new Promise((r) => setTimeout(r, 500));
        client.disconnect();

        // Each status change of the two commands: its history row's time to the client's handler.
        const history = (
          await sql.query(
            `SELECT command_id, status, created_at FROM integration_command_history WHERE command_id = ANY($1) ORDER BY id`,
            [[added.commandId, started.command.id]],
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
        // Each person's portal contract is stored as their contract in the same sync (sync-contracts.ts).
        const contracts = Number(
          (
            await sql.query(
              `SELECT count(*) FROM contract WHERE group_id = $1 AND integration_id = $2 AND provider_contract_id IS NOT NULL`,
              [groupId, added.integrationId],
            )
          ).rows[0].count,
        );
        if (contracts !== PEOPLE) throw new Error(`${contracts} of ${PEOPLE} provider contracts stored`);

        const p = (v: number[], q: number) => (v.length ? percentile(v, q).toFixed(1) : "–");
        const pingRow = (label: string, v: number[]) => [
          label,
          "",
          p(v, 0.5),
          p(v, 0.95),
          String(v.length),
          "< 500 ms",
        ];
        reportTable({
          title: `Integration sync from the BE portal simulator (${PEOPLE} people, ${contracts} contracts stored, PostgreSQL)`,
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
            pingRow("realtime publish to client receive, quiet", pings.quiet),
            pingRow("realtime publish to client receive, during the sync", pings.during),
          ],
        });
      },
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
