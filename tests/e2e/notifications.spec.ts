// Notifications in the browser, live: an employee requests leave and their manager, signed in in another
// browser context, sees the bell's badge go up without reloading (the real pusher-js against the Pusher
// protocol the app serves on its own port), a 3-second hint, the dropdown grouped under the employee's
// name, a click that lands on /inbox, and the /notifications page with the same item.
import { expect, test, type Page } from "@playwright/test";
import { openMenu, signIn } from "./helpers";
import { holidayDates } from "../../lib/leave/public-holidays";

// One working day in the third week two months ahead: clear of holidays and of leave.spec's days.
function workingDayInTwoMonths(): { day: string; year: number; month: number } {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 15));
  const holidays = holidayDates("BE", [d.getUTCFullYear()]);
  for (;;) {
    const iso = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !holidays.has(iso))
      return { day: iso, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    d.setUTCDate(d.getUTCDate() + 1);
  }
}

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId("notifications-badge");
  return (await badge.count()) === 0 ? 0 : Number((await badge.textContent())?.replace("+", ""));
}

/** The signed-in user's name, read from the avatar button's label ("Account menu for {name}", any language). */
async function signedInName(page: Page): Promise<string> {
  const label = (await page.getByTestId("current-user").getAttribute("aria-label")) ?? "";
  return label.replace(/^(Account menu for|Accountmenu van|Menu du compte de) /, "");
}

test("a leave request reaches the manager's bell live, grouped by sender, and leads to the inbox", async ({
  browser,
}, testInfo) => {
  const shot = (name: string) => `test-results/notifications-${name}-${testInfo.project.name}.png`;
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  // The bell subscribes to the manager's private channel once the shell is up: wait for that authorisation.
  const subscribed = manager.waitForResponse((r) => r.url().includes("/api/notifications/pusherAuth") && r.ok(), {
    timeout: 30_000,
  });
  await signIn(manager, "manager@demo.test");
  await subscribed;
  const before = await badgeCount(manager);

  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await signIn(employee, "employee@demo.test");
  const employeeName = await signedInName(employee);
  expect(employeeName.length).toBeGreaterThan(2);
  const { day, year, month } = workingDayInTwoMonths();
  await employee.goto(`/calendar?year=${year}&month=${month}`);
  await employee.getByRole("button", { name: "Request leave" }).click();
  const dialog = employee.getByTestId("request-leave-dialog");
  await dialog.getByLabel("Type").selectOption({ label: "Vacation" });
  await dialog.getByLabel("First day", { exact: true }).fill(day);
  await dialog.getByLabel("Last day", { exact: true }).fill(day);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(employee.getByText("Request sent to your manager")).toBeVisible();

  // No reload on the manager's side: the badge and the hint come over the realtime connection.
  await expect(manager.getByTestId("notifications-badge")).toHaveText(String(before + 1));
  const hint = manager.getByTestId("notification-hint");
  await expect(hint).toContainText(employeeName);
  await manager.screenshot({ path: shot("hint") });
  await expect(hint).toBeHidden({ timeout: 6_000 });

  const menu = manager.getByTestId("notifications-menu");
  await openMenu(manager.getByTestId("notifications-bell"), menu);
  await expect(menu).toBeVisible();
  await expect(manager.getByTestId("notifications-badge")).toHaveCount(0);
  const group = menu.locator(`[data-testid="notification-group"][data-sender="${employeeName}"]`);
  await expect(group).toBeVisible();
  const toggle = group.getByRole("menuitem").first();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const item = group.getByTestId("notification-item").first();
  await expect(item).toContainText(employeeName);
  await expect(item.getByTestId("notification-unread")).toHaveCount(1);
  await manager.screenshot({ path: shot("bell") });
  await item.click();
  await expect(manager).toHaveURL(/\/inbox$/);

  // The seen state held: a reload shows no badge; the full list shows the (now read) item.
  await manager.goto("/notifications");
  await expect(manager.getByTestId("notifications-badge")).toHaveCount(0);
  const list = manager.getByTestId("notifications-list");
  const listGroup = list.locator(`[data-testid="notification-group"][data-sender="${employeeName}"]`);
  await expect(listGroup.getByTestId("notification-item").first()).toContainText(employeeName);
  await expect(listGroup.locator('[data-read="true"]').first()).toBeVisible();
  await expect(manager.getByTestId("push-panel")).not.toHaveAttribute("data-state", "checking");
  await manager.screenshot({ path: shot("page"), fullPage: true });

  await employeeContext.close();
  await managerContext.close();
});

test("the bell and the notifications page on a phone @phone", async ({ page }, testInfo) => {
  await signIn(page, "manager@demo.test");
  const menu = page.getByTestId("notifications-menu");
  await openMenu(page.getByTestId("notifications-bell"), menu);
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId("notifications-panel")).toBeVisible();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await page.screenshot({ path: `test-results/notifications-bell-open-${testInfo.project.name}.png` });
  await page.keyboard.press("Escape");
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("push-panel")).toBeVisible();
  await page.screenshot({ path: `test-results/notifications-page-${testInfo.project.name}.png`, fullPage: true });
});
