// Contract signing in the browser (issue 21): HR sends a contract for signature from the person's Contracts
// tab, the employee reads it and signs it on a phone-sized page (no sideways scroll, axe clean), and HR
// sees it signed with the signed PDF in the person's documents. Also the template screen at both widths.
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, signIn } from "./helpers";

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("HR sends a contract, the employee signs it on a phone, HR sees it signed and the PDF in documents", async ({
  browser,
}) => {
  // Three people in turn, two builds of the PDF: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const employee = await (
    await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
  ).newPage();
  await signIn(employee, "employee@demo.test");
  const me = await (await employee.request.get("/api/user/details")).json();
  const employeeId = me.employee_id as number;
  expect(employeeId).toBeGreaterThan(0);

  const hr = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(hr, "admin@demo.test");
  // A fixed-term contract in a year nobody else's test uses (demo users start without contracts).
  const year = 2040 + Math.floor(Math.random() * 50);
  const added = await hr.request.post("/api/integrations/contracts/add", {
    data: {
      employee_id: employeeId,
      contract_type: "fixed_term",
      employment_type: "worker",
      joint_committee: "226",
      start_date: `01/02/${year}`,
      end_date: `31/07/${year}`,
      weekly_schedule: [456, 456, 456, 456, 456, 0, 0],
      days_per_week: 5,
      hours_per_week: "38",
      base_wage: "2900,00",
    },
  });
  expect(added.status()).toBe(200);
  const contractId = (await added.json()).data.id as number;

  await hr.goto(`/people/${employeeId}?tab=contracts`);
  const item = hr.getByTestId("contract-item").filter({ hasText: `31/07/${year}` });
  const signing = item.getByTestId("contract-signing");
  await expect(signing).toHaveAttribute("data-state", "draft");
  await signing.getByRole("button", { name: "Send for signature" }).click();
  await expect(signing).toHaveAttribute("data-state", "sent");
  await expect(signing).toContainText("Waiting for signature");
  await expect(signing.getByRole("link", { name: "Contract PDF" })).toBeVisible();
  await expectAxeClean(hr, { all: true });
  await hr.screenshot({ path: "test-results/contract-signing-hr-sent-1366.png", fullPage: true });

  // The employee: the notification's page, the list, the contract's text and PDF, then the signature.
  await employee.goto("/account/contracts");
  await expect(employee.getByTestId("my-contracts")).toBeVisible();
  await expectNoSidewaysScroll(employee);
  await employee.getByTestId("my-contracts").getByRole("link").first().click();
  await expect(employee.getByTestId("contract-text")).toContainText(`31/07/${year}`);
  const pdfHref = await employee.locator('a[href$="/pdf"]').getAttribute("href");
  const pdf = await employee.request.get(pdfHref!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoSidewaysScroll(employee);
  await expectAxeClean(employee, { all: true });
  await employee.screenshot({ path: "test-results/contract-signing-employee-375.png", fullPage: true });

  const hint = (await employee.getByTestId("typed-name-hint").textContent()) ?? "";
  const name = hint.slice(hint.lastIndexOf(":") + 1).trim();
  expect(name.length).toBeGreaterThan(2);
  // A name that is not theirs is refused under the field.
  await employee.getByTestId("typed-name").fill("Somebody Else");
  await employee.getByTestId("consent").check();
  await employee.getByTestId("sign-submit").click();
  await expect(employee.getByTestId("typed-name-error")).toContainText(name);
  await employee.getByTestId("typed-name").fill(name);
  await employee.getByTestId("sign-submit").click();
  await expect(employee.getByTestId("signing-status")).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(employee.getByTestId("sign-submit")).toHaveCount(0);
  await expect(employee.locator('a[href$="pdf?signed=1"]')).toBeVisible();
  await expectNoSidewaysScroll(employee);
  await expectAxeClean(employee, { all: true });
  await employee.screenshot({ path: "test-results/contract-signing-employee-signed-375.png", fullPage: true });

  // HR: the contract shows signed, the signed PDF is in the person's documents.
  await hr.reload();
  const signed = hr
    .getByTestId("contract-item")
    .filter({ hasText: `31/07/${year}` })
    .getByTestId("contract-signing");
  await expect(signed).toHaveAttribute("data-state", "signed");
  await expect(signed).toContainText(`Signed by ${name}`);
  await expect(signed.getByRole("link", { name: "Signed PDF" })).toBeVisible();
  const history = await (await hr.request.get(`/api/contracts/${contractId}/signatures`)).json();
  expect(history.state).toBe("signed");
  await hr.goto(`/people/${employeeId}?tab=documents`);
  const files = hr.getByTestId("employee-documents");
  await expect(files.getByTestId("file-row").filter({ hasText: /signed/ })).toHaveCount(1);
  await hr.screenshot({ path: "test-results/contract-signing-hr-documents-1366.png", fullPage: true });
});

test("the contract template screen at desktop and phone width", async ({ browser }) => {
  test.setTimeout(150_000);
  // The admin (English) at desktop width; the payroll officer (their own language) on a phone.
  for (const [email, width] of [
    ["admin@demo.test", 1366],
    ["payroll@demo.test", 375],
  ] as const) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signIn(page, email);
    await page.goto("/settings/contract-template");
    await expect(page.getByTestId("template-kind")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveValue(/\{\{person\}\}/);
    if (width === 1366) await expect(page.getByRole("button", { name: "Save the template" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, { all: true });
    await page.screenshot({ path: `test-results/contract-template-${width}.png`, fullPage: true });
  }
});
