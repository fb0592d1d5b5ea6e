// One table for every benchmark: each bench prints its own table and, when BENCH_REPORT names a file,
// appends the same rows there as JSON lines, so `npm run bench` (bench/all.ts) can print every figure of
// one run together. Columns are free-form: a bench says what it measured (req/s, p95 ms, KB, MB).
import { appendFileSync } from "node:fs";

export type FigureTable = {
  /** The bench's own title, e.g. "Page render (10 connections, PostgreSQL)". */
  title: string;
  /** Column headers after the label column, e.g. ["req/s", "p50 ms", "p95 ms", "target"]. */
  header: string[];
  /** [label, ...values]; values already formatted. */
  rows: string[][];
};

export function formatTable({ title, header, rows }: FigureTable, labelWidth = 64): string {
  const lines = [`\n${title}\n`];
  for (const r of [["", ...header], ...rows])
    lines.push(r.map((c, i) => (i === 0 ? String(c).padEnd(labelWidth) : String(c).padStart(12))).join(""));
  return lines.join("\n");
}

/** Prints a bench's table and records it for bench/all.ts when BENCH_REPORT is set. */
export function reportTable(table: FigureTable, labelWidth?: number): void {
  console.log(formatTable(table, labelWidth));
  const file = process.env.BENCH_REPORT;
  if (file) appendFileSync(file, JSON.stringify(table) + "\n");
}
