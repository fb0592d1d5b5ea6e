// Issue 16 as people meet it: Active modules shows only switches that change something; the light
// edition's upgrade modal sells only modules that exist; the users screen marks switches that do not apply
// to a role; languages are named in their own language; toasts and the "New for your team" card hide no
// control at 1366 and 375 px; a signed-in 404 keeps the shell; an invalid invitation link says so; an
// admin impersonates the employee and ends it. Screenshots go to $SHOTS_DIR (default /tmp/honest-shots).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openMenu, restoreLanguage, setLanguage, signIn, switchCompany } from "./helpers";

// A failure half-way must not leave the shared demo admin in Dutch for the specs after this one.
test.afterEach(({ page }) => restoreLanguage(page));

test.use({ locale: "en-GB" });

const WIDTHS = [1366, 375] as const;
// Screenshots for looking at, outside the repository.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/honest-shots"}/${name}.png` });

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails when `over` covers any visible element of `targets`. */
async function expectCoversNone(over: Locator, targets: Locator, label: string) {
  const box = await over.boundingBox();
  expect(box, `${label}: the overlay is on screen`).not.toBeNull();
  const count = await targets.count();
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    if (!(await target.isVisible())) continue;
    const other = await target.boundingBox();
    if (other)
      expect(
        intersects(box!, other),
        `${label}: covers ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}`,
      ).toBe(false);
  }
}

test("Active modules lists only switches that change something, each reading on = available", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  for (const lang of ["en", "nl"] as const) {
    await setLanguage(page, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/settings/modules");
      await expect(page.getByTestId("flag-disable_days_off")).toHaveAttribute("aria-checked", "true");
      await shot(page, `modules-${lang}-${width}`);
    }
  }
  await setLanguage(page, "en");
  await page.reload();
  for (const missing of [
    "enable_workflows",
    "enable_performance_evaluations",
    "enable_trainings",
    "disable_fleet",
    "disable_assets",
    "enable_half_days",
    "enable_wage_benchmark",
  ]) {
    await expect(page.getByTestId(`flag-row-${missing}`)).toHaveCount(0);
  }
  await expect(page.getByText("Takes effect when the module ships")).toHaveCount(0);
  await expect(page.getByRole("switch", { name: "Days off and calendar" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Documents", exact: true })).toBeChecked();
  await expect(page.getByRole("switch", { name: /^Turn off/ })).toHaveCount(0);
});

test("light edition: Enable more and the upgrade modal sell only modules that exist", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await switchCompany(page, /Bakkerij Peeters BV/);
  try {
    for (const lang of ["en", "fr"] as const) {
      await setLanguage(page, lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/settings/teams/add?upgrade=open");
        const modal = page.getByTestId("upgrade-modal");
        await expect(modal).toBeVisible();
        // Org chart, expenses, contracts and the five full-only switches that add something.
        await expect(modal.getByTestId("upgrade-gains").getByRole("listitem")).toHaveCount(8);
        await shot(page, `upgrade-${lang}-${width}`);
      }
    }
    await setLanguage(page, "en");
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto("/settings/teams/add?upgrade=open");
    const gains = page.getByTestId("upgrade-modal").getByTestId("upgrade-gains");
    await expect(gains).toContainText("Org chart");
    await expect(gains).toContainText("Contracts");
    await expect(gains).toContainText("Expenses");
    await expect(gains.getByText(/Turn off/)).toHaveCount(0);
    for (const missing of [
      "Assets",
      "Software",
      "Education",
      "Communication",
      "Performance",
      "Workflows",
      "Insights",
    ]) {
      await expect(gains.getByText(missing)).toHaveCount(0);
    }
    await page.keyboard.press("Escape");
    await openMenu(page.getByTestId("enable-more"), page.getByTestId("enable-more-menu"));
    // The built full-only modules: org chart, expenses, contracts.
    await expect(page.getByTestId("enable-more-menu").getByRole("menuitem")).toHaveCount(3);
  } finally {
    await setLanguage(page, "en");
    await page.goto("/");
    await switchCompany(page, /Verhaeghe/);
  }
});

test("users screen: switches that do not apply to the self-service employee are not ticked", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  const popup = page.getByTestId("celebratory-popup");
  await page.addLocatorHandler(popup, async () => {
    await popup
      .getByRole("button", { name: /Close|Sluiten/ })
      .first()
      .click();
  });
  for (const lang of ["en", "nl"] as const) {
    await setLanguage(page, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/settings/users?q=employee%40demo.test");
      const row = page.locator('[data-testid="user-row"][data-email="employee@demo.test"]');
      await row.getByRole("button", { expanded: false }).click();
      const panel = row.getByTestId("user-panel");
      await expect(panel).toBeVisible();
      for (const api of ["employee_insert_access", "excel_exports_access", "wages_access"]) {
        const sw = panel.locator(`[data-switch="${api}"]`);
        await expect(sw).not.toBeChecked();
        await expect(sw).toBeDisabled();
      }
      await expect(panel.locator('[data-switch="fleet_access"]')).toHaveCount(0);
      await panel.locator('[data-switch="excel_exports_access"]').scrollIntoViewIfNeeded();
      await shot(page, `users-${lang}-${width}`);
    }
  }
  await setLanguage(page, "en");
});

