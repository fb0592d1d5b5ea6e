// What people do with the directory and the employee page: an admin adds a person (a bad national number
// gets its field's message), edits and deletes them; a team_only manager sees only their team and no
// wages; a read-only user gets no editing control; a self-service employee cannot open /people.
// Demo users other than the admin may read Dutch or French, so their checks use test ids and links.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";

test.use({ locale: "en-GB" });

const wagesTab = (page: Page) => page.locator('nav a[href$="?tab=wages"]');

test("admin adds a person, fixes a bad national number, edits and deletes them", async ({ page }, info) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/people");
  await expect(page.getByRole("heading", { name: "People", exact: true })).toBeVisible();
  await expect(page.getByTestId("people-row").first()).toBeVisible();
  await expect(page.getByTestId("people-excel")).toBeVisible();

  const last = `Tester${Date.now() % 100000}`;
  await page.getByTestId("add-person").click();
  const dialog = page.getByTestId("add-person-dialog");
  await dialog.getByLabel("First name", { exact: true }).fill("Eva");
  await dialog.getByLabel("Last name", { exact: true }).fill(last);
  await dialog.getByLabel("National number", { exact: true }).fill("12345678901");
  await dialog.getByRole("button", { name: "Add person" }).click();
  await expect(dialog.getByText("National number is not a valid national number")).toBeVisible();
  await expect(dialog.getByLabel("National number", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("National number", { exact: true }).fill("85073003328");
  await dialog.getByRole("button", { name: "Add person" }).click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
  await expect(page.getByTestId("person-name")).toHaveText(`Eva ${last}`);
  await expect(wagesTab(page)).toHaveCount(1);

  // Dutch name parts: the insertion joins the shown name.
  await page.getByLabel("Insertion (tussenvoegsel)").fill("van");
  await page.getByLabel("Job title").fill("Quality tester");
  await expect(page.getByTestId("display-name-preview")).toHaveText(`Eva van ${last}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("person-name")).toHaveText(`Eva van ${last}`);
  await page.reload();
  await expect(page.getByLabel("Job title")).toHaveValue("Quality tester");
  await page.screenshot({ path: `test-results/people-person-${info.project.name}.png`, fullPage: true });

  // Role history: a new current role starting today (sent as "now").
  await page.locator('nav a[href$="?tab=roles"]').click();
  await page.getByRole("button", { name: "Set current role" }).click();
  const roleDialog = page.getByTestId("role-dialog");
  await roleDialog.getByLabel("Role", { exact: true }).fill("Quality lead");
  await roleDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("role-history")).toContainText("Quality lead");

  // The directory finds them through the URL's search.
  await page.goto(`/people?search=${last}`);
  await expect(page.getByTestId("people-row")).toHaveCount(1);
  await page.getByTestId("people-row").getByRole("link").click();
  await expect(page.getByTestId("person-name")).toHaveText(`Eva van ${last}`);

  await page.getByRole("button", { name: "Delete person" }).click();
  const confirm = page.getByTestId("delete-person-dialog");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByTestId("person-deleted")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();
  await page.goto(`/people?search=${last}`);
  await expect(page.getByTestId("people-row")).toHaveCount(0);
});

test("the directory and a person's page on a phone @phone", async ({ page }, info) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/people");
  // On a phone the directory is a card list, on wider screens the table (tests/e2e/self-service.spec.ts).
  const entry = page.getByTestId(info.project.name === "phone" ? "people-card" : "people-row").first();
  await expect(entry).toBeVisible();
  await page.screenshot({ path: `test-results/people-list-${info.project.name}.png`, fullPage: true });
  await entry.getByRole("link").click();
  await expect(page.getByTestId("person-name")).toBeVisible();
  await expect(page.getByTestId("personal-data-form")).toBeVisible();
  await page.screenshot({ path: `test-results/people-detail-${info.project.name}.png`, fullPage: true });
  await wagesTab(page).click();
  await expect(page.getByTestId("wage-section")).toBeVisible();
  await page.screenshot({ path: `test-results/people-wages-${info.project.name}.png`, fullPage: true });
});

test("a team_only manager sees only their team and no wages", async ({ page }) => {
  await signIn(page, "manager@demo.test");
  await page.goto("/people");
  const rows = page.getByTestId("people-row");
  await expect(rows.first()).toBeVisible();
  // The default columns include the team: every row is in the manager's Logistics team.
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText("Logistics");
  await rows.first().getByRole("link").click();
  await expect(page.getByTestId("person-name")).toBeVisible();
  await expect(wagesTab(page)).toHaveCount(0);
  // Asking for the wages section by URL shows the personal data instead.
  await page.goto(`${new URL(page.url()).pathname}?tab=wages`);
  await expect(page.getByTestId("section-personal")).toBeVisible();
  await expect(page.getByTestId("wage-section")).toHaveCount(0);
});

test("a read-only user reads people without any editing control", async ({ page }) => {
  await signIn(page, "readonly@demo.test");
  await page.goto("/people");
  await expect(page.getByTestId("people-row").first()).toBeVisible();
  await expect(page.getByTestId("add-person")).toHaveCount(0);
  await page.getByTestId("people-row").first().getByRole("link").click();
  await expect(page.getByTestId("personal-data-view")).toBeVisible();
  await expect(page.getByTestId("personal-data-form")).toHaveCount(0);
  await expect(page.locator("main section input, main section select, main section textarea")).toHaveCount(0);
});

test("a self-service employee cannot open /people", async ({ page }) => {
  await signIn(page, "employee@demo.test");
  const response = await page.goto("/people");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("people-table")).toHaveCount(0);
});
