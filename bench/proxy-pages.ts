// Benchmark: page throughput with and without the proxy's work (issue 28: area gates, migration check,
// context hand-off, CSP nonce), on the built app over HTTP. The two builds in BENCH_DIST_DIRS run side by
// side (ports BENCH_PORT and BENCH_PORT + 1000), each on its own throwaway PostgreSQL database seeded with
// the demo companies, and are measured in alternating short autocannon bursts, so a busy machine slows
// both alike:
//   GET /people as the demo admin (session, proxy, render of the directory), and
//   GET /manifest.webmanifest (static, outside the proxy: the machine's own speed in the same run).
// Printed: the median requests per second of each build and the median of the paired ratios, and the
// server's CPU time per /people request (Linux: the listening process's utime + stime from /proc over each
// burst). On a machine other work keeps busy, requests per second mostly measure that work; CPU time per
// request does not, and 1000 / (CPU ms per request) is what one core would serve.
//
//   NEXT_DIST_DIR=.next-before npx next build   (on the commit before)   and   npx next build   (now), then
//   BENCH_DIST_DIRS=.next-before,.next npx tsx bench/proxy-pages.ts
// Env: BENCH_PG, BENCH_PORT (default 3420), BENCH_SECONDS (per burst, default 4), BENCH_CONNECTIONS
// (default 4), BENCH_ROUNDS (default 12); BENCH_QUICK=1: 2 rounds of 2 s bursts (a smoke run: errors only).
// Not in bench/all.ts: it needs the second build.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { runBench, withBenchApp, type BenchApp } from "./support/bench-app";
import { reportTable } from "./support/report";

const quick = Boolean(process.env.BENCH_QUICK);
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 4));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? (quick ? 2 : 12));
const warmUps = quick ? 5 : 20;
const [dirA, dirB] = (process.env.BENCH_DIST_DIRS ?? ".next-before,.next").split(",").map((d) => d.trim());
const portA = Number(process.env.BENCH_PORT ?? 3420);

/** The process listening on the port (the Next server), or null where `ss` or /proc is missing. */
function listeningPid(port: number): number | null {
  try {
    const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  } catch {
    return 10;
  }
})();

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid: number | null): number {
  if (pid === null) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** Requests per second of one burst, and the server's CPU ms per request during it. */
async function burst(url: string, pid: number | null, cookie?: string): Promise<{ rps: number; cpu: number }> {
  const cpu0 = cpuMs(pid);
  const run = await autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} });
  // Answers counted from the status tallies over the burst's own duration (the per-second sample average
  // reads 0 for short bursts).
  const answers = run["2xx"] + run.non2xx;
  const cpu = (cpuMs(pid) - cpu0) / Math.max(1, answers);
  if (run.non2xx > 0 || run.errors > 0) throw new Error(`${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  return { rps: answers / Math.max(run.duration, 0.001), cpu };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  if (!dirA || !dirB) throw new Error("BENCH_DIST_DIRS needs two build folders");
  process.env.BENCH_PORT = String(portA);
  await withBenchApp({ name: "proxya", env: { NEXT_DIST_DIR: dirA } }, async (a) => {
    process.env.BENCH_PORT = String(portA + 1000);
    await withBenchApp({ name: "proxyb", env: { NEXT_DIST_DIR: dirB } }, async (b) => {
      const apps: [string, BenchApp, number | null][] = [
        [dirA, a, listeningPid(portA)],
        [dirB, b, listeningPid(portA + 1000)],
      ];
      for (const [, app, pid] of apps) {
        for (let i = 0; i < warmUps; i++) await app.get("/people");
        await burst(`${app.base}/people`, pid, app.cookie);
      }
      const people = new Map<string, number[]>(apps.map(([d]) => [d, []]));
      const cpu = new Map<string, number[]>(apps.map(([d]) => [d, []]));
      const statik = new Map<string, number[]>(apps.map(([d]) => [d, []]));
      for (let round = 0; round < rounds; round++) {
        for (const [dir, app, pid] of round % 2 ? [...apps].reverse() : apps) {
          const page = await burst(`${app.base}/people`, pid, app.cookie);
          people.get(dir)!.push(page.rps);
          cpu.get(dir)!.push(page.cpu);
          statik.get(dir)!.push((await burst(`${app.base}/manifest.webmanifest`, pid)).rps);
        }
      }
      const paired = (m: Map<string, number[]>) => median(m.get(dirB)!.map((x, i) => x / m.get(dirA)![i]!));
      const pct = (r: number) => (Number.isFinite(r) ? `${(r * 100).toFixed(1)} %` : "n/a");
      const cpuA = median(cpu.get(dirA)!);
      const cpuB = median(cpu.get(dirB)!);
      reportTable(
        {
          title: `Proxy cost: median of ${rounds} alternating bursts of ${seconds} s, ${connections} connections`,
          header: ["/people r/s", "static r/s", "CPU ms/page", "pages/CPU s"],
          rows: [
            ...apps.map(([dir]) => {
              const c = median(cpu.get(dir)!);
              return [
                dir,
                median(people.get(dir)!).toFixed(1),
                median(statik.get(dir)!).toFixed(0),
                c.toFixed(1),
                (1000 / c).toFixed(1),
              ];
            }),
            [
              `${dirB} / ${dirA} (paired rounds; CPU: medians)`,
              pct(paired(people)),
              pct(paired(statik)),
              pct(cpuB / cpuA),
              pct(cpuA / cpuB),
            ],
          ],
        },
        48,
      );
      const perRound = (m: Map<string, number[]>) =>
        m
          .get(dirB)!
          .map((x, i) => (x / m.get(dirA)![i]!) * 100)
          .map((r) => (Number.isFinite(r) ? r.toFixed(0) : "-"));
      console.log(`\n/people paired rounds, ${dirB} / ${dirA}: r/s ${perRound(people).join(" ")} %`);
      console.log(
        `CPU ms per page, ${dirA}: ${cpu
          .get(dirA)!
          .map((c) => c.toFixed(0))
          .join(" ")}`,
      );
      console.log(
        `CPU ms per page, ${dirB}: ${cpu
          .get(dirB)!
          .map((c) => c.toFixed(0))
          .join(" ")}`,
      );
    });
  });
}

runBench(main);
