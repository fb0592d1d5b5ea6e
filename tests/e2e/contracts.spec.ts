// Contracts and Dimona in the browser (issue 21): HR adds a student contract for a new person on the person's
// Contracts tab, declares its Dimona IN in the Dimona dialog (checked by a dry run first), watches the RSZ
// simulator accept it (the history polls), terminates the contract with notice (calculated and explained in
// the dialog) and sends the UPDATE of its end (the IN carried one). Once in English at 1366 px and once in
// Dutch on a 375 px phone; /contracts in both languages at both widths; a read-only user sees the contract
// tab without any action. Every screen is axe clean and has no sideways scroll. Screenshots go to
// $SHOTS_DIR (default /tmp/contracts-shots).
import { expect, test, type Browser, type Page } from "@playwright/test";
import enContracts from "../../messages/en/contracts.json";
import nlContracts from "../../messages/nl/contracts.json";
import enDimona from "../../messages/en/dimona.json";
import nlDimona from "../../messages/nl/dimona.json";
import { expectAxeClean, signIn } from "./helpers";

type Lang = "en" | "nl";
const MESSAGES = { en: { c: enContracts, d: enDimona }, nl: { c: nlContracts, d: nlDimona } } as const;
const VIEWPORTS = {
  1366: { viewport: { width: 1366, height: 900 } },
  375: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
} as const;
type Width = keyof typeof VIEWPORTS;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/contracts-shots"}/${name}.png`, fullPage: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The rows of /contracts: a table from 640 px, cards below. */
const visibleRows = (page: Page) =>
  page.locator('[data-testid="contract-row"]:visible, [data-testid="contract-card"]:visible');

/** Axe, no sideways scroll, and a screenshot: the look of one screen. */
async function look(page: Page, name: string) {
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, { all: true });
  await shot(page, name);
}

async function newPage(browser: Browser, width: Width) {
  return (await browser.newContext({ ...VIEWPORTS[width], locale: "en-GB" })).newPage();
}

async function setLanguage(page: Page, lang: Lang) {
  const res = await page.request.post("/user/changeLang", { data: { lang, dialect: null } });
  expect(res.status()).toBe(200);
}

// ISO day arithmetic in UTC (the dates typed are calendar days, DD/MM/YYYY).
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
const typed = (day: string) => day.split("-").reverse().join("/");
function quarterEnd(day: string) {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return iso(new Date(Date.UTC(y, Math.floor((m - 1) / 3) * 3 + 3, 0)));
}

/** A valid Belgian national number (INSZ) for someone born in 2006: the check digits are 97 - (2 + digits) mod 97. */
function nationalNumber(serial: number) {
  const head = `060312${String(serial % 997).padStart(3, "0")}`;
  const check = 97 - Number(BigInt(`2${head}`) % 97n);
  return `${head}${String(check).padStart(2, "0")}`;
}

/** A new person of the demo company (the seeded people already have contracts). */
async function addPerson(page: Page, name: string): Promise<number> {
  const res = await page.request.post("/api/employees/add", {
    data: { first_name: name, last_name: "Student", national_number: nationalNumber(Date.now()) },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { employee_id: number } }).data.employee_id;
}

