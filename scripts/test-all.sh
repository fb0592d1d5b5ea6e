#!/usr/bin/env bash
# `npm test`: typecheck, lint, format check, then the three test tiers. Integration tests use PostgreSQL
# when DATABASE_URL is set, else an in-memory PGlite. The browser tests build the app and start it on a fresh embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

echo "== typecheck"
npx tsc --noEmit
echo "== lint (ESLint: typescript-eslint, Next's rules, the import-layer rules)"
npm run --silent lint
echo "== format (Prettier)"
npm run --silent format:check
echo "== unit tests"
npx jest --selectProjects unit
if [ -n "${DATABASE_URL:-}" ]; then db=PostgreSQL; else db=PGlite; fi
echo "== integration tests ($db, TZ=Europe/Brussels)"
# In Belgian time, as a server here may well run: a timestamp read as local time instead of UTC shows.
TZ=Europe/Brussels npx jest --selectProjects integration --runInBand
echo "== build"
npx next build
echo "== browser tests (Chromium)"
npx playwright test
