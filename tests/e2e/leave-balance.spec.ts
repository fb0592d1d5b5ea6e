// Leave balances and read-only users in the browser (issue 16). The read-only user (Dutch) sees the
// calendar, a person's balances and requests, and no write control: no "Request leave", no table settings,
// no approve/decline/withdraw, no calendar settings; the server still answers 403 to a write. The employee's
// request dialog shows the balance and warns before an overdraft, with Send off (the demo company does not
// allow a negative balance); admins find the switch on /calendar/settings. Screenshots go to
// LEAVE_SHOTS_DIR when set (for looking at the screens), never into the repository.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { seriousViolations, signIn } from "./helpers";
import nlLeave from "../../messages/nl/leave.json";

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.LEAVE_SHOTS_DIR;
  if (!dir) return;
  // The desktop width.
  if (testInfo.project.name === "desktop") await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** The DD/MM/YYYY the date inputs take (spec section 5). */
function dayText(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** A weekday four months ahead (clear of the days leave.spec and notifications.spec ask for) and one six weeks after it: far more than a 20-day balance allows. */
function longPeriod(): { start: string; end: string; year: number; month: number } {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 3));
  while (start.getUTCDay() === 0 || start.getUTCDay() === 6) start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start.getTime() + 45 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { start: iso(start), end: iso(end), year: start.getUTCFullYear(), month: start.getUTCMonth() + 1 };
}

test("a read-only user sees calendars and balances but no write control, and the server refuses writes @phone", async ({
  page,
}, testInfo) => {
  await signIn(page, "readonly@demo.test");
  // The month grid (a phone starts on the list view).
  await page.goto("/calendar?view=month");
  await expect(page.getByTestId("month-grid")).toBeVisible();
  await expect(page.getByRole("button", { name: nlLeave.requestLeave })).toHaveCount(0);
  await expect(page.getByRole("button", { name: nlLeave.tableSettings })).toHaveCount(0);
  await expect(page.getByRole("link", { name: nlLeave.settingsTitle })).toHaveCount(0);
  await shot(page, testInfo, "readonly-calendar");

  // A person with approved leave in the demo: their calendar shows balances and requests, no actions.
  const rowWithLeave = page
    .getByTestId("month-grid")
    .getByRole("row")
    .filter({ has: page.locator("[data-request-id]") });
  const personLink =
    (await rowWithLeave.count()) > 0
      ? rowWithLeave.first().getByRole("link").first()
      : page.getByTestId("month-grid").getByRole("link").first();
  await personLink.click();
  await expect(page.getByTestId("balance-vacation")).toBeVisible();
  await expect(page.getByTestId("balance-vacation").getByTestId("balance-remaining")).toContainText(/\d/);
  await expect(page.getByRole("button", { name: nlLeave.requestLeave })).toHaveCount(0);
  for (const name of [nlLeave.approve, nlLeave.decline, nlLeave.withdraw, nlLeave.confirmDeletion]) {
    await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveCount(0);
  }
  await shot(page, testInfo, "readonly-person");

  const settings = await page.goto("/calendar/settings");
  expect(settings?.status()).toBe(404);

  // The server refuses even when a request is made by hand, in the user's language.
  const refused = await page.evaluate(async () => {
    const res = await fetch("/api/leave/requests/add", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ day_off_type_id: 1, start_date: "2031-03-03", end_date: "2031-03-03" }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe("read_only");
});

test("the request dialog shows the balance and warns before an overdraft @phone", async ({ page }, testInfo) => {
  const period = longPeriod();
  await signIn(page, "employee@demo.test");
  await page.goto(`/calendar?year=${period.year}&month=${period.month}&view=month`);
  await page.getByRole("button", { name: "Request leave" }).click();
  const dialog = page.getByTestId("request-leave-dialog");
  await dialog.getByLabel("Type").selectOption({ label: "Vacation" });
  await expect(dialog.getByTestId("request-balance")).toContainText(
    /Taken \d+ days? · planned \d+ days? · waiting \d+ days? · remaining \d+ days?/,
  );
  await dialog.getByLabel("First day", { exact: true }).fill(dayText(period.start));
  await dialog.getByLabel("Last day", { exact: true }).fill(dayText(period.end));
  const warning = dialog.getByTestId("overdraft-warning");
  await expect(warning).toContainText(
    /This request takes \d+ days\. That is \d+ days? more than the available balance \(\d+ days?\)\./,
  );
  await expect(warning).toContainText("Your company does not allow a negative balance");
  await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
  // No field is marked while nothing was sent.
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(await seriousViolations(page, '[data-testid="request-leave-dialog"]')).toEqual([]);
  await shot(page, testInfo, "employee-dialog-overdraft");
  await page.keyboard.press("Escape");

  // The person calendar shows remaining, taken, planned, waiting and available.
  await page.getByTestId("month-grid").getByRole("link").first().click();
  const card = page.getByTestId("balance-vacation");
  for (const label of ["Taken", "Planned", "Waiting for approval", "Available for new requests"])
    await expect(card).toContainText(label);
  expect(await seriousViolations(page, 'section[aria-labelledby="balances-title"]')).toEqual([]);
  await shot(page, testInfo, "employee-balances");
});

test("admins find the negative-balance switch on the calendar settings @phone", async ({ page }, testInfo) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/calendar/settings");
  const toggle = page.getByRole("switch", { name: "Allow requests beyond the leave balance" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("overdraft-state")).toHaveText("Requests beyond the balance are refused.");
  expect(await seriousViolations(page, 'section[aria-labelledby="overdraft-title"]')).toEqual([]);
  await shot(page, testInfo, "admin-calendar-settings");
});

test("a French manager sees the overdraft warning in French", async ({ page }, testInfo) => {
  const period = longPeriod();
  await signIn(page, "manager@demo.test");
  await page.goto(`/calendar?year=${period.year}&month=${period.month}&view=month`);
  await page.getByRole("button", { name: "Demander un congé" }).click();
  const dialog = page.getByTestId("request-leave-dialog");
  await dialog.getByLabel("Type").selectOption({ index: 0 });
  await dialog.getByLabel("Premier jour", { exact: true }).fill(dayText(period.start));
  await dialog.getByLabel("Dernier jour", { exact: true }).fill(dayText(period.end));
  await expect(dialog.getByTestId("overdraft-warning")).toContainText(
    "Votre entreprise n’autorise pas de solde négatif",
  );
  await shot(page, testInfo, "manager-dialog-fr");
});
