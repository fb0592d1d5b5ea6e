// Security settings in the browser: an admin sets a custom domain and is told which DNS records to create;
// the domain stays pending (no branding) until its TXT record, served by a local DNS server the app is
// pointed at (DNS_RESOLVER in playwright.config.ts), is verified; then the sign-in page requested on that
// domain (Host header) shows the company's branding, our own host not. Also: the OAuth server metadata is
// public at its RFC 8414 address.
import { expect, test } from "@playwright/test";
import { startTestDnsServer, type TestDnsServer } from "../support/test-dns-server";
import { signIn } from "./helpers";
import { PORT } from "./servers";

test.use({ locale: "en-GB" });

// The same port playwright.config.ts gives this worker's server as DNS_RESOLVER.
const DNS_PORT = PORT + 2000;
let dns: TestDnsServer;

test.beforeAll(async () => {
  dns = await startTestDnsServer(DNS_PORT);
});
test.afterAll(async () => {
  await dns.close();
});

test("admin sets a custom domain, proves it with the TXT record, and the sign-in page on that host is then branded", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, "admin@demo.test");
  const companyName = (await page.getByTestId("account-switcher").getByTestId("logo").innerText()).trim();
  await page.goto("/settings/security");
  await expect(page.getByRole("heading", { name: "Security", exact: true })).toBeVisible();
  await expect(page.getByTestId("access-type")).toBeVisible();

  const domain = `hr-${Date.now() % 1_000_000}.acme-e2e.example`;
  // A bad name is refused with the field's message, nothing saved.
  await page.getByLabel("Domain name").fill("10.0.0.1");
  await page.getByTestId("custom-domain-save").click();
  await expect(page.getByTestId("custom-domain").getByText(/not an IP address/)).toBeVisible();

  await page.getByLabel("Domain name").fill(domain.toUpperCase());
  await page.getByTestId("custom-domain-save").click();
  const dnsBox = page.getByTestId("custom-domain-dns");
  await expect(dnsBox).toBeVisible();
  await expect(page.getByTestId("custom-domain-dns-cname")).toContainText(domain);
  await expect(page.getByTestId("custom-domain-dns-cname")).toContainText(new URL(baseURL!).hostname);
  const txt = page.getByTestId("custom-domain-dns-txt");
  await expect(txt).toContainText(`_hr-verification.${domain}`);
  await expect(page.getByTestId("custom-domain-current")).toContainText(domain);
  await expect(page.getByTestId("custom-domain-status")).toHaveText("Pending verification");

  // (That a pending domain does not brand is checked by the integration test: a request here would put
  // "no branding" into the host's branding cache for a minute.)
  // Verifying without the record says what is missing; with it, the domain is verified.
  await page.getByTestId("custom-domain-verify").click();
  await expect(
    page
      .getByTestId("custom-domain")
      .getByText(/No TXT record/)
      .first(),
  ).toBeVisible();
  const value = (await txt.locator("td").nth(2).innerText()).trim();
  expect(value).toMatch(/^hr-verify=[0-9a-f]{32}$/);
  dns.txt.set(`_hr-verification.${domain}`, [value]);
  await page.getByTestId("custom-domain-verify").click();
  await expect(page.getByTestId("custom-domain-status")).toHaveText("Verified");
  await expect(page.getByTestId("custom-domain-dns-txt")).toHaveCount(0);
  await expect(page.getByTestId("custom-domain-verify")).toHaveCount(0);

  // Signed out, on the custom domain: the sign-in page names the company.
  const anonymous = await playwright.request.newContext({ baseURL });
  const branded = await anonymous.get("/login", { headers: { host: domain } });
  expect(branded.status()).toBe(200);
  const html = await branded.text();
  expect(html).toContain('data-testid="host-branding"');
  expect(html).toContain(`Sign in to ${companyName.replace(/&/g, "&amp;")}`);

  // Our own host: no branding. A forged X-Forwarded-Host is not trusted either.
  const plain = await (await anonymous.get("/login", { headers: { "x-forwarded-host": domain } })).text();
  expect(plain).not.toContain('data-testid="host-branding"');
  await anonymous.dispose();

  // Clean up: the domain is removed again.
  await page.getByRole("button", { name: "Remove domain" }).click();
  await expect(page.getByTestId("custom-domain-current")).toContainText("No custom domain set.");
});

test("the OAuth server metadata is public at /.well-known/oauth-authorization-server", async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const res = await anonymous.get("/.well-known/oauth-authorization-server", { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({
    issuer: baseURL,
    token_endpoint: `${baseURL}/api/oauth/token`,
    response_types_supported: ["code"],
    code_challenge_methods_supported: ["S256"],
  });
  await anonymous.dispose();
});
