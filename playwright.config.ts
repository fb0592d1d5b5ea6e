// Browser tests in Debian's Chromium (browsers cannot be downloaded here) against the built app started
// by `npm start` on a fresh embedded database in .data-e2e, seeded with the demo companies.
import { defineConfig } from "@playwright/test";
import { BASE_PORT, PORT, SERVER_COUNT, dataDirOf, serverPort } from "./tests/e2e/servers";

// A run on another port (a parallel checkout of the work) keeps its own results.
const SUFFIX = process.env.E2E_PORT ? `-${BASE_PORT}` : "";
// A real OpenID Connect provider for the federated sign-in specs (tests/support/oidc-test-provider.mjs).
const oidcPort = (port: number) => port + 1000;
// A local DNS server (UDP) the custom-domain spec starts, for the ownership check's TXT look-up
// (tests/support/test-dns-server.ts); the spec derives the same port from its server's.
const dnsPort = (port: number) => port + 2000;
const oidcEnv = (port: number) =>
  [
    `OIDC_ISSUER=http://127.0.0.1:${oidcPort(port)}`,
    "OIDC_CLIENT_ID=hr-e2e-client",
    "OIDC_CLIENT_SECRET=hr-e2e-secret-0123456789abcdef",
    "OIDC_PROVIDER_NAME='Test IdP'",
  ].join(" ");

/** One app server on `port` and the OIDC provider it signs in with: each on its own fresh embedded database. */
function serversOn(port: number) {
  const dataDir = dataDirOf(port);
  return [
    {
      command: `OIDC_TEST_CLIENT_ID=hr-e2e-client OIDC_TEST_CLIENT_SECRET=hr-e2e-secret-0123456789abcdef OIDC_TEST_REDIRECT_URIS=http://localhost:${port}/login/b2c/callback node tests/support/oidc-test-provider.mjs ${oidcPort(port)}`,
      url: `http://127.0.0.1:${oidcPort(port)}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${dataDir} && env -u DATABASE_URL DATA_DIR=${dataDir} PORT=${port} DEMO_PASSWORD=demo-password-2026 DNS_RESOLVER=127.0.0.1:${dnsPort(port)} ${oidcEnv(port)} npx tsx scripts/start.ts`,
      url: `http://localhost:${port}/login`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
    },
  ];
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results${SUFFIX}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker per server (tests/e2e/servers.ts): a spec file runs whole on one server, files are handed
  // to whichever worker is free.
  workers: SERVER_COUNT,
  // One retry in CI: a test that fails, then passes, is reported as "flaky" in the list (never silently green),
  // and a timing race in a test does not throw away a whole submission. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: "only-on-failure",
    // Colours change at once (app/globals.css honours it): axe never measures a button half-way through a fade.
    reducedMotion: "reduce",
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
  webServer: Array.from({ length: SERVER_COUNT }, (_, i) => serversOn(serverPort(i))).flat(),
});
