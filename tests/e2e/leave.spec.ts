// Leave in the browser: an employee requests two days, their manager (French UI) approves them in the
// inbox, and both calendars show the approved leave; the employee's balance page lists the request.
import { expect, test } from "@playwright/test";
import { openMenu, signIn } from "./helpers";
import { holidayDates } from "../../lib/leave/public-holidays";

// Two consecutive working days in the second week of next month, clear of Belgian public holidays.
function nextMonthWorkingDays(): { start: string; end: string; year: number; month: number } {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 8));
  const holidays = holidayDates("BE", [d.getUTCFullYear()]);
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  for (;;) {
    const next = new Date(d.getTime() + 86_400_000);
    const weekday = d.getUTCDay();
    if (weekday >= 1 && weekday <= 4 && !holidays.has(iso(d)) && !holidays.has(iso(next))) {
      return { start: iso(d), end: iso(next), year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    }
    d.setUTCDate(d.getUTCDate() + 1);
  }
}

test("an employee requests leave, the manager approves it in the inbox, both calendars show it", async ({
  browser,
}) => {
  const days = nextMonthWorkingDays();

  const employee = await browser.newPage();
  // The bell subscribes to the employee's private channel once the shell is up: the decision comes live.
  const subscribed = employee.waitForResponse((r) => r.url().includes("/api/notifications/pusherAuth") && r.ok(), {
    timeout: 30_000,
  });
  await signIn(employee, "employee@demo.test");
  await subscribed;
  const badge = employee.getByTestId("notifications-badge");
  const unseenBefore = (await badge.count()) === 0 ? 0 : Number((await badge.textContent())?.replace("+", ""));
  await employee.goto(`/calendar?year=${days.year}&month=${days.month}`);
  await employee.getByRole("button", { name: "Request leave" }).click();
  const dialog = employee.getByTestId("request-leave-dialog");
  await dialog.getByLabel("Type").selectOption({ label: "Vacation" });
  await dialog.getByLabel("First day", { exact: true }).fill(days.start);
  await dialog.getByLabel("Last day", { exact: true }).fill(days.end);
  await dialog.getByLabel("Note (optional)").fill("Family visit");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(employee.getByText("Request sent to your manager")).toBeVisible();
  const pendingCell = employee.getByTestId("month-grid").locator('[data-status="pending"]').first();
  await expect(pendingCell).toBeVisible();
  await employee.screenshot({ path: "test-results/leave-employee-calendar.png" });
  const requestId = await pendingCell.getAttribute("data-request-id");
  expect(requestId).toBeTruthy();

  const manager = await browser.newPage();
  await signIn(manager, "manager@demo.test");
  await manager.goto("/inbox");
  const item = manager.getByTestId(`inbox-request-${requestId}`);
  await expect(item).toContainText("Family visit");
  // Days read DD/MM/YYYY in the inbox (the one date rule), never as the API's ISO days.
  const ddmmyyyy = (iso: string) => iso.split("-").reverse().join("/");
  await expect(item).toContainText(`${ddmmyyyy(days.start)} – ${ddmmyyyy(days.end)}`);
  await manager.screenshot({ path: "test-results/leave-manager-inbox.png" });
  await item.getByLabel(/^Remarque pour/).fill("Bonnes vacances");
  await item.getByRole("button", { name: /^Approuver/ }).click();
  await expect(manager.getByText("Rien ne vous attend.")).toBeVisible();

  // The employee hears of it in the app, live (no reload), with the manager's message.
  await expect(badge).toHaveText(String(unseenBefore + 1));
  await openMenu(employee.getByTestId("notifications-bell"), employee.getByTestId("notifications-panel"));
  await expect(employee.getByTestId("notifications-panel").getByTestId("notification-item").first()).toContainText(
    /approved your Vacation .*Bonnes vacances/,
  );
  await employee.keyboard.press("Escape");
  await manager.goto(`/calendar?year=${days.year}&month=${days.month}`);
  await expect(
    manager.getByTestId("month-grid").locator(`[data-request-id="${requestId}"][data-status="approved"]`),
  ).toHaveCount(2); // one per day of the two

  await employee.goto(`/calendar?year=${days.year}&month=${days.month}`);
  await expect(
    employee.getByTestId("month-grid").locator(`[data-request-id="${requestId}"][data-status="approved"]`),
  ).toHaveCount(2); // one per day of the two
  await employee.getByTestId("month-grid").getByRole("link").first().click();
  await expect(employee.getByTestId(`request-${requestId}`)).toContainText("Approved");
  await employee.screenshot({ path: "test-results/leave-person-calendar.png", fullPage: true });
});

test("the month/year/person route remembers the month and opens the person calendar @phone", async ({ page }) => {
  await signIn(page, "employee@demo.test");
  // The month grid (a phone starts on the list view).
  await page.goto("/calendar?view=month");
  const own = page.getByTestId("month-grid").getByRole("link").first();
  const href = await own.getAttribute("href");
  // The link carries the shown month as a query; the id is the last path segment.
  const personId = new URL(href!, "http://localhost").pathname.split("/").pop();
  await page.goto(`/calendar/2027/3/${personId}`);
  await expect(page).toHaveURL(new RegExp(`/calendar/person/${personId}\\?year=2027&month=3`));
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 2, name: /March 2027/i })).toBeVisible();
});
