import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password-2026";

/**
 * Signs in through the form. The demo admin, who belongs to two companies, always starts in the demo company:
 * the app reopens the company a user last used, and a spec that failed in the light bakery must not leave the
 * specs after it there.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toBeVisible();
  if (email === "admin@demo.test") {
    const current = (await page.getByTestId("account-switcher-trigger").getAttribute("aria-label")) ?? "";
    if (!/Verhaeghe/.test(current)) {
      const switched = await page.request.post("/api/accounts/switch", { data: { subdomain: "demo" } });
      expect(switched.status()).toBe(200);
      await page.reload();
    }
  }
  await shellReady(page);
}

/**
 * Waits until React has hydrated the signed-in shell (components/shell/hydration-mark.tsx): a click on a
 * header button before that does nothing. Call it after a navigation or a reload that is followed by a click
 * in the header.
 */
export async function shellReady(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
}

/** The header's avatar button names the signed-in person in its accessible label (any language). */
export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId("current-user")).toHaveAttribute(
    "aria-label",
    new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
}

/**
 * Moves the signed-in user into another of their companies through the header's switcher. The switcher
 * also opens on hover, and a click that lands before the page is interactive does nothing: open it until
 * the company shows, then choose it.
 */
export async function switchCompany(page: Page, name: RegExp) {
  const item = page.getByTestId("account-switcher-menu").getByRole("menuitem", { name });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId("account-switcher-trigger").click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
  await expect(page.getByTestId("account-switcher-trigger")).toHaveAccessibleName(name);
}

// Browser contexts whose signed-in user a test switched out of English. The demo users are shared by every
// spec in the run: a test that fails half-way in Dutch must not leave the next spec reading Dutch.
const switchedLanguage = new WeakSet<BrowserContext>();

/** Sets the signed-in user's language (stored on the user, as the account menu does). */
export async function setLanguage(page: Page, lang: "en" | "nl" | "fr") {
  const res = await page.request.post("/user/changeLang", { data: { lang, dialect: null } });
  expect(res.status()).toBe(200);
  if (lang === "en") switchedLanguage.delete(page.context());
  else switchedLanguage.add(page.context());
}

/** For `test.afterEach`: puts the user back in English if the test switched them and did not get to it. */
export async function restoreLanguage(page: Page) {
  if (!switchedLanguage.has(page.context())) return;
  switchedLanguage.delete(page.context());
  await page.request.post("/user/changeLang", { data: { lang: "en", dialect: null } }).catch(() => undefined);
}

/**
 * Waits until no finite CSS transition or animation runs on the page. Axe measures the colours of the
 * frame it sees: a button fading from disabled to enabled measures as low contrast although a person never
 * reads it mid-fade. Endless animations (spinners, skeletons) are left alone.
 */
export async function transitionsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The serious and critical axe findings on the page (or inside `include`), as "rule: targets" lines. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  return axeFindings(page, { include, all: false });
}

/** Axe finds nothing serious or critical on the page (or inside `include`); with `all`, nothing at all. */
export async function expectAxeClean(page: Page, options: { include?: string; all?: boolean } = {}) {
  expect(await axeFindings(page, { include: options.include, all: options.all ?? false })).toEqual([]);
}

async function axeFindings(page: Page, { include, all }: { include?: string; all: boolean }) {
  await transitionsDone(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => all || v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary?.split("\n")[1]?.trim() ?? ""})`).join(", ")}`,
    );
}

/**
 * Opens a menu or panel: clicks `trigger` until `shown` is visible. Under load a click can land while React
 * is still attaching the trigger's handlers and do nothing; a second click on an open menu would close it, so
 * it clicks again only when `shown` has not appeared.
 */
export async function openMenu(trigger: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await trigger.click();
    await expect(shown).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
