// The look of /inbox, /expenses and /settings/commutes (issue 22) in English and Dutch at 1366 and 375 px: axe
// clean, no sideways scroll, photographed ($SHOTS_DIR, default /tmp/inbox-shots). Numbers follow the reader's
// language: the commute rates start as 0,37 in Dutch and 0.37 in English (spec section 5).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAxeClean, signIn } from "./helpers";

const VIEWPORTS = {
  1366: { viewport: { width: 1366, height: 900 } },
  375: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
} as const;

async function look(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page, { all: true });
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/inbox-shots"}/${name}.png`, fullPage: true });
}

async function signedIn(browser: Browser, width: keyof typeof VIEWPORTS, email: string, lang: "en" | "nl") {
  const page = await (await browser.newContext({ ...VIEWPORTS[width], locale: "en-GB" })).newPage();
  await signIn(page, email);
  expect((await page.request.post("/user/changeLang", { data: { lang, dialect: null } })).status()).toBe(200);
  return page;
}

for (const width of [1366, 375] as const)
  for (const lang of ["en", "nl"] as const)
    test(`/inbox, /expenses and /settings/commutes (${lang}, ${width} px)`, async ({ browser }) => {
      test.setTimeout(180_000);
      const admin = await signedIn(browser, width, "admin@demo.test", lang);
      try {
        await admin.goto("/inbox");
        await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
        await look(admin, `${lang}-${width}-inbox-admin`);
        await admin.goto("/expenses");
        await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
        await look(admin, `${lang}-${width}-expenses`);
        await admin.goto("/settings/commutes");
        const rates = admin.getByTestId("commute-settings");
        // 0,37 by default (another spec may have saved another rate): a comma in Dutch, a dot in English.
        await expect(rates.getByRole("textbox").first()).toHaveValue(lang === "nl" ? /^0,\d+$/ : /^0\.\d+$/);
        await look(admin, `${lang}-${width}-settings-commutes`);
      } finally {
        await admin.request.post("/user/changeLang", { data: { lang: "en", dialect: null } });
      }
      const manager = await signedIn(browser, width, "manager@demo.test", lang);
      try {
        await manager.goto("/inbox");
        await expect(manager.getByRole("heading", { level: 1 })).toBeVisible();
        await look(manager, `${lang}-${width}-inbox-manager`);
      } finally {
        // The demo manager reads French (the leave and proxy specs count on it).
        await manager.request.post("/user/changeLang", { data: { lang: "fr", dialect: null } });
      }
    });
