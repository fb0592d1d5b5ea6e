// An export as a person meets it: the admin exports the people list, the progress bar moves with the live
// events from the background job, the file downloads, and the bell holds the "export ready" notification.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { openMenu, signIn } from "./helpers";

test.use({ locale: "en-GB" });

test("the people export runs in the background, the bar moves and the file downloads", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/people?search=a");
  await expect(page.getByTestId("people-row").first()).toBeVisible();
  // Record every value the export's progress bar shows, from the first render on.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[data-testid="people-excel-progress"] [role="progressbar"]');
      const value = bar ? Number(bar.getAttribute("aria-valuenow")) : NaN;
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });

  await page.getByTestId("people-excel").click();
  await expect(page.getByText("Your export is being prepared")).toBeVisible();
  const download = page.getByTestId("people-excel-download");
  await expect(download).toBeVisible({ timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  // The bar started low and moved forward at least once before the link replaced it.
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.at(-1)!).toBeGreaterThan(seen[0]!);
  expect(seen.every((v) => v >= 0 && v <= 100)).toBe(true);

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^people-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await file.path())!);
  // An xlsx is a zip archive.
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  expect(bytes.length).toBeGreaterThan(1000);

  await openMenu(page.getByTestId("notifications-bell"), page.getByTestId("notifications-menu"));
  await expect(page.getByTestId("notifications-menu").locator('[data-type="export_ready"]').first()).toBeVisible();
  await page.screenshot({ path: "test-results/exports-ready.png" });
});
