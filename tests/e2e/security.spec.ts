// Security settings in the browser: an admin sets a custom domain and is told which DNS record to create;
// the sign-in page requested on that domain (Host header) shows the company's branding, our own host not.
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test.use({ locale: "en-GB" });

test("admin sets a custom domain, sees the DNS record, and the sign-in page on that host is branded", async ({ page, playwright, baseURL }) => {
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
  const dns = page.getByTestId("custom-domain-dns");
  await expect(dns).toBeVisible();
  await expect(dns).toContainText("CNAME");
  await expect(dns).toContainText(domain);
  await expect(dns).toContainText(new URL(baseURL!).hostname);
  await expect(page.getByTestId("custom-domain-current")).toContainText(domain);

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
