// Browser tests in Debian's Chromium (browsers cannot be downloaded here) against the built app started
// by `npm start` on a fresh embedded database in .data-e2e, seeded with the demo companies.
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: {
    command: `rm -rf .data-e2e && env -u DATABASE_URL DATA_DIR=.data-e2e PORT=${PORT} DEMO_PASSWORD=demo-password-2026 npx tsx scripts/start.ts`,
    url: `http://localhost:${PORT}/login`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
