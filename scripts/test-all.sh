#!/usr/bin/env bash
# `npm test`: typecheck, lint, format check, then the three test tiers. Integration tests use PostgreSQL
# when DATABASE_URL is set, else an in-memory PGlite. The browser tests build the app and start it on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Each tier also writes its results as JSON, so the run ends with one line of counts per tier.
results=test-results-summary
rm -rf "$results" && mkdir -p "$results"

echo "== typecheck"
npx tsc --noEmit
echo "== lint (ESLint: typescript-eslint, Next's rules, the import-layer rules)"
npm run --silent lint
echo "== format (Prettier)"
npm run --silent format:check
echo "== unit tests"
npx jest --selectProjects unit --json --outputFile="$results/unit.json"
if [ -n "${DATABASE_URL:-}" ]; then db=PostgreSQL; else db=PGlite; fi
echo "== integration tests ($db, TZ=Europe/Brussels)"
# In Belgian time, as a server here may well run: a timestamp read as local time instead of UTC shows.
TZ=Europe/Brussels npx jest --selectProjects integration --runInBand --json --outputFile="$results/integration.json"
echo "== build"
npx next build
# The benchmarks' smoke (bench/all.ts, BENCH_CI=1): every page route loaded as a browser would on the build
# just made (bench/first-load-js.ts), failing on a 5xx, a refused request or a crash, never on a timing or
# a size. About a minute; it needs PostgreSQL
# (each bench makes its own throwaway database on the server of DATABASE_URL).
if [ -n "${DATABASE_URL:-}" ]; then
  echo "== benchmark smoke (errors only, no timing fails it)"
  BENCH_CI=1 BENCH_PG="${DATABASE_URL%/*}" npm run --silent bench
else
  echo "== benchmark smoke skipped: it needs PostgreSQL (set DATABASE_URL)"
fi
echo "== browser tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_FILE="$results/browser.json" npx playwright test --reporter=list,json
node scripts/test-summary.mjs "$results"
