// Prints the test counts of each tier from the JSON results `npm test` wrote (jest --json, Playwright's json
// reporter): the last lines of a run say how many tests ran and passed, whatever scrolled by before.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];

function read(file) {
  return JSON.parse(readFileSync(join(dir, file), "utf8"));
}

function jestLine(name, file) {
  const r = read(file);
  return `${name}: ${r.numTotalTests} tests, ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped (${r.numTotalTestSuites} suites)`;
}

function playwrightLine(file) {
  const s = read(file).stats;
  const total = s.expected + s.unexpected + s.flaky + s.skipped;
  return `browser: ${total} tests, ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`;
}

console.log("== test summary");
console.log(jestLine("unit", "unit.json"));
console.log(jestLine("integration", "integration.json"));
console.log(playwrightLine("browser.json"));
