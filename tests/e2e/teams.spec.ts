// What a person does with teams: an admin creates one and sees it; a read-only user finds no control
// that would change anything; a stranger is sent to sign in.
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, openMenu, signIn } from "./helpers";

test.use({ locale: "en-GB" });

test("admin signs in, creates a team and sees it in the list @phone", async ({ page }, info) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/settings/teams/add");
  await expect(page.getByRole("heading", { name: "Create a team" })).toBeVisible();
  const name = `Night shift ${info.project.name} ${Date.now() % 100000}`;
  await page.getByLabel("Team name").fill(name);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByTestId("team-list").getByText(name, { exact: true })).toBeVisible();
  // The controls a read-only user must not get are really there for an admin.
  await expect(page.getByTestId("team-list").getByRole("button").first()).toBeVisible();
  await page.screenshot({ path: `test-results/teams-admin-${info.project.name}.png`, fullPage: true });

  // The list survives a reload: it was stored, not just drawn.
  await page.reload();
  await expect(page.getByTestId("team-list").getByText(name, { exact: true })).toBeVisible();
});

test("admin renames a team, then deletes it after confirming", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/settings/teams/add");
  const name = `Temp ${Date.now() % 100000}`;
  await page.getByLabel("Team name").fill(name);
  await page.getByRole("button", { name: "Create team" }).click();
  const list = page.getByTestId("team-list");
  await expect(list.getByText(name, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Rename ${name}` }).click();
  await list.getByLabel("Team name").fill(`${name} renamed`);
  await list.getByRole("button", { name: "Save" }).click();
  await expect(list.getByText(`${name} renamed`, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Delete ${name} renamed` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(list.getByText(`${name} renamed`, { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("team-list").getByText(`${name} renamed`, { exact: true })).toHaveCount(0);
});

test("admin gets the field's message for an empty team name", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/settings/teams/add");
  await page.getByLabel("Team name").fill("   ");
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByText("name is required")).toBeVisible();
});

test("read-only user sees the teams but no edit control", async ({ page }, info) => {
  await signIn(page, "readonly@demo.test");
  // The demo read-only user reads Dutch (their profile language); checks here do not depend on wording.
  await expect(page.getByTestId("read-only-badge")).toBeVisible();
  await page.goto("/settings/teams/add");
  await expect(page.getByTestId("team-row").first()).toBeVisible();
  await expect(page.locator("main input, main textarea, main select")).toHaveCount(0);
  await expect(page.locator("main").getByRole("button")).toHaveCount(0);
  await page.screenshot({ path: `test-results/teams-readonly-${info.project.name}.png`, fullPage: true });
});

test("a signed-out visitor is sent to the sign-in page and back after signing in", async ({ page }) => {
  await page.goto("/settings/teams/add");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsettings%2Fteams%2Fadd/);
  await page.getByLabel("Email").fill("admin@demo.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/settings\/teams\/add$/);
});

test("a wrong password shows a clear error", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("admin@demo.test");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("The email or password is not correct.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("signing out ends the session", async ({ page }) => {
  await signIn(page, "manager@demo.test");
  // Sign out sits in the profile popup.
  await openMenu(page.getByTestId("current-user"), page.getByTestId("sign-out"));
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/settings/teams/add");
  await expect(page).toHaveURL(/\/login/);
});

test("the screens follow the browser's language", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "nl-BE",
    extraHTTPHeaders: { "Accept-Language": "nl-BE,nl;q=0.9" },
  });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Aanmelden" })).toBeVisible();
  await context.close();
});
