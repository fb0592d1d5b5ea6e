// Issue 19 as an admin meets it: the payroll provider's record of a person changes (on the BE portal
// simulator, as a portal user would change it), the people sync records a data conflict instead of
// overwriting ours, and the admin resolves it in /inbox by taking the provider's value. In English and
// Dutch, at 1366 and 375 px, axe clean. Screenshots go to $SHOTS_DIR (default /tmp/conflict-shots).
import { expect, test, type Page } from "@playwright/test";
import { restoreLanguage, seriousViolations, setLanguage, signIn } from "./helpers";
import { PORT } from "./servers";

// A failure half-way must not leave the shared demo admin in Dutch for the specs after this one.
test.afterEach(({ page }) => restoreLanguage(page));

test.use({ locale: "en-GB" });

// The simulator `npm start` serves beside the app (scripts/start.ts: PORT + 7), with the demo portal data.
const SIM = `http://127.0.0.1:${PORT + 7}/portal/_sim/people`;
const CUSTOMER_CODE = "DEMO-BE-0001";
// The first demo person the portal knows (prisma/seed/demo-portal.ts).
const PERSON_ID = "W00010000";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/conflict-shots"}/${name}.png`, fullPage: true });

/** Runs the people sync of the demo company's portal integration and waits for it to finish. */
async function syncPeople(page: Page) {
  const list = await page.request.get("/api/integrations/list");
  expect(list.ok()).toBe(true);
  const integration = (await list.json()).integrations.find((i: { provider: string }) => i.provider === "be_portal");
  expect(integration).toBeTruthy();
  // Another command of the integration may still be running (a previous test's): retry until it is free.
  let commandId = 0;
  await expect(async () => {
    const started = await page.request.post(`/api/integrations/${integration.id}/import`, { data: { what: "people" } });
    expect(started.status()).toBe(200);
    commandId = (await started.json()).command.id;
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    const res = await page.request.get(`/api/integrations/commands/${commandId}`);
    expect((await res.json()).command.status).toBe("succeeded");
  }).toPass({ timeout: 60_000 });
}

const cases = [
  { lang: "en", width: 1366, takeTheirs: "Take the provider's", done: "The provider's value is now ours" },
  { lang: "nl", width: 375, takeTheirs: "Waarde van de loonadministratie overnemen", done: "overgenomen" },
  { lang: "en", width: 375, takeTheirs: "Take the provider's", done: "The provider's value is now ours" },
  { lang: "nl", width: 1366, takeTheirs: "Waarde van de loonadministratie overnemen", done: "overgenomen" },
] as const;

for (const c of cases) {
  test(`an admin takes the provider's value of a data conflict in /inbox (${c.lang}, ${c.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: c.width, height: 900 });
    await signIn(page, "admin@demo.test");
    // Each run gives the person a new first name at the provider: a fresh conflict, whatever ran before.
    const newName = `Portal${c.lang}${c.width}x${Date.now() % 100_000}`;
    const changed = await page.request.post(SIM, {
      data: { customer_code: CUSTOMER_CODE, id: PERSON_ID, set: { first_name: newName } },
    });
    expect(changed.ok()).toBe(true);
    await syncPeople(page);
    await setLanguage(page, c.lang);

    await page.goto("/inbox");
    const section = page.locator("section", { has: page.locator("#inbox-conflicts-title") });
    // The first-name conflict's row (the person's name is in it; so would be any other conflict of theirs).
    const firstName = c.lang === "en" ? "First name" : "Voornaam";
    const row = section.locator("li", { hasText: newName }).filter({ hasText: firstName });
    await expect(row).toBeVisible();
    await shot(page, `inbox-conflict-${c.lang}-${c.width}`);
    expect(await seriousViolations(page)).toEqual([]);

    const personPage = await row.getByRole("link").first().getAttribute("href");
    await row.getByRole("button", { name: new RegExp(`^${c.takeTheirs}`) }).click();
    await expect(page.getByText(c.done).first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await shot(page, `inbox-conflict-${c.lang}-${c.width}-resolved`);
    // The person now carries the provider's first name.
    await page.goto(personPage!);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(newName);
    await setLanguage(page, "en");
  });
}
