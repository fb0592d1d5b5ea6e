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
# In Belgian time, as a server here may well run: a timestamp read as local time instead of UTC shows.
integration_tests() {
  TZ=Europe/Brussels npx jest --selectProjects integration --runInBand --json --outputFile="$results/integration.json"
}
# The integration tier (one jest process and the database) and the browser tier (one Chromium driving one
# server, mostly waiting on it) each leave a core of a 2-core machine idle, so by default they run side by
# side after the build: about 8 minutes off a CI run. TEST_SERIAL=1 runs them one after the other.
serial="${TEST_SERIAL:-}"
if [ -n "$serial" ]; then
  echo "== integration tests ($db, TZ=Europe/Brussels)"
  integration_tests
fi
echo "== build"
npx next build
integration_pid=""
if [ -z "$serial" ]; then
  echo "== integration tests ($db, TZ=Europe/Brussels), in the background: their output follows the browser tests"
  integration_tests >"$results/integration.log" 2>&1 &
  integration_pid=$!
fi
# Prints the background integration tier's output and its outcome (once), so a failure there is never lost.
integration_status=0
finish_integration() {
  [ -z "$integration_pid" ] && return 0
  wait "$integration_pid" || integration_status=$?
  integration_pid=""
  echo "== integration tests ($db, TZ=Europe/Brussels): output"
  cat "$results/integration.log"
  [ "$integration_status" -eq 0 ] || echo "== integration tests FAILED (exit $integration_status)"
}
trap finish_integration EXIT
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
# Two app servers, each on its own embedded database, and one Playwright worker on each (tests/e2e/servers.ts):
# the browser tier mostly waits on its server, so two halve its wall time. E2E_SERVERS=1 runs them on one.
servers="${E2E_SERVERS:-2}"
echo "== browser tests (Chromium, $servers servers)"
browser_status=0
E2E_SERVERS="$servers" PLAYWRIGHT_JSON_OUTPUT_FILE="$results/browser.json" npx playwright test --reporter=list,json ||
  browser_status=$?
finish_integration
trap - EXIT
node scripts/test-summary.mjs "$results"
[ "$integration_status" -eq 0 ] && [ "$browser_status" -eq 0 ]
