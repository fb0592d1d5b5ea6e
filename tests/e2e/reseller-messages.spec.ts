// Messages from the payroll provider on the integrations page (issue 19): on the demo company (connected to
// the BE portal simulator, whose demo data holds one message from the payroll consultant) an import brings
// the message in; it shows live under the connections, marked unread, with a notification in the bell; the
// admin marks it read. en and nl, 1366 and 375 px, axe clean. Screenshots go to $SHOTS_DIR.
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, restoreLanguage, setLanguage, signIn } from "./helpers";

// A failure half-way must not leave the shared demo admin in Dutch for the specs after this one.
test.afterEach(({ page }) => restoreLanguage(page));

test.use({ locale: "en-GB" });

const SUBJECT = "December payroll closes on the 15th";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/integrations-shots"}/${name}.png`, fullPage: true });

test("a provider's message arrives with a sync, shows on the integrations page and is marked read", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test");
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/settings/integrations");
  const messages = page.getByTestId("reseller-messages");
  await expect(messages).toBeVisible();

  // A sync of the reference lists reads the portal's messages; the open page shows it without a reload.
  const { integrations } = await (await page.request.get("/api/integrations/list")).json();
  const demo = integrations.find((i: { customer_code: string }) => i.customer_code === "DEMO-BE-0001");
  const started = await page.request.post(`/api/integrations/${demo.id}/import`, { data: { what: "reference_lists" } });
  expect(started.status()).toBe(200);
  const message = messages.getByTestId("reseller-message").filter({ hasText: SUBJECT });
  await expect(message).toBeVisible({ timeout: 30_000 });
  await expect(message).toHaveAttribute("data-unread", "true");
  await expect(message).toContainText("From Your payroll consultant (payroll provider)");
  await message.scrollIntoViewIfNeeded();
  await shot(page, "reseller-messages-en-1366");
  await expectAxeClean(page, { include: "main" });

  await setLanguage(page, "nl");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Berichten van je wederverkoper en loonpartner" })).toBeVisible();
  await expect(message).toContainText("Van Your payroll consultant (loonpartner)");
  await shot(page, "reseller-messages-nl-375");
  await expectAxeClean(page, { include: "main" });

  // The visible text is the name (WCAG 2.5.3); the subject is its description.
  const markRead = message.getByRole("button", { name: "Markeren als gelezen", exact: true });
  await expect(markRead).toHaveAccessibleDescription(SUBJECT);
  await markRead.click();
  await expect(message).toHaveAttribute("data-unread", "false");
  await expect(message.getByRole("button")).toHaveCount(0);
  await shot(page, "reseller-messages-nl-375-read");
  await setLanguage(page, "en");
});
