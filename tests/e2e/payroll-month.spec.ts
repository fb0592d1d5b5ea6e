// The payroll-month screen (issue 20) as people use it. On the demo company (connected to the BE portal
// simulator, people imported so they are linked): an employee's leave request next month waits for a
// decision; the admin opens /payroll for that month, sees the anomaly, follows its Fix link to the inbox,
// approves, comes back and the anomaly is gone; adds a one-off wage component with a comma amount through
// the dialog (creating its type), pushes the month and sees the simulator's receipt live; the same month
// in Dutch on a phone. A read-only user with the payroll switches sees the month without any action and the
// server refuses their push. en and nl, 1366 and 375 px, axe clean. Screenshots go to $SHOTS_DIR.
import { expect, test, type Page } from "@playwright/test";
import { holidayDates } from "../../lib/leave/public-holidays";
import { expectAxeClean, restoreLanguage, setLanguage, signIn, switchCompany } from "./helpers";
import { PORT } from "./servers";

// A failure half-way must not leave the shared demo admin in Dutch for the specs after this one.
test.afterEach(({ page }) => restoreLanguage(page));

test.use({ locale: "en-GB" });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/payroll-month-shots"}/${name}.png`, fullPage: true });

/** Two working days (Mon–Thu and the next day, no holidays) of next month, from the given day on (the 8th by default). */
function nextMonthWorkingDays(fromDay = 8) {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, fromDay));
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

