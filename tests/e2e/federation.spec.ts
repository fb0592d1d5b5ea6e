// What a person does with single sign-on, login migration and impersonation, in Chromium against the
// built app and a real OpenID Connect provider (tests/support/oidc-test-provider.mjs, started by
// playwright.config.ts). Checks do not depend on wording: demo users read different languages.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn, expectSignedInAs } from "./helpers";

test.use({ locale: "en-GB" });

async function me(
  page: Page,
): Promise<{ user_id: string; real_name: string; email: string; is_impersonating: boolean }> {
  return page.evaluate(async () => (await fetch("/user/details")).json());
}

async function post(page: Page, path: string, body: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, body },
  );
}

async function userIdOf(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const { user_id } = await me(page);
  await context.close();
  return user_id;
}

/** At the test identity provider: type the email and continue. */
async function signInAtIdp(page: Page, email: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a user who must migrate is sent to /account-migration, migrates at the identity provider, then signs in with it", async ({
  page,
  browser,
}, info) => {
  const employeeId = await userIdOf(browser, "employee@demo.test");
  // The admin requires this user to move from today.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "admin@demo.test");
  const today = new Date().toISOString().slice(0, 10);
  expect(await post(admin, "/admin/user/oei-force-migration-date", { user_id: employeeId, date: today })).toMatchObject(
    { status: 200 },
  );

  await signIn(page, "employee@demo.test");
  await expect(page).toHaveURL(/\/account-migration$/);
  const panel = page.getByTestId("account-migration");
  await expect(panel).toHaveAttribute("data-state", "can_migrate");
  await expect(panel.getByRole("alert")).toBeVisible(); // "required from …"
  await page.screenshot({ path: `test-results/federation-migration-${info.project.name}.png`, fullPage: true });
  // Any other page sends them back here.
  await page.goto("/settings/teams/add");
  await expect(page).toHaveURL(/\/account-migration$/);

  await page.getByTestId("start-migration").click();
  const identity = `employee.${Date.now()}@idp.test`;
  await signInAtIdp(page, identity);
  await expect(page).toHaveURL(/\/account-migration\?done=1$/);
  await expect(panel).toHaveAttribute("data-state", "migrated");
  await expect(panel.getByRole("status")).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  expect((await me(page)).user_id).toBe(employeeId);

  // Signed out, the identity now signs the person in.
  await page.context().clearCookies();
  await page.goto("/login/b2c");
  await signInAtIdp(page, identity);
  await expect(page.getByTestId("current-user")).toBeVisible();
  expect((await me(page)).user_id).toBe(employeeId);
  await admin.context().close();
});

test("an identity nobody uses is linked after a password sign-in, and signs that person in afterwards", async ({
  page,
}, info) => {
  const identity = `manager.${Date.now()}@private-idp.test`;
  await page.goto("/login/b2c");
  await signInAtIdp(page, identity);
  await expect(page).toHaveURL(/\/login\/sso-failed\?reason=no_account$/);
  await expect(page.getByTestId("sso-failed-reason")).toHaveAttribute("data-reason", "no_account");
  await page.screenshot({ path: `test-results/federation-no-account-${info.project.name}.png`, fullPage: true });

  await page.locator('a[href^="/login?callbackUrl="]').click();
  await page.getByLabel("Email").fill("manager@demo.test");
  await page.getByLabel("Password").fill("demo-password-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/linked-identities$/);
  await expect(page.getByText(identity)).toBeVisible();
  await page.getByTestId("link-identity-confirm").click();
  await expect(page.getByTestId("linked-identities").getByText(identity)).toBeVisible();
  await page.screenshot({ path: `test-results/federation-linked-${info.project.name}.png`, fullPage: true });
  const manager = await me(page);

  await page.context().clearCookies();
  await page.goto("/login/b2c");
  await signInAtIdp(page, identity);
  await expect(page.getByTestId("current-user")).toBeVisible();
  expect((await me(page)).user_id).toBe(manager.user_id);
});

test("a forged OIDC callback (wrong state) is refused with an explanation and no session", async ({ page }) => {
  await page.goto("/login/b2c/callback?code=forged&state=forged");
  await expect(page).toHaveURL(/\/login\/sso-failed\?reason=state$/);
  await expect(page.getByTestId("sso-failed-reason")).toHaveAttribute("data-reason", "state");
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
});

test("an admin impersonates a user, sees the app as them, and ends it back in their own session", async ({
  page,
  browser,
}, info) => {
  const payrollId = await userIdOf(browser, "payroll@demo.test");
  await signIn(page, "admin@demo.test");
  const admin = await me(page);

  const started = await post(page, "/api/impersonation/start", { user_id: payrollId });
  expect(started.status).toBe(200);
  await page.goto(started.body.redirect_to);
  const as = await me(page);
  expect(as).toMatchObject({ user_id: payrollId, is_impersonating: true });
  await expectSignedInAs(page, as.real_name || as.email);
  await page.screenshot({ path: `test-results/federation-impersonating-${info.project.name}.png`, fullPage: true });
  // While impersonating, accounts cannot be switched.
  expect((await post(page, "/api/accounts/switch", { subdomain: "anything" })).status).toBe(403);

  // The shell shows whose session this is; its button ends the impersonation.
  const label = page.getByTestId("impersonation-label");
  await expect(label).toContainText("Verhaeghe & Dubois NV");
  await expect(page.getByTestId("account-switcher")).toHaveAttribute("data-static", "true");
  await label.getByTestId("impersonation-end").click();
  await expect(page.getByTestId("impersonation-label")).toHaveCount(0);
  await expect(page.getByTestId("current-user")).toBeVisible();
  expect(await me(page)).toMatchObject({ user_id: admin.user_id, is_impersonating: false });
});