test("language pickers name each language in its own language", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  for (const lang of ["fr", "en"] as const) {
    await setLanguage(page, lang);
    await page.goto("/account");
    const picker = page.locator("#account-lang");
    await expect(picker.locator("option")).toHaveText(["English", "Nederlands", "Français"]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await picker.scrollIntoViewIfNeeded();
      await shot(page, `language-${lang}-${width}`);
    }
  }
});

test("a signed-in 404 keeps the header and menu; signed out it stands alone; an invalid invitation says so", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin@demo.test");
  for (const lang of ["en", "nl"] as const) {
    await setLanguage(page, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const res = await page.goto("/no-such-page");
      expect(res?.status()).toBe(404);
      await expect(page.getByTestId("app-header")).toBeVisible();
      await expect(page.getByTestId("not-found-message")).toBeVisible();
      await expect(page.getByTestId("support-button")).toBeVisible();
      await shot(page, `404-${lang}-${width}`);
    }
  }
  await setLanguage(page, "en");
  // An app page's own 404 (a person that does not exist) keeps the shell too.
  const missingPerson = await page.goto("/people/999999999");
  expect(missingPerson?.status()).toBe(404);
  await expect(page.getByTestId("app-header")).toBeVisible();
  await expect(page.locator("main#main")).toHaveCount(1);

  const anonymous = await browser.newContext({ locale: "nl-BE" });
  const visitor = await anonymous.newPage();
  // Signed out, unknown app pages go to /login (proxy.ts); an unknown page among the public ones is the plain 404.
  const plain = await visitor.goto("/login/no-such-page");
  expect(plain?.status()).toBe(404);
  await expect(visitor.getByTestId("not-found-message")).toBeVisible();
  await expect(visitor.getByTestId("app-header")).toHaveCount(0);

  const invite = await visitor.goto("/user/email_invites/2b1f7a52-8f4f-4a4e-9a59-0c6f3c1d2e10/" + "A".repeat(43));
  expect(invite?.status()).toBe(404);
  await expect(visitor.getByTestId("invite-invalid")).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Deze uitnodiging is niet meer geldig" })).toBeVisible();
  for (const width of WIDTHS) {
    await visitor.setViewportSize({ width, height: 700 });
    await shot(visitor, `invite-invalid-nl-${width}`);
  }
  await visitor.getByRole("link", { name: "Aanmelden" }).click();
  await expect(visitor).toHaveURL(/\/login/);
  await anonymous.close();
});

