// The look of the commute and wage requests (issue 22) in en and nl, at 1366 and 375 px: /account/requests,
// where an employee files them, and the commute and wage sections of /inbox, where HR decides them. Every
// screen is axe clean, has no sideways scroll and is photographed ($SHOTS_DIR, default /tmp/requests-shots);
// the employee's new requests show in their list (with the distance) and in HR's sections. (The commute flow
// through to the payroll month, and read-only users, are the requests specs' own.)
import { expect, test, type Browser, type Page } from "@playwright/test";
import enRequests from "../../messages/en/requests.json";
import nlRequests from "../../messages/nl/requests.json";
import { expectAxeClean, signIn } from "./helpers";

type Lang = "en" | "nl";
const MESSAGES = { en: enRequests, nl: nlRequests } as const;
const VIEWPORTS = {
  1366: { viewport: { width: 1366, height: 900 } },
  375: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
} as const;
type Width = keyof typeof VIEWPORTS;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/requests-shots"}/${name}.png`, fullPage: true });

async function look(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page, { all: true });
  await shot(page, name);
}

async function newPage(browser: Browser, width: Width) {
  return (await browser.newContext({ ...VIEWPORTS[width], locale: "en-GB" })).newPage();
}

async function setLanguage(page: Page, lang: Lang) {
  const res = await page.request.post("/user/changeLang", { data: { lang, dialect: null } });
  expect(res.status()).toBe(200);
}

/** The first of next month, DD/MM/YYYY. */
function nextMonthTyped() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `01/${String(first.getUTCMonth() + 1).padStart(2, "0")}/${first.getUTCFullYear()}`;
}

for (const { lang, width } of [
  { lang: "en", width: 375 },
  { lang: "nl", width: 1366 },
  { lang: "en", width: 1366 },
  { lang: "nl", width: 375 },
] as const) {
  test(`an employee files a commute and a wage request, HR sees them in /inbox (${lang}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = MESSAGES[lang];
    const tag = `${lang}-${width}`;
    const motivation = `${lang === "en" ? "More responsibility" : "Meer verantwoordelijkheid"} ${Date.now().toString(36)}`;

    const employee = await newPage(browser, width);
    await signIn(employee, "employee@demo.test");
    await setLanguage(employee, lang);
    try {
      await employee.goto("/account/requests");
      await expect(employee.getByRole("heading", { name: t.myRequestsTitle, level: 1 })).toBeVisible();
      await look(employee, `${tag}-account-requests`);
      const commute = employee.getByRole("form", { name: t.commuteFormTitle });
      await commute.getByLabel(t.fields.mode).selectOption("bike");
      await commute.getByLabel(t.fields.kmPerDay).fill("7,5");
      await commute.getByLabel(t.fields.daysPerMonth).fill("18");
      await commute.getByRole("button", { name: t.submitCommute }).click();
      await expect(employee.getByRole("list", { name: t.kinds.commute }).getByRole("listitem").first()).toContainText(
        t.modes.bike,
      );
      // The distance in the reader's number format (7,5 in Dutch).
      await expect(employee.getByRole("list", { name: t.kinds.commute })).toContainText(
        t.distanceSummary.replace("{km, number}", lang === "nl" ? "7,5" : "7.5").replace("{days}", "18"),
      );
      const wage = employee.getByRole("form", { name: t.wageFormTitle });
      // A bad date names the field and keeps the form.
      await wage.getByLabel(t.fields.proposedBruto).fill("3450,00");
      await wage.getByLabel(t.fields.effectiveDate, { exact: true }).fill("31/02/2027");
      await wage.getByLabel(t.fields.motivation).fill(motivation);
      // The field marks the date at once (DateField); the look waits for the server's answer as well, so that
      // axe never reads the button while it is disabled or fading back.
      const refused = employee.waitForResponse((r) => r.url().endsWith("/api/requests/wages/add"));
      await wage.getByRole("button", { name: t.submitWage }).click();
      expect((await refused).status()).toBe(422);
      await expect(wage.getByLabel(t.fields.effectiveDate, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(wage.getByRole("button", { name: t.submitWage })).toBeEnabled();
      await look(employee, `${tag}-account-requests-error`);
      await wage.getByLabel(t.fields.effectiveDate, { exact: true }).fill(nextMonthTyped());
      await wage.getByRole("button", { name: t.submitWage }).click();
      const wages = employee.getByRole("list", { name: t.kinds.wage });
      await expect(wages.getByRole("listitem").filter({ hasText: t.status.pending }).first()).toBeVisible();
      await expect(wage.getByRole("button", { name: t.submitWage })).toBeEnabled();
      await look(employee, `${tag}-account-requests-filed`);
    } finally {
      await setLanguage(employee, "en");
    }

    const hr = await newPage(browser, width);
    await signIn(hr, "admin@demo.test");
    await setLanguage(hr, lang);
    try {
      await hr.goto("/inbox?kind=commute");
      const commutes = hr.locator("section", { has: hr.getByRole("heading", { name: t.kinds.commute }) });
      await expect(commutes.locator('[data-testid^="inbox-commute-"]').first()).toBeVisible();
      await expect(commutes.getByRole("button", { name: new RegExp(`^${t.accept}`) }).first()).toBeVisible();
      await look(hr, `${tag}-inbox-commute`);
      await hr.goto("/inbox?kind=wage");
      const wages = hr.locator("section", { has: hr.getByRole("heading", { name: t.kinds.wage }) });
      await expect(wages.getByText(motivation)).toBeVisible();
      await look(hr, `${tag}-inbox-wage`);
    } finally {
      await setLanguage(hr, "en");
    }
  });
}
