// `npm run bench`: every benchmark under bench/ in turn on the built app, then all their figures as one
// table. Each bench runs in its own process (its own throwaway database and app) and records its rows in
// a shared report file (bench/support/report.ts). A bench that fails is named at the end and the command
// exits non-zero; timings never fail it.
//
//   npx next build && npm run bench                 every bench
//   npm run bench -- people calendar-month          only those
//   BENCH_CI=1 npm run bench                        the CI smoke (scripts/test-all.sh, after the build)
// Env: BENCH_QUICK=1 runs each with few rounds (errors only), plus each bench's own env. BENCH_CI=1 is the
// smoke that fits CI (about a minute): one app, every page route requested as a browser's first load
// (first-load-js); a 5xx, a refused connection or a crash fails the run, a slow or large figure never does.
// (Each further bench costs its own app start and demo seed, 30 s and more on a loaded machine.)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatTable, type FigureTable } from "./support/report";

// In the order the table reads best; benches needing two builds or special setup are run on their own.
// saas-scale seeds 500,000 people for minutes at full size, so only its quick size (BENCH_QUICK) runs here.
const ALL = [
  "api-overhead",
  "teams-list-with-counts",
  "people",
  "calendar-month",
  "orgchart",
  "notifications",
  "embedded-load",
  "first-load-js",
  "pages",
  "pages-10k",
  "integration-sync",
  "payroll-month",
  "expenses",
  "inbox",
  "contracts",
  ...(process.env.BENCH_QUICK ? ["saas-scale"] : []),
];

const CI = ["first-load-js"];
if (process.env.BENCH_CI) process.env.BENCH_QUICK = "1";

const chosen = process.argv.slice(2).length ? process.argv.slice(2) : process.env.BENCH_CI ? CI : ALL;
const report = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-")), "report.jsonl");
const quickEnv = process.env.BENCH_QUICK ? { BENCH_ROUNDS: "3", BENCH_EXPORT_ROUNDS: "1", BENCH_SECONDS: "1" } : {};
const failed: string[] = [];
const started = Date.now();

for (const name of chosen) {
  const file = path.join(__dirname, `${name}.ts`);
  if (!existsSync(file)) {
    failed.push(`${name} (no such bench)`);
    continue;
  }
  console.log(`\n== bench ${name}`);
  const run = spawnSync(process.execPath, [require.resolve("tsx/cli"), file], {
    stdio: "inherit",
    env: { ...process.env, ...quickEnv, BENCH_REPORT: report },
  });
  if (run.status !== 0) failed.push(name);
}

const tables: FigureTable[] = existsSync(report)
  ? readFileSync(report, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
console.log("\n\n==================== every figure of this run ====================");
for (const t of tables) console.log(formatTable(t));
console.log(`\n${chosen.length} benchmarks in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failed.length) {
  console.error(`\nbenchmarks that failed: ${failed.join(", ")}`);
  process.exit(1);
}