async function intoDemoCompany(page: Page) {
  const current = (await page.getByTestId("account-switcher-trigger").getAttribute("aria-label")) ?? "";
  if (!/Verhaeghe/.test(current)) await switchCompany(page, /Verhaeghe/);
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * On a phone the floating Support button (bottom right) never covers a control of /payroll: the filter
 * checkbox, the month's buttons and each person's Add keep out of its column, whatever the scroll.
 */
async function clearOfSupportButton(page: Page) {
  await expect(async () => {
    const support = await page.getByTestId("support-button").boundingBox();
    expect(support).not.toBeNull();
    const controls = [
      page.getByTestId("payroll-only-anomalies"),
      page.getByTestId("payroll-push-open"),
      page.getByTestId("payroll-add"),
      page.getByTestId("payroll-person-add").first(),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(support!.x);
    }
  }).toPass({ timeout: 15_000 });
  // Scrolled so the checkbox sits at the bottom edge, where the button floats, it still takes the click.
  const filter = page.getByTestId("payroll-only-anomalies");
  await filter.evaluate((el) => el.scrollIntoView({ block: "end" }));
  await filter.click({ trial: true });
}

/** Imports the provider's people so the demo people are linked (what an admin does on /settings/integrations). */
async function importPeople(page: Page): Promise<number> {
  const list = await (await page.request.get("/api/integrations/list")).json();
  const integrationId = list.integrations[0].id as number;
  const started = await page.request.post(`/api/integrations/${integrationId}/import`, { data: { what: "people" } });
  expect(started.status()).toBe(200);
  const commandId = (await started.json()).command.id;
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/integrations/commands/${commandId}`)).json()).command.status,
      {
        timeout: 60_000,
      },
    )
    .toBe("succeeded");
  return integrationId;
}

test("an admin fixes an anomaly through its link, adds a one-off, pushes the month and sees the receipt", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  let days = nextMonthWorkingDays();
  await signIn(page, "admin@demo.test");
  await intoDemoCompany(page);
  await setLanguage(page, "en");
  await importPeople(page);

  // The employee asks for two days next month: pending, so the month has an unapproved request.
  const context = await browser.newContext({ locale: "en-GB" });
  const employee = await context.newPage();
  await signIn(employee, "employee@demo.test");
  const types = await (await employee.request.get("/api/day_off_types/list")).json();
  const vacation = types.data.find((t: { kind: string }) => t.kind === "vacation");
  // Other specs may have asked for days off next month already: the first two free working days from the 8th.
  let asked = await employee.request.post("/api/leave/requests/add", {
    data: { day_off_type_id: vacation.id, start_date: days.start, end_date: days.end },
  });
  for (let from = 10; asked.status() === 422 && from <= 24; from += 2) {
    expect(await asked.text()).toContain("overlaps");
    days = nextMonthWorkingDays(from);
    asked = await employee.request.post("/api/leave/requests/add", {
      data: { day_off_type_id: vacation.id, start_date: days.start, end_date: days.end },
    });
  }
  expect(asked.status(), await asked.text()).toBe(200);
  const request = (await asked.json()).data as { id: number; employee_id: number };
  await context.close();

  // The month: its nav entry, the anomaly first with a Fix link.
  await page.goto("/");
  await page.goto(`/payroll?year=${days.year}&month=${days.month}`);
  await expect(page.getByRole("heading", { name: "Payroll month", level: 1 })).toBeVisible();
  const card = page.locator(`[data-testid="payroll-person"][data-employee-id="${request.employee_id}"]`);
  const anomaly = card.locator('[data-testid="payroll-anomaly"][data-rule="unapproved_request"]');
  await expect(anomaly).toContainText("still waiting for a decision");
  await shot(page, "month-anomaly-en-1366");
  await expectAxeClean(page, { include: "main" });

  await anomaly.getByTestId("payroll-anomaly-fix").click();
  await expect(page).toHaveURL(/\/inbox$/);
  const item = page.getByTestId(`inbox-request-${request.id}`);
  await item.getByRole("button", { name: /^Approve/ }).click();
  await expect(item).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/payroll\?/);
  await page.reload();
  await expect(card.locator('[data-rule="unapproved_request"]')).toHaveCount(0);

  // A one-off wage component with a comma amount, its type created on the way.
  await card.getByTestId("payroll-person-add").click();
  const dialog = page.getByTestId("payroll-entry-dialog");
  await expect(dialog.getByLabel("What")).toHaveValue("one_off");
  // Another spec may have created other types (a processed commute's allowance): Bonus is picked when it
  // exists, else created through "New type".
  const typeSelect = dialog.getByLabel("Type", { exact: true });
  const hasTypes = await typeSelect.isVisible();
  if (hasTypes && (await typeSelect.locator("option", { hasText: "Bonus (P100)" }).count()) > 0) {
    await typeSelect.selectOption({ label: "Bonus (P100)" });
  } else {
    if (hasTypes) await dialog.getByLabel("New type").check();
    await dialog.getByLabel("Payroll code").fill("P100");
    await dialog.getByLabel("Type name").fill("Bonus");
  }
  await dialog.getByLabel("Amount (€)").fill("125,50");
  await shot(page, "entry-dialog-en-1366");
  await expectAxeClean(page, { include: "main" });
  await dialog.getByTestId("payroll-entry-save").click();
  await expect(dialog).toBeHidden();
  await expect(card.locator('[data-testid="payroll-entry"][data-kind="one_off"]')).toContainText("Bonus (P100)");
  await expect(card.locator('[data-testid="payroll-entry"][data-kind="one_off"]')).toContainText("125.5");

  // Push: the dialog, then the push follows live until the simulator's receipt shows.
  await page.getByTestId("payroll-push-open").click();
  const pushDialog = page.getByTestId("payroll-push-dialog");
  await pushDialog.getByLabel("Message for payroll").fill("Please pay the bonus with this month.");
  // A retried run of this test meets a month already pushed: the difference is confirmed.
  if (await pushDialog.getByTestId("payroll-push-retry").isVisible()) {
    await pushDialog.getByTestId("payroll-push-confirm-retry").check();
  }
  await shot(page, "push-dialog-en-1366");
  await expectAxeClean(page, { include: "main" });
  await pushDialog.getByTestId("payroll-push-submit").click();
  await expect(pushDialog).toBeHidden();
  const newest = page.getByTestId("payroll-push").first();
  await expect(newest.getByTestId("command-status")).toHaveAttribute("data-status", "succeeded", { timeout: 60_000 });
  await expect(newest.getByTestId("payroll-push-receipt")).toContainText("Receipt", { timeout: 20_000 });
  await expect(newest.getByTestId("payroll-push-figures")).toContainText(/\d+ (people|person), \d+ lines?/);
  await expect(page.getByTestId("payroll-locked")).toBeVisible();
  await shot(page, "pushed-en-1366");

  // The same month in Dutch on a phone.
  await setLanguage(page, "nl");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Loonmaand", level: 1 })).toBeVisible();
  await expect(page.getByTestId("payroll-push-receipt").first()).toContainText("Ontvangstbewijs");
  await noSidewaysScroll(page);
  await clearOfSupportButton(page);
  await expectAxeClean(page, { include: "main" });
  await shot(page, "pushed-nl-375");
  await setLanguage(page, "en");
  await page.setViewportSize({ width: 1366, height: 900 });
});

test("a read-only user with the payroll switches sees the month and no action; the server refuses", async ({
  page,
  browser,
}) => {
  // Two widths with axe each: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const days = nextMonthWorkingDays();
  await signIn(page, "admin@demo.test");
  await intoDemoCompany(page);
  const users = await (await page.request.get("/api/util/users")).json();
  const readonly = users.data.find((u: { email: string }) => u.email === "readonly@demo.test");
  for (const api of ["wages_access", "payroll_provider_access"]) {
    const res = await page.request.post(`/api/admin/${api}/set`, {
      data: { user_id: readonly.user_id, [`has_${api}`]: true },
    });
    expect(res.status()).toBe(200);
  }

  const context = await browser.newContext({ locale: "en-GB" });
  const guest = await context.newPage();
  await signIn(guest, "readonly@demo.test");
  for (const width of [1366, 375]) {
    await guest.setViewportSize({ width, height: 900 });
    await guest.goto(`/payroll?year=${days.year}&month=${days.month}`);
    await expect(guest.getByRole("heading", { name: "Loonmaand", level: 1 })).toBeVisible();
    await expect(guest.getByTestId("payroll-read-only")).toBeVisible();
    await expect(guest.getByTestId("payroll-people")).toBeVisible();
    await expect(guest.getByTestId("payroll-push-open")).toHaveCount(0);
    await expect(guest.getByTestId("payroll-add")).toHaveCount(0);
    await expect(guest.getByTestId("payroll-person-add")).toHaveCount(0);
    await expect(guest.getByTestId("payroll-push-retry-button")).toHaveCount(0);
    await expect(guest.getByRole("button", { name: "Wijzigen" })).toHaveCount(0);
    await noSidewaysScroll(guest);
    await expectAxeClean(guest, { include: "main" });
    await shot(guest, `read-only-nl-${width}`);
  }
  const list = await (await page.request.get("/api/integrations/list")).json();
  const refused = await guest.request.post("/api/integrations/days_off/push", {
    data: { year: days.year, month: days.month, integration_id: list.integrations[0].id },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});

test("a missing payroll code: the anomaly's Fix link opens the type's code field, and saving it clears the anomaly", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const days = nextMonthWorkingDays();
  await signIn(page, "admin@demo.test");
  await intoDemoCompany(page);
  await setLanguage(page, "en");
  const list = await (await page.request.get("/api/integrations/list")).json();
  const integration = list.integrations[0] as { id: number; alias: string };
  // A type of our own, taken (approved at once) by someone next month, without any payroll code yet.
  const name = `Study leave ${Date.now() % 100000}`;
  const added = await page.request.post("/api/day_off_types/add", {
    data: { name, unit: "days", needs_approval: false, self_request: false, tracks_balance: false },
  });
  expect(added.status(), await added.text()).toBe(200);
  const type = (await added.json()).data as { id: number };
  // Someone of the month: the first person card of /payroll.
  await page.goto(`/payroll?year=${days.year}&month=${days.month}&integration_id=${integration.id}`);
  const employeeId = Number(await page.getByTestId("payroll-person").first().getAttribute("data-employee-id"));
  // A week after the other test's days (same weekday, still next month), falling back a day at a time past
  // a holiday or a day the person already has off.
  let taken = 0;
  for (let shift = 7; shift < 12 && taken !== 200; shift++) {
    const day = new Date(`${days.start}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + shift);
    const iso = day.toISOString().slice(0, 10);
    const asked = await page.request.post("/api/leave/requests/add", {
      data: { day_off_type_id: type.id, employee_id: employeeId, start_date: iso, end_date: iso },
    });
    taken = asked.status();
  }
  expect(taken).toBe(200);

  await page.goto(`/payroll?year=${days.year}&month=${days.month}&integration_id=${integration.id}`);
  const anomaly = page
    .getByTestId("payroll-company-anomalies")
    .locator('[data-rule="missing_payroll_code"]')
    .filter({ hasText: name });
  // Named by the integration's name, never the provider key.
  await expect(anomaly).toContainText(integration.alias);
  await expect(anomaly).not.toContainText("be_portal");
  await anomaly.getByTestId("payroll-anomaly-fix").click();
  await expect(page).toHaveURL(new RegExp(`/calendar/settings#payroll-codes-${type.id}$`));
  const form = page.locator(`#payroll-codes-${type.id}`);
  await expect(form).toBeVisible();
  await form.getByRole("textbox").first().fill("ST1");
  await shot(page, "payroll-code-en-1366");
  await expectAxeClean(page, { include: "main" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved").first()).toBeVisible();

  await page.goto(`/payroll?year=${days.year}&month=${days.month}&integration_id=${integration.id}`);
  await expect(page.getByRole("heading", { name: "Payroll month", level: 1 })).toBeVisible();
  await expect(page.locator('[data-rule="missing_payroll_code"]').filter({ hasText: name })).toHaveCount(0);

  // The code field in Dutch on a phone.
  await setLanguage(page, "nl");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/calendar/settings#payroll-codes-${type.id}`);
  await expect(page.locator(`#payroll-codes-${type.id}`)).toContainText("Looncode");
  await expect(page.locator(`#payroll-codes-${type.id}`).getByRole("textbox").first()).toHaveValue("ST1");
  await noSidewaysScroll(page);
  await expectAxeClean(page, { include: "main" });
  await shot(page, "payroll-code-nl-375");
  await setLanguage(page, "en");
  await page.setViewportSize({ width: 1366, height: 900 });
  // Not left taken for the other tests: the type is archived.
  await page.request.post("/api/day_off_types/archive", { data: { day_off_type_id: type.id } });
});

