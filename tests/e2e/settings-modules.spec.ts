// Settings as an admin uses them: the index links to the screens, a module switched off on
// /settings/modules leaves the menu (disable_days_off hides Calendar) and comes back when switched on,
// and the company screen shows the company's details.
import { expect, test, type Page } from "@playwright/test";
import { signIn, switchCompany } from "./helpers";

test.use({ locale: "en-GB" });

// The switch reads on = available ("Days off and calendar"): it shows disable_days_off turned around.
const daysOffSwitch = (page: Page) => page.getByTestId("flag-disable_days_off");
const leftMenu = (page: Page) => page.getByTestId("left-menu-item");

async function setDaysOff(page: Page, off: boolean) {
  const toggle = daysOffSwitch(page);
  if ((await toggle.getAttribute("aria-checked")) !== String(!off)) await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", String(!off));
}

test("admin switches days off off: Calendar leaves the menu, and comes back when switched on", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await page
    .getByTestId("settings-index")
    .getByRole("link", { name: /Active modules/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/modules$/);
  await expect(page.getByRole("heading", { name: "Active modules" })).toBeVisible();
  await expect(page.getByTestId("flag-group-modules")).toBeVisible();
  await expect(leftMenu(page).filter({ hasText: "Calendar" })).toHaveCount(1);

  try {
    await setDaysOff(page, true);
    await expect(leftMenu(page).filter({ hasText: "Calendar" })).toHaveCount(0);
    // Stored, not only drawn: after a reload the switch and the menu agree, and the page is closed.
    await page.reload();
    await expect(daysOffSwitch(page)).toHaveAttribute("aria-checked", "false");
    await expect(leftMenu(page).filter({ hasText: "Calendar" })).toHaveCount(0);
    const closed = await page.goto("/calendar");
    expect(closed?.status()).toBe(404);
    await page.goto("/settings/modules");
  } finally {
    await setDaysOff(page, false);
  }
  await expect(leftMenu(page).filter({ hasText: "Calendar" })).toHaveCount(1);
  await page.reload();
  await expect(daysOffSwitch(page)).toHaveAttribute("aria-checked", "true");
  await expect(leftMenu(page).filter({ hasText: "Calendar" })).toHaveCount(1);
});

test("admin sees the company screen with its details and logo upload", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/settings/company");
  await expect(page.getByRole("heading", { name: "Company", exact: true })).toBeVisible();
  await expect(page.getByTestId("company-summary")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).not.toHaveValue("");
  await expect(page.getByTestId("logo-input")).toBeVisible();
});

test("a read-only user cannot open the settings screens", async ({ page }) => {
  await signIn(page, "readonly@demo.test");
  const res = await page.goto("/settings/modules");
  expect(res?.status()).toBe(404);
});

test("light admin sees full-only flags with the upgrade prompt, which opens the upgrade flow", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  const switchTo = (name: RegExp) => switchCompany(page, name);
  await switchTo(/Bakkerij Peeters BV/);
  try {
    await page.goto("/settings/modules");
    const prompt = page.getByTestId("flag-upgrade-enable_multiple_managers");
    await expect(prompt).toContainText("Available in the full edition.");
    await expect(page.getByTestId("flag-enable_multiple_managers")).toHaveCount(0);
    // A flag light accounts may use keeps its switch.
    await expect(daysOffSwitch(page)).toBeVisible();
    await prompt.getByTestId("upgrade-button").click();
    await expect(page.getByTestId("upgrade-modal")).toBeVisible();
    await page.keyboard.press("Escape");
  } finally {
    // Other specs expect the admin to land in the full-edition company.
    await page.goto("/");
    await switchTo(/Verhaeghe/);
  }
});
