// Benchmark: where `npm start`'s memory sits when idle (issue 18: the embedded default's whole process tree
// under 400 MB RSS idle after start). Starts the app exactly as `npm start` does on a fresh embedded
// database (PGlite in a new DATA_DIR), waits for /login, signs in and loads a page once (what a first
// visitor does), waits for the start to settle, then prints per process of the tree its RSS and, for the
// app process, its RSS by kind of mapping from /proc/<pid>/smaps (V8 heap and other anonymous memory,
// WASM memories, the node binary, other files). Sizes only: no timing.
//
//   npx next build && npx tsx bench/idle-memory.ts
// Env: BENCH_PORT (default 3420), BENCH_SETTLE_SECONDS (default 20), BENCH_IDLE_ENV (extra env for the app,
// "A=1,B=2", to compare settings), BENCH_DATA_DIR (a DATA_DIR to reuse and keep: no seeding on later runs).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT, runBench } from "./support/bench-app";
import { reportTable } from "./support/report";
import { signInOverHttp, waitForServer } from "../tests/support/sign-in-over-http";

const PORT = Number(process.env.BENCH_PORT ?? 3420);
const BASE = `http://localhost:${PORT}`;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20) * 1000;
const PASSWORD = "bench-password";
const EXTRA_ENV = Object.fromEntries(
  (process.env.BENCH_IDLE_ENV ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Proc = { pid: number; ppid: number; name: string; rssKb: number };

function processes(): Map<number, Proc> {
  const all = new Map<number, Proc>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const name = cmd
        .map((a) => (a.length > 40 ? path.basename(a) : a))
        .join(" ")
        .slice(0, 60);
      all.set(Number(entry), { pid: Number(entry), ppid, name, rssKb });
    } catch {
      /* ended meanwhile */
    }
  }
  return all;
}

function tree(root: number): Proc[] {
  const all = processes();
  const found: Proc[] = [];
  const visit = (pid: number) => {
    const p = all.get(pid);
    if (p) found.push(p);
    for (const child of all.values()) if (child.ppid === pid) visit(child.pid);
  };
  visit(root);
  return found;
}

/** RSS (kB) of one process by kind of mapping. */
function smapsByKind(pid: number): Record<string, number> {
  const kinds: Record<string, number> = {};
  let current = "";
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const file = header[1]!.trim();
      current = !file
        ? "anonymous (V8 heap, WASM memories, malloc)"
        : file.startsWith("[")
          ? file
          : /\/node$|\/node\s/.test(file) || file.endsWith("/node")
            ? "node binary"
            : file.includes(".node")
              ? "native add-ons (.node)"
              : file.endsWith(".wasm")
                ? "WASM files"
                : "other files";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[current] = (kinds[current] ?? 0) + Number(rss[1]);
  }
  return kinds;
}

function startApp(dataDir: string): ChildProcess {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    ...process.env,
    PORT: String(PORT),
    DEMO_PASSWORD: PASSWORD,
    DATA_DIR: dataDir,
    ...EXTRA_ENV,
  }))
    if (v !== undefined && k !== "DATABASE_URL") env[k] = v;
  return spawn("npm", ["start"], {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

runBench(async () => {
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : mkdtempSync(path.join(ROOT, ".data-bench-idle-"));
  const app = startApp(dataDir);
  try {
    await waitForServer(`${BASE}/login`);
    await sleep(SETTLE_MS);
    const afterStart = tree(app.pid!).reduce((s, p) => s + p.rssKb, 0);
    const cookie = await signInOverHttp(BASE, "admin@demo.test", PASSWORD);
    await (await fetch(`${BASE}/people`, { headers: { cookie } })).arrayBuffer();
    await sleep(SETTLE_MS);
    const procs = tree(app.pid!);
    const rows = procs.map((p) => [`${p.pid} ${p.name}`, (p.rssKb / 1024).toFixed(1)]);
    const total = procs.reduce((s, p) => s + p.rssKb, 0);
    rows.push(["whole tree, idle after start (before any request but /login)", (afterStart / 1024).toFixed(1)]);
    rows.push(["whole tree, idle after signing in and loading /people", (total / 1024).toFixed(1)]);
    const biggest = [...procs].sort((a, b) => b.rssKb - a.rssKb)[0]!;
    for (const [kind, kb] of Object.entries(smapsByKind(biggest.pid)).sort((a, b) => b[1] - a[1]))
      if (kb > 1024) rows.push([`  app process: ${kind}`, (kb / 1024).toFixed(1)]);
    reportTable(
      {
        title: `npm start, embedded database, idle ${SETTLE_MS / 1000} s after a first page (target: tree < 400 MB)${
          process.env.BENCH_IDLE_ENV ? ` with ${process.env.BENCH_IDLE_ENV}` : ""
        }`,
        header: ["RSS MB"],
        rows,
      },
      70,
    );
  } finally {
    if (app.exitCode === null) {
      const exited = new Promise((r) => app.once("exit", r));
      process.kill(-app.pid!, "SIGTERM");
      await exited;
      const alive = () => {
        try {
          process.kill(-app.pid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      for (let i = 0; i < 100 && alive(); i++) await sleep(200);
    }
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
});