test("a built-in type without a payroll code is named in the reader's language, with a link to its code field", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const days = nextMonthWorkingDays(15);
  await signIn(page, "admin@demo.test");
  await intoDemoCompany(page);
  await setLanguage(page, "en");
  const list = await (await page.request.get("/api/integrations/list")).json();
  const integration = list.integrations[0] as { id: number; source: string };
  const types = (await (await page.request.get("/api/day_off_types/list")).json()).data as {
    id: number;
    kind: string;
    payroll_codes: Record<string, string>;
  }[];
  // The built-in sickness type, its code for this provider removed for the test (put back at the end).
  const sick = types.find((t) => t.kind === "sick")!;
  const codes = sick.payroll_codes ?? {};
  const edit = (payroll_codes: Record<string, string>) =>
    page.request.post("/api/day_off_types/edit", { data: { day_off_type_id: sick.id, payroll_codes } });
  expect((await edit({ ...codes, [integration.source]: "" })).status()).toBe(200);
  try {
    const month = `/payroll?year=${days.year}&month=${days.month}&integration_id=${integration.id}`;
    await page.goto(month);
    const employeeId = Number(await page.getByTestId("payroll-person").first().getAttribute("data-employee-id"));
    // A day this person has free: from the 15th on, a day later each time one is taken or a holiday.
    let asked = null;
    for (let shift = 0; shift < 8 && asked?.status() !== 200; shift++) {
      const day = new Date(`${days.start}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + shift);
      const iso = day.toISOString().slice(0, 10);
      asked = await page.request.post("/api/leave/requests/add", {
        data: { day_off_type_id: sick.id, employee_id: employeeId, start_date: iso, end_date: iso },
      });
    }
    expect(asked!.status(), await asked!.text()).toBe(200);
    const request = (await asked!.json()).data as { id: number; status: string };
    if (request.status === "pending") {
      await page.request.post("/api/leave/requests/approve", { data: { request_id: request.id } });
    }

    for (const [lang, name, fix] of [
      ["en", "Sick", "Set the payroll code"],
      ["fr", "Maladie", "Définir le code de paie"],
    ] as const) {
      await setLanguage(page, lang);
      for (const width of [1366, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(month);
        // The sickness type's anomaly, found by its link (other types of the demo may lack a code too).
        const anomaly = page
          .getByTestId("payroll-company-anomalies")
          .locator('[data-rule="missing_payroll_code"]')
          .filter({ has: page.locator(`a[href="/calendar/settings#payroll-codes-${sick.id}"]`) });
        await expect(anomaly).toContainText(name);
        await expect(anomaly).not.toContainText(/\bsick\b/);
        await expect(anomaly.getByTestId("payroll-anomaly-fix")).toHaveText(fix);
        await noSidewaysScroll(page);
        await expectAxeClean(page, { include: "main" });
        await shot(page, `payroll-type-name-${lang}-${width}`);
      }
    }
    await page.request.post("/api/leave/requests/cancel", { data: { request_id: request.id } });
  } finally {
    await setLanguage(page, "en");
    await page.setViewportSize({ width: 1366, height: 900 });
    await edit(codes);
  }
});

test("comparing the provider's calendar: the portal asks a code, the two-factor modal takes it, the check reports", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sim = `http://127.0.0.1:${PORT + 7}/portal`;
  const days = nextMonthWorkingDays();
  await signIn(page, "admin@demo.test");
  await intoDemoCompany(page);
  await setLanguage(page, "en");
  const integrationId = await importPeople(page);
  // From here the portal asks every login for a code (put back at the end).
  await page.request.post(`${sim}/_sim/faults`, { data: { requireSecondFactor: true } });
  try {
    await page.goto(`/payroll?year=${days.year}&month=${days.month}&integration_id=${integrationId}`);
    await page.getByTestId("payroll-calendar-check").click();
    const modal = page.getByTestId("two-factor-modal");
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await shot(page, "calendar-check-two-factor-en-1366");
    await expectAxeClean(page, { include: "main" });
    let code = "";
    await expect
      .poll(async () => {
        const html = await (await page.request.get(`${sim}/second-factor`)).text();
        return (code = [...html.matchAll(/demo\.portal<\/td><td><b>(\d{6})<\/b>/g)].at(-1)?.[1] ?? "");
      })
      .toMatch(/^\d{6}$/);
    await modal.getByLabel("Digit 1 of 6").click();
    await page.keyboard.type(code);
    await expect(modal).toBeHidden();
    await expect(page.getByText("Calendar compared")).toBeVisible({ timeout: 60_000 });
    await shot(page, "calendar-check-done-en-1366");
  } finally {
    await page.request.post(`${sim}/_sim/faults`, { data: {} });
  }
});
