// Expenses in the browser (issue 22): an employee files a claim with a photo of the receipt on a phone-sized
// page (no sideways scroll, axe clean), the manager approves it in /inbox (French UI), and HR marks it paid
// at desktop width; the employee then sees it processed.
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, signIn } from "./helpers";

// A real 1x1 PNG: the server types receipts by their content.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an employee files an expense with a receipt on a phone, the manager approves it in the inbox, HR marks it paid", async ({
  browser,
}) => {
  // Three people in three browser contexts, each signing in: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const description = `Train ticket ${Date.now().toString(36)}`;
  const today = new Date();
  const date = [today.getDate(), today.getMonth() + 1, today.getFullYear()]
    .map((n, i) => String(n).padStart(i === 2 ? 4 : 2, "0"))
    .join("/");

  const employee = await (
    await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
  ).newPage();
  await signIn(employee, "employee@demo.test");
  await employee.goto("/expenses");
  await employee.getByRole("button", { name: "New claim" }).click();
  const form = employee.getByTestId("claim-form");
  await form.getByLabel("Category").selectOption("public_transport");
  await form.getByRole("textbox", { name: "Date", exact: true }).fill(date);
  await form.getByLabel("Description").fill(description);
  await form.getByLabel("Amount").fill("23,40");
  await form.getByLabel("VAT included").fill("1,32");
  const receipt = form.getByLabel("Receipts (photo or PDF)");
  await expect(receipt).toHaveAttribute("accept", "image/*,application/pdf");
  await expect(receipt).toHaveAttribute("capture", "environment");
  await receipt.setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByTestId("claim-preview")).toContainText("23.40");
  await expectNoSidewaysScroll(employee);
  await expectAxeClean(employee, { all: true });
  await employee.screenshot({ path: "test-results/expenses-employee-form-375.png", fullPage: true });
  await form.getByRole("button", { name: "Submit" }).click();
  const card = employee.getByTestId("claim-card").filter({ hasText: description });
  await expect(card).toContainText("Waiting for approval");
  await expect(card.getByRole("link", { name: /Open receipt ticket\.png/ })).toBeVisible();
  await expectNoSidewaysScroll(employee);
  const claimId = await card.getAttribute("data-claim-id");

  const manager = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(manager, "manager@demo.test");
  await manager.goto("/inbox?kind=expense");
  const item = manager.getByTestId("inbox-expenses").locator(`[data-claim-id="${claimId}"]`);
  await expect(item).toContainText(description);
  await expectAxeClean(manager, { all: true });
  await manager.screenshot({ path: "test-results/expenses-manager-inbox-1366.png", fullPage: true });
  await item.getByLabel("Message à l'employé").fill("Bon voyage");
  await item.getByRole("button", { name: "Approuver" }).click();
  await expect(manager.getByTestId("inbox-expenses").locator(`[data-claim-id="${claimId}"]`)).toHaveCount(0);

  const hr = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(hr, "admin@demo.test");
  await hr.goto("/expenses");
  await hr.getByRole("button", { name: "All claims" }).click();
  const approved = hr.getByTestId("claim-card").filter({ hasText: description });
  await expect(approved).toContainText("Approved");
  await expect(approved).toContainText("Bon voyage");
  await expectAxeClean(hr, { all: true });
  await approved.getByRole("button", { name: "Mark as paid" }).click();
  await expect(approved).toContainText("Processed · Paid");
  await hr.screenshot({ path: "test-results/expenses-hr-1366.png", fullPage: true });

  await employee.reload();
  await expect(employee.getByTestId("claim-card").filter({ hasText: description })).toContainText("Processed");
});

test("a read-only user sees the claims but no way to file or decide one", async ({ page }) => {
  await signIn(page, "readonly@demo.test");
  await page.goto("/expenses");
  // The read-only demo user reads Dutch: the notice and the (absent) buttons are looked for in Dutch.
  await expect(page.getByText("Je kunt nota's bekijken maar niet wijzigen.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Nieuwe nota" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Goedkeuren|Markeren als betaald/ })).toHaveCount(0);
});