for (const { lang, width } of [
  { lang: "en", width: 1366 },
  { lang: "nl", width: 375 },
] as const) {
  test(`HR adds a student contract, declares its Dimona IN, terminates it and sends the UPDATE of its end (${lang}, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const { c, d } = MESSAGES[lang];
    const tag = `${lang}-${width}`;
    const page = await newPage(browser, width);
    await signIn(page, "admin@demo.test");
    await setLanguage(page, lang);
    try {
      const first = `Lena${lang === "en" ? "E" : "N"}${Date.now().toString(36)}`;
      const id = await addPerson(page, first);
      const today = iso(new Date());
      // A student's Dimona period stays within one quarter: four weeks, or up to the quarter's last day.
      const end = [addDays(today, 27), quarterEnd(today)].sort()[0]!;

      // The contract, through the Contracts tab's dialog.
      await page.goto(`/people/${id}?tab=contracts`);
      await expect(page.getByTestId("contract-section")).toContainText(c.tab.empty);
      await look(page, `${tag}-contract-tab-empty`);
      await page.getByRole("button", { name: c.tab.add }).click();
      const dialog = page.getByTestId("contract-dialog");
      await dialog.getByLabel(c.form.contract_type).selectOption("student");
      await dialog.getByRole("textbox", { name: c.form.end_date, exact: true }).fill(typed(end));
      await dialog.getByLabel(c.form.base_wage).fill("1250,50");
      await expect(dialog.getByTestId("contract-weekly-total")).toContainText("38");
      await look(page, `${tag}-contract-add-dialog`);
      await dialog.getByRole("button", { name: lang === "en" ? "Save" : "Opslaan" }).click();
      await expect(dialog).toBeHidden();
      const item = page.getByTestId("contract-item");
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(c.types.student);
      await expect(item).toContainText(typed(end));
      // Adding a Belgian contract proposes its Dimona IN: the notice links to the Dimona tab.
      const proposal = page.getByTestId("dimona-proposal");
      await expect(proposal).toContainText("IN");
      await look(page, `${tag}-contract-tab-added`);

      // The Dimona IN: a dry run first, then the send, then the RSZ simulator's answer through the polling.
      await proposal.getByRole("link").click();
      await expect(page).toHaveURL(/tab=dimona/);
      await page.getByTestId("dimona-declare").click();
      const declare = page.getByTestId("dimona-dialog");
      await expect(declare.getByLabel(d.fields.workerType)).toHaveValue("STU");
      await declare.getByLabel(d.fields.startDate).fill(typed(today));
      await declare.getByLabel(d.fields.endDate).fill(typed(end));
      await declare.getByTestId("dimona-check").click();
      // Planned hours are required for a student: the dry run names the rule, nothing is sent.
      await expect(declare.getByTestId("dimona-check-result")).toContainText(d.rules.planned_hours_required);
      await declare.getByLabel(d.fields.plannedHours).fill("80");
      await declare.getByTestId("dimona-check").click();
      await expect(declare.getByTestId("dimona-check-result")).toContainText(d.checkValid);
      await look(page, `${tag}-dimona-in-dialog`);
      await declare.getByTestId("dimona-send").click();
      await expect(declare).toBeHidden();
      const inRow = page.getByTestId("dimona-row").filter({ hasText: "IN" });
      await expect(inRow.getByTestId("dimona-status")).toHaveText(d.status.A, { timeout: 30_000 });
      await expect(inRow).toContainText(d.fields.periodId);
      await look(page, `${tag}-dimona-accepted`);

      // Termination with notice worked, given by the employer: the dialog calculates and explains it.
      await page.goto(`/people/${id}?tab=contracts`);
      await page.getByRole("button", { name: c.tab.terminate }).click();
      const terminate = page.getByTestId("terminate-contract-dialog");
      await terminate.getByLabel(c.terminate.way_of_termination).selectOption("notice_worked");
      await terminate.getByLabel(c.terminate.initiated_by).selectOption("employer");
      await terminate
        .getByLabel(c.terminate.termination_reason)
        .fill(lang === "en" ? "End of the project" : "Einde project");
      const explanation = terminate.getByTestId("notice-explanation");
      await expect(explanation).toContainText(c.terminate.startsMonday);
      await expect(explanation).toContainText(c.terminate.explain.employer_table.split("{")[0]!.trim());
      const noticeEnd = await explanation.getAttribute("data-notice-end");
      expect(noticeEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await look(page, `${tag}-terminate-dialog`);
      await terminate.getByRole("button", { name: lang === "en" ? "Save" : "Opslaan" }).click();
      await expect(terminate).toBeHidden();
      await expect(page.getByTestId("contract-termination")).toContainText(c.ways.notice_worked);
      // The student's IN carried its end: ending earlier is an UPDATE of that end (no OUT; domain file).
      await expect(page.getByTestId("dimona-proposal")).toContainText("UPDATE");
      await look(page, `${tag}-contract-terminated`);

      // The UPDATE of the accepted period, to the notice's last day, opened from the proposal.
      await page.getByTestId("dimona-proposal").getByRole("link").click();
      await expect(page).toHaveURL(/tab=dimona/);
      await page.getByTestId("dimona-proposal-review").click();
      const update = page.getByTestId("dimona-dialog");
      await update.getByLabel(d.fields.startDate).fill(typed(today));
      await update.getByLabel(d.fields.endDate).fill(typed(noticeEnd!));
      await update.getByTestId("dimona-check").click();
      await expect(update.getByTestId("dimona-check-result")).toContainText(d.checkValid);
      await look(page, `${tag}-dimona-update-dialog`);
      await update.getByTestId("dimona-send").click();
      await expect(update).toBeHidden();
      const updateRow = page.getByTestId("dimona-row").filter({ hasText: "UPDATE" });
      await expect(updateRow.getByTestId("dimona-status")).toHaveText(d.status.A, { timeout: 30_000 });
      await look(page, `${tag}-dimona-update-accepted`);
      // The period carries its end: the IN row offers a change or a cancellation, never an OUT.
      const periodRow = page.locator(`[data-testid="dimona-row"][data-type="IN"]`);
      await expect(periodRow.getByTestId("dimona-update")).toBeVisible();
      await expect(periodRow.getByTestId("dimona-cancel")).toBeVisible();
      await expect(periodRow.getByTestId("dimona-out")).toHaveCount(0);
      // Declared: the proposal is gone.
      await page.reload();
      await expect(page.getByTestId("dimona-history")).toBeVisible();
      await expect(page.getByTestId("dimona-proposals")).toHaveCount(0);
    } finally {
      await setLanguage(page, "en");
    }
  });
}

test("HR declares an open-ended contract's Dimona IN without an end, terminates the contract and sends the OUT", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { c, d } = MESSAGES.en;
  const page = await newPage(browser, 1366);
  await signIn(page, "admin@demo.test");
  await setLanguage(page, "en");
  const id = await addPerson(page, `Omar${Date.now().toString(36)}`);

  // An open-ended contract (no end date): its IN proposal carries no end either.
  await page.goto(`/people/${id}?tab=contracts`);
  await page.getByRole("button", { name: c.tab.add }).click();
  const dialog = page.getByTestId("contract-dialog");
  await dialog.getByLabel(c.form.contract_type).selectOption("open_ended");
  await dialog.getByLabel(c.form.base_wage).fill("2650,00");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("dimona-proposal")).toContainText("IN");

  // The IN, reviewed from its proposal and sent; the RSZ simulator accepts it and gives the period.
  await page.getByTestId("dimona-proposal").getByRole("link").click();
  await expect(page).toHaveURL(/tab=dimona/);
  await page.getByTestId("dimona-proposal-review").click();
  const declare = page.getByTestId("dimona-dialog");
  await expect(declare.getByLabel(d.fields.workerType)).toHaveValue("OTH");
  await expect(declare.getByLabel(d.fields.endDate)).toHaveValue("");
  await declare.getByTestId("dimona-check").click();
  await expect(declare.getByTestId("dimona-check-result")).toContainText(d.checkValid);
  await declare.getByTestId("dimona-send").click();
  await expect(declare).toBeHidden();
  const inRow = page.locator('[data-testid="dimona-row"][data-type="IN"]');
  await expect(inRow.getByTestId("dimona-status")).toHaveText(d.status.A, { timeout: 30_000 });
  // A period without an end can still be ended by an OUT.
  await expect(inRow.getByTestId("dimona-out")).toBeVisible();

  // Termination with notice worked, given by the employer: the contract gets its end, and the OUT is proposed.
  await page.goto(`/people/${id}?tab=contracts`);
  await page.getByRole("button", { name: c.tab.terminate }).click();
  const terminate = page.getByTestId("terminate-contract-dialog");
  await terminate.getByLabel(c.terminate.way_of_termination).selectOption("notice_worked");
  await terminate.getByLabel(c.terminate.initiated_by).selectOption("employer");
  await terminate.getByLabel(c.terminate.termination_reason).fill("Restructuring");
  await terminate.getByRole("button", { name: "Save" }).click();
  await expect(terminate).toBeHidden();
  await expect(page.getByTestId("dimona-proposal")).toContainText("OUT");

  // The OUT, from the proposal: checked, sent, accepted.
  await page.getByTestId("dimona-proposal").getByRole("link").click();
  await expect(page).toHaveURL(/tab=dimona/);
  await page.getByTestId("dimona-proposal-review").click();
  const out = page.getByTestId("dimona-dialog");
  await out.getByTestId("dimona-check").click();
  await expect(out.getByTestId("dimona-check-result")).toContainText(d.checkValid);
  await shot(page, "en-1366-dimona-out-dialog");
  await out.getByTestId("dimona-send").click();
  await expect(out).toBeHidden();
  const outRow = page.locator('[data-testid="dimona-row"][data-type="OUT"]');
  await expect(outRow.getByTestId("dimona-status")).toHaveText(d.status.A, { timeout: 30_000 });
  // Ended: the period offers nothing more, and no proposal is left.
  await expect(inRow.getByTestId("dimona-out")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("dimona-proposals")).toHaveCount(0);
  await look(page, "en-1366-dimona-out-accepted");
});

for (const lang of ["en", "nl"] as const) {
  for (const width of [1366, 375] as const) {
    test(`/contracts lists and filters the contracts (${lang}, ${width} px)`, async ({ browser }) => {
      const { c } = MESSAGES[lang];
      const page = await newPage(browser, width);
      await signIn(page, "admin@demo.test");
      await setLanguage(page, lang);
      try {
        await page.goto("/contracts");
        await expect(page.getByRole("heading", { name: c.title, level: 1 })).toBeVisible();
        const rows = visibleRows(page);
        await expect(rows.first()).toBeVisible();
        const all = Number((await page.getByTestId("contracts-count").textContent())!.replace(/\D/g, ""));
        await look(page, `${lang}-${width}-contracts`);
        await page.getByLabel(c.filters.endingWithin).selectOption("30");
        await page.getByRole("button", { name: c.filters.apply }).click();
        await expect(page).toHaveURL(/ending=30/);
        await expect(rows.first()).toBeVisible();
        const ending = Number((await page.getByTestId("contracts-count").textContent())!.replace(/\D/g, ""));
        expect(ending).toBeGreaterThan(0);
        expect(ending).toBeLessThan(all);
        await expect(page.getByRole("link", { name: c.filters.clear })).toBeVisible();
        await look(page, `${lang}-${width}-contracts-ending`);
      } finally {
        await setLanguage(page, "en");
      }
    });
  }
}

for (const width of [1366, 375] as const) {
  test(`a read-only user sees /contracts and a person's contracts without any action (nl, ${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { c } = MESSAGES.nl;
    // The read-only demo user (who reads Dutch) is given wages access: contracts are behind it (spec 6).
    const admin = await newPage(browser, 1366);
    await signIn(admin, "admin@demo.test");
    const users = await (await admin.request.get("/api/util/users")).json();
    const readonly = users.data.find((u: { email: string }) => u.email === "readonly@demo.test");
    const wagesAccess = async (on: boolean) => {
      const res = await admin.request.post("/api/admin/wages_access/set", {
        data: { user_id: readonly.user_id, has_wages_access: on },
      });
      expect(res.status()).toBe(200);
    };
    await wagesAccess(true);
    try {
      const page = await newPage(browser, width);
      await signIn(page, "readonly@demo.test");
      await page.goto("/contracts");
      await expect(page.getByRole("heading", { name: c.title, level: 1 })).toBeVisible();
      await look(page, `readonly-${width}-contracts`);
      const person = visibleRows(page).first().getByRole("link");
      const href = await person.getAttribute("href");
      await page.goto(`${href!.split("?")[0]}?tab=contracts`);
      await expect(page.getByTestId("contract-item").first()).toBeVisible();
      for (const name of [c.tab.add, c.tab.terminate, c.tab.delete]) {
        await expect(page.getByRole("button", { name })).toHaveCount(0);
      }
      await look(page, `readonly-${width}-contract-tab`);
      await page.goto(`${href!.split("?")[0]}?tab=dimona`);
      await expect(page.getByTestId("dimona-history")).toBeVisible();
      await expect(page.getByTestId("dimona-declare")).toHaveCount(0);
      await look(page, `readonly-${width}-dimona-tab`);
    } finally {
      await wagesAccess(false);
    }
  });
}
