// One date rule in the browser: in an en-US browser (whose own date inputs would say 11/25/2026) the
// people form and the leave dialog show and take DD/MM/YYYY, and the audit trail shows DD/MM/YYYY HH:MM;
// an error on the people form comes back with the field's label.
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test.use({ locale: "en-US", timezoneId: "America/New_York" });

const DAY = /^\d{2}\/\d{2}\/\d{4}$/;

test("the people form shows DD/MM/YYYY in an en-US browser, and its audit trail too", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/people");
  await page.getByTestId("people-row").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/people\/\d+$/);

  const start = page.getByLabel("Start date", { exact: true });
  await expect(start).toHaveAttribute("placeholder", "DD/MM/YYYY");
  await expect(start).toHaveValue(DAY);
  // No browser-locale date input is on the screen (the calendar button's picker stays hidden).
  await expect(page.locator('input[type="date"]:visible')).toHaveCount(0);

  // Typed the European way, kept the European way; a US-order date is refused with the field's label.
  await start.fill("11/25/2026");
  await page.getByLabel("Job title", { exact: true }).click();
  await expect(page.getByText("Start date is not a valid date")).toBeVisible();
  await start.fill("25112026");
  await page.getByLabel("Job title", { exact: true }).click();
  await expect(start).toHaveValue("25/11/2026");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast-success")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Start date", { exact: true })).toHaveValue("25/11/2026");

  await page.goto(`${new URL(page.url()).pathname}?tab=audit`);
  const trail = page.getByTestId("audit-trail");
  await expect(trail.locator("time").first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(trail).toContainText("Changed · Person");
  await expect(trail).toContainText("Start date:");
  await expect(trail).toContainText("25/11/2026");
  await expect(trail).not.toContainText("start_date");
});

test("the leave dialog's days are DD/MM/YYYY in an en-US browser", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/calendar");
  await page.getByRole("button", { name: "Request leave" }).first().click();
  const dialog = page.getByTestId("request-leave-dialog");
  const first = dialog.getByLabel("First day", { exact: true });
  await expect(first).toHaveValue(DAY);
  await first.fill("31/02/2027");
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await first.fill("01/03/2027");
  await expect(first).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Last day", { exact: true })).toHaveValue(DAY);
});
