// Browser tests in Debian's Chromium (browsers cannot be downloaded here) against the built app started
// by `npm start` on a fresh embedded database in .data-e2e, seeded with the demo companies.
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A run on another port (a parallel checkout of the work) keeps its own database and results.
const SUFFIX = process.env.E2E_PORT ? `-${PORT}` : "";
const DATA_DIR = `.data-e2e${SUFFIX}`;
// A real OpenID Connect provider for the federated sign-in specs (tests/support/oidc-test-provider.mjs).
const OIDC_PORT = PORT + 1000;
// A local DNS server (UDP) the custom-domain spec starts, for the ownership check's TXT look-up
// (tests/support/test-dns-server.ts); the spec derives the same port from E2E_PORT.
const DNS_PORT = PORT + 2000;
const OIDC_ENV = [
  `OIDC_ISSUER=http://127.0.0.1:${OIDC_PORT}`,
  "OIDC_CLIENT_ID=hr-e2e-client",
  "OIDC_CLIENT_SECRET=hr-e2e-secret-0123456789abcdef",
  "OIDC_PROVIDER_NAME='Test IdP'",
].join(" ");

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results${SUFFIX}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a test that fails, then passes, is reported as "flaky" in the list (never silently green),
  // and a timing race in a test does not throw away a whole submission. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
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
  webServer: [
    {
      command: `OIDC_TEST_CLIENT_ID=hr-e2e-client OIDC_TEST_CLIENT_SECRET=hr-e2e-secret-0123456789abcdef OIDC_TEST_REDIRECT_URIS=http://localhost:${PORT}/login/b2c/callback node tests/support/oidc-test-provider.mjs ${OIDC_PORT}`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${DATA_DIR} && env -u DATABASE_URL DATA_DIR=${DATA_DIR} PORT=${PORT} DEMO_PASSWORD=demo-password-2026 DNS_RESOLVER=127.0.0.1:${DNS_PORT} ${OIDC_ENV} npx tsx scripts/start.ts`,
      url: `http://localhost:${PORT}/login`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "pipe",
    },
  ],
});
