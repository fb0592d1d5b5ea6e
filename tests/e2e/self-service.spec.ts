// Employee self-service and the directory's phone and read-only views (issue 16): the demo employee finds
// their balance, requests, upcoming leave and documents on the dashboard, opens their own record from the
// user menu and changes their phone number there, and gets the 404 page for anyone else's record; /people
// is a card list on a phone (no sideways scrolling) whose card opens the person; a read-only user gets no
// write control on /people or on any tab of a person's page.
// Demo users other than the admin may read Dutch or French, so the checks use test ids and links.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, signIn } from "./helpers";

async function openMyProfile(page: Page) {
  const entry = page.getByTestId("user-menu-my_profile");
  await expect(async () => {
    if (!(await entry.isVisible())) await page.getByTestId("current-user").click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
}

test("a self-service employee: dashboard, own record from the user menu, a change saved, others' records 404", async ({
  page,
}) => {
  await signIn(page, "employee@demo.test");
  await page.goto("/dashboard");
  const mine = page.getByTestId("my-dashboard");
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId("my-balances")).toBeVisible();
  await expect(mine.getByTestId("my-requests")).toBeVisible();
  await expect(mine.getByTestId("my-upcoming")).toBeVisible();
  await expect(mine.getByTestId("my-documents")).toBeVisible();
  await expect(mine.locator('a[href="/documents"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openMyProfile(page);
  const ownId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByTestId("person-name")).toBeVisible();
  // Only the self-service sections: no roles, managers, activity or audit tabs, no delete action.
  await expect(
    page.locator('nav a[href$="?tab=roles"], nav a[href$="?tab=audit"], nav a[href$="?tab=activity"]'),
  ).toHaveCount(0);
  await expect(page.locator('a[href="/people"]')).toHaveCount(0);
  const form = page.getByTestId("own-contact-form");
  await expect(form).toBeVisible();
  await expect(page.getByTestId("personal-data-view")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const phone = form.locator('input[name="phone"]');
  const number = `+32 470 ${String(Date.now() % 1_000_000)
    .padStart(6, "0")
    .replace(/(\d{2})(\d{2})(\d{2})/, "$1 $2 $3")}`;
  await phone.fill(number);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole("status").filter({ hasText: /./ }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("own-contact-form").locator('input[name="phone"]')).toHaveValue(number);
  // The job title is HR's: no input for it anywhere on the page.
  await expect(page.locator('input[name="job_title"]')).toHaveCount(0);

  for (const other of [ownId - 1, ownId + 1]) {
    const response = await page.goto(`/people/${other}`);
    expect([other, response?.status()]).toEqual([other, 404]);
  }
});

test("/people on a phone is a card list without sideways scrolling; a card opens the person @phone", async ({
  page,
}, info) => {
  // The desktop project runs every spec; this one is about the phone's width.
  if (info.project.name !== "phone") await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, "admin@demo.test");
  await page.goto("/people");
  const cards = page.getByTestId("people-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  await expect(page.getByTestId("people-table")).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  const name = (await cards.first().locator("a span.font-medium").first().textContent())!.trim();
  await cards.first().getByRole("link").click();
  await expect(page.getByTestId("person-name")).toHaveText(name);
});

test("the directory keeps its table at desktop widths", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, "admin@demo.test");
  await page.goto("/people");
  await expect(page.getByTestId("people-table")).toBeVisible();
  await expect(page.getByTestId("people-cards")).toBeHidden();
});

test("a read-only user gets no write control on /people or on any tab of a person's page", async ({ page }) => {
  await signIn(page, "readonly@demo.test");
  await page.goto("/people");
  await expect(page.getByTestId("people-row").first()).toBeVisible();
  await expect(page.getByTestId("add-person")).toHaveCount(0);
  await page.getByTestId("people-row").first().getByRole("link").click();
  await expect(page.getByTestId("person-name")).toBeVisible();
  const path = new URL(page.url()).pathname;
  const tabs = await page
    .locator("main nav[aria-label] a[href^='/people/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(tabs.length).toBeGreaterThan(3);
  for (const href of tabs) {
    await page.goto(href);
    await expect(page.locator("main section[data-testid^='section-']")).toBeVisible();
    // No field to type in, no person action, no photo, upload, note, add, edit, delete or invite button.
    await expect(page.locator("main input:not([type=search]), main select, main textarea"), href).toHaveCount(0);
    await expect(
      page.locator("main").getByRole("button", {
        name: /add|edit|change|delete|remove|upload|invite|save|reactivate|new|set current|toevoegen|bewerken|wijzig|verwijderen|uploaden|uitnodigen|opslaan|ajouter|modifier|changer|supprimer|téléverser|inviter|enregistrer/i,
      }),
      href,
    ).toHaveCount(0);
  }
  expect(path).toMatch(/^\/people\/\d+$/);
});
