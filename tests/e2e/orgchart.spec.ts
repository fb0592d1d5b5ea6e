// The org chart in a browser: an admin opens /orgchart, expands the top person with the keyboard and the
// mouse, sees the reports load, collapses again, and jumps to a person through the search box.
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test.use({ locale: "en-GB" });

test("admin opens the org chart and expands a node", async ({ page }, info) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/orgchart");
  await expect(page.getByRole("heading", { name: "Org chart" })).toBeVisible();
  const nodes = page.getByTestId("org-node");
  const before = await nodes.count();
  expect(before).toBeGreaterThan(0);

  // The top person's disclosure button, opened from the keyboard.
  const toggle = page.getByRole("button", { name: /^Show the reports of / }).first();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  const opened = page.getByRole("button", { name: /^Hide the reports of / }).first();
  await expect(opened).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => nodes.count()).toBeGreaterThan(before);
  const afterFirst = await nodes.count();

  // One level deeper with the mouse: a manager's team appears.
  await page
    .getByRole("button", { name: /^Show the reports of / })
    .first()
    .click();
  await expect.poll(() => nodes.count()).toBeGreaterThan(afterFirst);
  await page.screenshot({ path: `test-results/orgchart-${info.project.name}.png`, fullPage: true });

  // Collapsing the top person hides everything below them.
  await opened.click();
  await expect(page.getByRole("button", { name: /^Show the reports of / }).first()).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(nodes).toHaveCount(before);
});

test("admin finds a person and the chart opens down to them", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/orgchart");
  // Pick somebody two levels down: open the top person and a manager, note a name, collapse, search it.
  await page
    .getByRole("button", { name: /^Show the reports of / })
    .first()
    .click();
  await page
    .getByRole("button", { name: /^Show the reports of / })
    .first()
    .click();
  const deep = page.locator('[data-testid="org-node"] [data-testid="org-node"] [data-testid="org-node"]').first();
  await expect(deep).toBeVisible();
  const name = (await deep.locator("p").first().textContent())!.trim();
  await page.reload();
  await page.getByLabel("Find a person").fill(name.split(" ")[0]!);
  await page
    .getByRole("button", { name: `Go to ${name}` })
    .first()
    .click();
  const target = page.locator(`[id^="org-node-"]:focus`);
  await expect(target).toContainText(name);
});