test("admin impersonates the employee from /settings/users, sees the banner, and ends it", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  const popup = page.getByTestId("celebratory-popup");
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole("button", { name: "Close" }).first().click();
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/settings/users?q=employee%40demo.test");
  const row = page.locator('[data-testid="user-row"][data-email="employee@demo.test"]');
  await row.getByRole("button", { expanded: false }).click();
  await row.getByTestId("impersonate").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Continue as");
  await shot(page, "impersonate-confirm-en-1366");
  await dialog.getByRole("button", { name: "Impersonate" }).click();
  const banner = page.getByTestId("impersonation-label");
  await expect(banner).toBeVisible();
  await expect(page).not.toHaveURL(/settings\/users/);
  await shot(page, "impersonating-en-1366");
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, "impersonating-en-375");
  await banner.getByTestId("impersonation-end").click();
  await expect(page.getByTestId("impersonation-label")).toHaveCount(0);
  await page.goto("/settings/users");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Other admins are never offered.
  await page.goto("/settings/users?q=admin%40demo.test");
  const self = page.locator('[data-testid="user-row"][data-email="admin@demo.test"]');
  await self.getByRole("button", { expanded: false }).click();
  await expect(self.getByTestId("impersonate")).toHaveCount(0);
});

test("toasts and the New-for-your-team card cover no control at 1366 and 375", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  // The celebratory card on /people, for an admin who has not answered it: it must leave the pagination,
  // the header search, the export button and the Support button free.
  const reset = await page.evaluate(async () =>
    (await fetch("/api/celebratory_triggers/hasCelebratoryTriggerAccess/hasAccess?feature=self_service")).json(),
  );
  const cardShown = reset.hasAccess === true;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 768 });
    await page.goto("/people");
    if (cardShown) {
      const card = page.getByTestId("celebratory-popup");
      await expect(card).toBeVisible();
      if (width === 1366)
        await expect
          .poll(() => card.getByTestId("celebratory-image").evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
      await shot(page, `celebratory-en-${width}`);
      await expectCoversNone(
        card,
        page.locator(
          'nav[aria-label] button, nav[aria-label] a, [data-testid="support-button"], [data-testid="app-header"] input, [role="progressbar"]',
        ),
        `card ${width}`,
      );
      const cardBox = (await card.boundingBox())!;
      // On a phone it takes little room.
      if (width === 375) expect(cardBox.height).toBeLessThan(740 / 3);
      // At the bottom of the page the pagination is free as well.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expectCoversNone(
        card,
        page.locator('nav[aria-label] button, [data-testid="support-button"]'),
        `card scrolled ${width}`,
      );
    }
  }

  // A toast from a switch on Active modules: not over the switch, the header, or the Support button.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 768 });
    await page.goto("/settings/modules");
    const toggle = page.getByTestId("flag-enable_day_off_education");
    await toggle.scrollIntoViewIfNeeded();
    const before = await toggle.getAttribute("aria-checked");
    await toggle.click();
    const toast = page.getByTestId("toast-success").last();
    await expect(toast).toBeVisible();
    // Let the stack settle where it goes.
    await page.waitForTimeout(600);
    await shot(page, `toast-en-${width}`);
    await expectCoversNone(
      toast,
      page.locator(
        '[data-testid="flag-enable_day_off_education"], [data-testid="app-header"], [data-testid="support-button"]',
      ),
      `toast ${width}`,
    );
    await toast.getByRole("button").click();
    await expect(toggle).toHaveAttribute("aria-checked", before === "true" ? "false" : "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", before ?? "false");
  }

  // An error toast while a dialog is open: not over the dialog's title nor the button that triggered it
  // (the light edition's upgrade modal, booking a demo fails).
  await switchCompany(page, /Bakkerij Peeters BV/);
  try {
    await page.route("**/api/upgrade/bookDemo", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "Try again later" } } }),
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 768 });
      await page.goto("/settings/teams/add?upgrade=open");
      const modal = page.getByTestId("upgrade-modal");
      await expect(modal).toBeVisible();
      await modal.getByRole("button", { name: "Book a demo" }).click();
      const toast = page.getByTestId("toast-error").last();
      await expect(toast).toBeVisible();
      await page.waitForTimeout(600);
      await shot(page, `toast-dialog-en-${width}`);
      await expectCoversNone(
        toast,
        page.locator('[role="dialog"] h2, [data-testid="upgrade-modal"] button'),
        `dialog toast ${width}`,
      );
      await toast.getByRole("button").click();
      await page.keyboard.press("Escape");
    }
  } finally {
    await page.unroute("**/api/upgrade/bookDemo");
    await page.goto("/");
    await switchCompany(page, /Verhaeghe/);
  }
});
