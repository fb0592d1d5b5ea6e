// Benchmark for notifications (issue 6), on the built app over HTTP against a throwaway PostgreSQL
// database:
// - GET /api/notifications/getUnseenCount with 100,000 notifications in the table, beside the plain SQL
//   (measured first, on a quiet app, after 1,000 warm-up calls);
// - realtime: 200 pusher-js clients connected to the app's embedded Pusher-protocol server, each on its
//   own private channel; the time from the server-side trigger (the `pusher` library, as the app
//   publishes) to the client's event handler, one event at a time and in a burst of one event per client.
//
//   npx next build && npx tsx bench/notifications.ts
// Env: BENCH_PG (default postgresql://postgres@127.0.0.1:5432), BENCH_PORT (default 3420), BENCH_ROUNDS (default 200).
import Pusher from "pusher";
import PusherClient from "pusher-js";
import { channelAuth } from "../lib/realtime/pusher-signature";
import { percentile, printTable, runBench, timeIt, withBenchApp } from "./support/bench-app";

const port = Number(process.env.BENCH_PORT ?? 3420);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const CLIENTS = 200;
const NOTIFICATIONS = 100_000;
const COUNT_WARMUP = 1000;
const KEY = "bench-key";
const SECRET = "bench-secret-0123456789";

async function connectClients(): Promise<{ clients: PusherClient[]; received: Map<string, number> }> {
  const received = new Map<string, number>();
  const clients: PusherClient[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => {
      const client = new PusherClient(KEY, {
        cluster: "eu",
        wsHost: "127.0.0.1",
        wsPort: port,
        forceTLS: false,
        enabledTransports: ["ws"],
        disableStats: true,
        channelAuthorization: {
          endpoint: "/api/notifications/pusherAuth",
          transport: "ajax",
          // The bench knows the secret; the route's own signing is covered by the integration tests.
          customHandler: (params, callback) =>
            callback(null, { auth: channelAuth(KEY, SECRET, params.socketId, params.channelName) }),
        },
      });
      clients.push(client);
      const channel = client.subscribe(`private-user-bench-${i}`);
      channel.bind("notification", (data: { id: string }) => received.set(data.id, performance.now()));
      return new Promise<void>((resolve, reject) => {
        channel.bind("pusher:subscription_succeeded", () => resolve());
        channel.bind("pusher:subscription_error", reject);
      });
    }),
  );
  return { clients, received };
}

async function waitFor(received: Map<string, number>, ids: string[], timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!ids.every((id) => received.has(id))) {
    if (Date.now() > deadline) throw new Error(`${ids.filter((id) => !received.has(id)).length} events never arrived`);
    await new Promise((r) => setImmediate(r));
  }
}

runBench(() =>
  withBenchApp(
    {
      name: "notif",
      env: {
        EMBEDDED_PUSHER_KEY: KEY,
        EMBEDDED_PUSHER_SECRET: SECRET,
        PUSHER_APP_ID: "",
        PUSHER_KEY: "",
        PUSHER_SECRET: "",
      },
    },
    async ({ sql: db, groupId, get }) => {
      // getUnseenCount with 100,000 notifications: the admin has 4,000 of them, 200 unseen.
      const users = (await db.query("SELECT m.user_id FROM membership m WHERE m.group_id = $1", [groupId])).rows.map(
        (r) => r.user_id as string,
      );
      const adminId = (await db.query("SELECT id FROM \"user\" WHERE email = 'admin@demo.test'")).rows[0].id as string;
      const others = users.filter((u) => u !== adminId);
      await db.query(
        `INSERT INTO notification (group_id, user_id, type, related_employee_name, params, is_read, is_seen, created_at)
       SELECT $1::int, CASE WHEN g <= 4000 THEN $2 ELSE ($3::text[])[1 + g % array_length($3::text[], 1)] END,
              'personal_data_updated', 'Bench Person ' || g, '{}', g > 200, g > 200 OR g > 4000, now() - (g || ' seconds')::interval
       FROM generate_series(1, $4::int) g`,
        [groupId, adminId, others, NOTIFICATIONS],
      );
      await db.query("VACUUM ANALYZE notification");
      const total = Number((await db.query("SELECT count(*) FROM notification")).rows[0].count);
      const unseen = (await (await get("/api/notifications/getUnseenCount")).json()).unseen_count;
      // A steady-state figure, as a server that has been up a while answers: the route's code is warmed up
      // (JIT, Next's lazily loaded route chunks, the pool's prepared statements) before it is timed.
      for (let i = 0; i < COUNT_WARMUP; i++) await (await get("/api/notifications/getUnseenCount")).json();
      const counts = [
        await timeIt(
          `GET /api/notifications/getUnseenCount (${total} rows, answer ${unseen})`,
          async () => (await get("/api/notifications/getUnseenCount")).json(),
          rounds,
        ),
        await timeIt(
          "  plain SQL: the same count",
          () =>
            db.query("SELECT count(*) FROM notification WHERE user_id = $1 AND group_id = $2 AND is_seen = false", [
              adminId,
              groupId,
            ]),
          rounds,
        ),
      ];

      // Realtime.
      const { clients, received } = await connectClients();
      const trigger = new Pusher({
        appId: "embedded",
        key: KEY,
        secret: SECRET,
        host: "127.0.0.1",
        port: String(port),
        useTLS: false,
      });
      const sent = new Map<string, number>();
      let n = 0;
      const one = async (client: number) => {
        const id = `e${n++}`;
        sent.set(id, performance.now());
        await trigger.trigger(`private-user-bench-${client}`, "notification", { id });
        return id;
      };
      for (let i = 0; i < 20; i++) await waitFor(received, [await one(i % CLIENTS)]);
      received.clear();
      sent.clear();
      const sequentialIds: string[] = [];
      for (let i = 0; i < rounds; i++) {
        const id = await one(i % CLIENTS);
        await waitFor(received, [id]);
        sequentialIds.push(id);
      }
      const sequential = sequentialIds.map((id) => received.get(id)! - sent.get(id)!);
      const burstIds = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => one(i)));
      await waitFor(received, burstIds);
      const burst = burstIds.map((id) => received.get(id)! - sent.get(id)!);
      for (const c of clients) c.disconnect();

      const ms = (values: number[]) => [percentile(values, 0.5).toFixed(1), percentile(values, 0.95).toFixed(1)];
      printTable(
        `Notifications on PostgreSQL, built app over HTTP (production build), ${rounds} sequential rounds`,
        [
          [`realtime: trigger -> pusher-js handler, ${CLIENTS} clients, one event at a time`, ...ms(sequential)],
          [`realtime: burst of ${CLIENTS} events at once (one per client)`, ...ms(burst)],
          ...counts,
        ],
        72,
      );
    },
  ),
);
