// Benchmark: what proxy.ts costs a page request, in process (no HTTP, no render), beside the work it takes
// off the page. A signed-in admin's GET /people through proxy() (cookie, one-query session context, gate,
// migration check (remembered 30 s), CSP nonce, hand-off) against loadSessionContext() alone (the read the
// page made itself before and now takes from the proxy). The difference is what the proxy adds per page.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<a database with migrations applied> npx tsx bench/proxy-cost.ts
// Env: BENCH_ROUNDS (default 2000).
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { runBench, percentile } from "./support/bench-app";

process.env.AUTH_SECRET ??= "bench-auth-secret-bench-auth-secret-0123456789";
const rounds = Number(process.env.BENCH_ROUNDS ?? 2000);

async function timeEach(run: () => Promise<unknown>): Promise<{ mean: number; p50: number; p95: number }> {
  for (let i = 0; i < 200; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return {
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
  };
}

async function main() {
  const { createGroup, createUserInGroup } = await import("@/prisma/seed/factories");
  const { createUserSession } = await import("@/lib/auth/user-session");
  const { loadSessionContext } = await import("@/lib/api/session-context");
  const { takeHandedOffContext, CONTEXT_HEADER } = await import("@/lib/api/context-handoff");
  const { proxy } = await import("@/proxy");
  const { db } = await import("@/lib/db/client");
  const group = await createGroup();
  const { user } = await createUserInGroup({ group, role: "admin" });
  const session = await createUserSession({ userId: user.id, groupId: group.id });
  const cookieName = "authjs.session-token";
  const token = await encode({
    token: { sub: user.id, sid: session.id },
    secret: process.env.AUTH_SECRET!,
    salt: cookieName,
  });
  const headers = { cookie: `${cookieName}=${token}` };

  const context = await timeEach(() => loadSessionContext(session.id));
  const viaProxy = await timeEach(async () => {
    const res = await proxy(new NextRequest("http://localhost:3000/people", { headers }));
    // The page's side of the hand-off, so nothing piles up.
    takeHandedOffContext(res.headers.get(`x-middleware-request-${CONTEXT_HEADER}`), session.id);
  });
  const f = (x: number) => x.toFixed(3).padStart(10);
  console.log(`\nms per call (${rounds} sequential calls)\n`);
  console.log(["".padEnd(52), "mean".padStart(10), "p50".padStart(10), "p95".padStart(10)].join(""));
  console.log(
    [
      "loadSessionContext (the page's own read before)".padEnd(52),
      f(context.mean),
      f(context.p50),
      f(context.p95),
    ].join(""),
  );
  console.log(
    ["proxy() for GET /people (incl. that read)".padEnd(52), f(viaProxy.mean), f(viaProxy.p50), f(viaProxy.p95)].join(
      "",
    ),
  );
  console.log(`\nadded per page request: ${(viaProxy.mean - context.mean).toFixed(3)} ms (mean)`);
  await db.$disconnect();
}

runBench(main);
