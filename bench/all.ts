// `npm run bench`: every benchmark under bench/ in turn on the built app, then all their figures as one
// table. Each bench runs in its own process (its own throwaway database and app) and records its rows in
// a shared report file (bench/support/report.ts). A bench that fails is named at the end and the command
// exits non-zero; timings never fail it.
//
//   npx next build && npm run bench                 every bench
//   npm run bench -- people calendar-month          only those
// Env: BENCH_QUICK=1 runs each with few rounds (the CI smoke: errors only), plus each bench's own env.
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
  ...(process.env.BENCH_QUICK ? ["saas-scale"] : []),
];

const chosen = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
const report = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-")), "report.jsonl");
const quickEnv = process.env.BENCH_QUICK ? { BENCH_ROUNDS: "3", BENCH_EXPORT_ROUNDS: "1", BENCH_SECONDS: "1" } : {};
const failed: string[] = [];

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
if (failed.length) {
  console.error(`\nbenchmarks that failed: ${failed.join(", ")}`);
  process.exit(1);
}
