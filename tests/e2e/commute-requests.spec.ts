// Commute requests in the browser (issue 22): an employee declares a bicycle commute on /account/requests
// from a phone-sized page, HR accepts it in /inbox with a message and sends it with this month's payroll as a
// one-off, and the employee sees it processed with its monthly allowance (12.5 km x 20 days x EUR 0.37 =
// EUR 92.50, the default rate). HR's commute rates on /settings/commutes are shown and saved. Screens at 1366
// and 375 px in English and Dutch, axe clean, no sideways scroll. Screenshots go to test-results/commute-*.png.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAxeClean, signIn } from "./helpers";

test.use({ locale: "en-GB" });
// Several users, pages and languages per test on a 2-core machine shared with other work.
test.setTimeout(240_000);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function setLanguage(page: Page, lang: "en" | "nl") {
  const status = await page.evaluate(
    async (l) =>
      (
        await fetch("/user/changeLang", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ lang: l, dialect: null }),
        })
      ).status,
    lang,
  );
  expect(status).toBe(200);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/commute-${name}.png`, fullPage: true });

async function pageAt(browser: Browser, width: 375 | 1366) {
  const context = await browser.newContext(
    width === 375
      ? { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 900 } },
  );
  return context.newPage();
}

test("an employee declares a commute on a phone; HR accepts it in /inbox and sends it with the payroll month", async ({
  browser,
}) => {
  const note = `Bike ${Date.now().toString(36)}`;
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;

  const employee = await pageAt(browser, 375);
  await signIn(employee, "employee@demo.test");
  await setLanguage(employee, "en");
  await employee.goto("/account/requests");
  const form = employee.getByRole("form", { name: "Commute" });
  await form.getByLabel("Means of transport").selectOption("bike");
  await form.getByLabel("Kilometres a day").fill("12,5");
  await form.getByLabel("Days a month").fill("20");
  await form.getByLabel("Note").fill(note);
  await expectNoSidewaysScroll(employee);
  await expectAxeClean(employee, { all: true });
  await shot(employee, "employee-form-375-en");
  await form.getByRole("button", { name: "Declare commute" }).click();
  const mine = employee.locator("[data-testid^=my-commute-]").first();
  await expect(mine).toContainText("Bicycle · Pending");

  // HR at desktop width, in Dutch first: the request waits in the inbox's commute section.
  const hr = await pageAt(browser, 1366);
  await signIn(hr, "admin@demo.test");
  await setLanguage(hr, "nl");
  await hr.goto("/inbox?kind=commute");
  const item = hr.locator("[data-testid^=inbox-commute-]").filter({ hasText: note });
  await expect(item).toContainText("Fiets");
  await expect(item).toContainText("12,5 km per dag");
  await expectAxeClean(hr, { all: true });
  await shot(hr, "hr-inbox-1366-nl");
  await setLanguage(hr, "en");
  await hr.reload();
  await expect(item).toContainText("Bicycle · Pending");
  await expect(item).toContainText("12.5 km a day, 20 days a month");
  await shot(hr, "hr-inbox-1366-en");

  await item.getByLabel(/Message to the employee/).fill("Enjoy the ride");
  await item.getByRole("button", { name: /^Accept:/ }).click();
  await expect(item).toContainText("Accepted");
  await expect(item).toContainText("allowance €92.50 a month");
  // Accepted, not yet sent: still in HR's inbox, now with only the payroll month to choose.
  await expect(item.getByRole("button", { name: /^Accept:/ })).toHaveCount(0);
  await item.getByLabel("Payroll month", { exact: true }).fill(month);
  await item.getByRole("button", { name: /^Send with payroll month:/ }).click();
  await expect(hr.locator("[data-testid^=inbox-commute-]").filter({ hasText: note })).toHaveCount(0);

  // The employee sees it processed with the allowance and HR's message, in English and in Dutch.
  await employee.reload();
  await expect(mine).toContainText("Bicycle · Processed");
  await expect(mine).toContainText("€92.50");
  await expect(mine).toContainText("Enjoy the ride");
  await expectNoSidewaysScroll(employee);
  await shot(employee, "employee-processed-375-en");
  await setLanguage(employee, "nl");
  await employee.reload();
  await expect(mine).toContainText("Fiets · Verwerkt");
  await expectNoSidewaysScroll(employee);
  await expectAxeClean(employee, { all: true });
  await shot(employee, "employee-processed-375-nl");
  await setLanguage(employee, "en");

  // HR on a phone: the inbox's commute section fits.
  const hrPhone = await pageAt(browser, 375);
  await signIn(hrPhone, "admin@demo.test");
  await hrPhone.goto("/inbox?kind=commute");
  await expectNoSidewaysScroll(hrPhone);
  await shot(hrPhone, "hr-inbox-375-en");
});

test("HR sees and saves the company's commute rates on /settings/commutes at 1366 and 375 px", async ({ browser }) => {
  for (const width of [1366, 375] as const) {
    const page = await pageAt(browser, width);
    await signIn(page, "admin@demo.test");
    for (const lang of ["nl", "en"] as const) {
      await setLanguage(page, lang);
      await page.goto("/settings/commutes");
      await expect(page.getByTestId("commute-settings")).toBeVisible();
      // The rate in the reader's language: a decimal comma in Dutch (spec section 5).
      await expect(page.getByTestId("commute-settings").getByRole("textbox").first()).toHaveValue(
        lang === "nl" ? "0,37" : "0.37",
      );
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, { all: true });
      await shot(page, `settings-${width}-${lang}`);
    }
  }
  const page = await pageAt(browser, 1366);
  await signIn(page, "admin@demo.test");
  await page.goto("/settings");
  await page.getByRole("link", { name: /Commute allowances/ }).click();
  const rates = page.getByTestId("commute-settings");
  await expect(rates.getByLabel("Bicycle allowance per km (EUR)")).toHaveValue("0.37");
  await rates.getByLabel("Bicycle allowance per km (EUR)").fill("0,35");
  await rates.getByRole("button", { name: "Save rates" }).click();
  await expect(page.getByText("Commute rates saved")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("commute-settings").getByLabel("Bicycle allowance per km (EUR)")).toHaveValue("0.35");
  // The read-only (non-admin) demo user cannot open it: /settings is the admins' area.
  const readonly = await pageAt(browser, 1366);
  await signIn(readonly, "readonly@demo.test");
  const res = await readonly.goto("/settings/commutes");
  expect(res?.status()).toBe(404);
});
