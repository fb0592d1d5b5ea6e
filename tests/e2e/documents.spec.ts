// Documents (issue 8): an admin makes a folder, uploads a PDF into it, previews it and restricts it to one
// team; a second file goes to another team. A member of the first team sees the first file and not the
// second; HR (a default user) sees both. Plus /documents on a phone and axe on the page and its dialogs.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seriousViolations, signIn } from "./helpers";

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** Admins see the documents celebratory popup on /documents until they act on it: answer it up front. */
async function signInAdmin(page: Page) {
  await signIn(page, "admin@demo.test");
  const answered = await page.request.post("/api/celebratory_triggers/setAction", {
    data: { feature: "documents", action: "ignored" },
  });
  expect(answered.ok()).toBe(true);
}

const company = (page: Page) => page.getByTestId("company-documents");
const row = (page: Page, filename: string) => company(page).getByTestId("file-row").filter({ hasText: filename });

async function upload(page: Page, o: { filename: string; type: string; description: string; team?: string }) {
  await company(page).getByTestId("upload-button").click();
  const dialog = page.getByTestId("upload-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("upload-file").setInputFiles({ name: o.filename, mimeType: "application/pdf", buffer: PDF });
  await expect(dialog.getByLabel("File name")).toHaveValue(o.filename);
  await dialog.getByLabel("Document type").fill(o.type);
  await dialog.getByLabel("Description").fill(o.description);
  if (o.team) {
    await dialog.getByLabel("Specific teams").check();
    await dialog.getByLabel(o.team, { exact: true }).check();
  }
  await dialog.getByTestId("upload-submit").click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, o.filename)).toBeVisible();
}

async function companyFilesOf(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto("/documents");
  // Demo users speak English, Dutch or French: only file names are compared.
  await expect(company(page)).toBeVisible();
  const text = await company(page).innerText();
  await context.close();
  return text;
}

test.describe.serial("company documents", () => {
  test("the documents celebratory popup shows on /documents for an admin", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await page.goto("/documents");
    const popup = page.getByTestId("celebratory-popup");
    await expect(popup).toBeVisible();
    const answered = page.waitForResponse((r) => r.url().includes("/api/celebratory_triggers/setAction"));
    await popup
      .getByRole("button", { name: /No thanks|Close/ })
      .first()
      .click();
    await expect(popup).toHaveCount(0);
    expect((await answered).ok()).toBe(true);
  });

  test("an admin uploads a PDF into a folder, previews it and restricts it to one team", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/documents");
    await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();

    await company(page).getByRole("button", { name: "New folder" }).click();
    const folderDialog = page.getByTestId("folder-dialog");
    await folderDialog.getByLabel("Folder name").fill("Policies");
    await folderDialog.getByRole("button", { name: "Save" }).click();
    await expect(folderDialog).toHaveCount(0);
    await expect(company(page).getByRole("button", { name: /^Policies/ })).toHaveAttribute("aria-current", "true");

    await upload(page, { filename: "logistics-plan.pdf", type: "Policy", description: "Warehouse plan for 2027" });
    await expect(company(page).getByTestId("file-count")).toHaveText("1 file in Policies");

    // Preview: the PDF inline in the dialog, served by the preview address.
    await company(page).getByRole("button", { name: "Preview logistics-plan.pdf" }).click();
    const preview = page.getByTestId("preview-dialog");
    await expect(preview).toBeVisible();
    const src = await preview.getByTestId("preview-frame").getAttribute("src");
    expect(src).toBeTruthy();
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toContain("application/pdf");
    await preview.getByRole("button", { name: "Close" }).last().click();
    await expect(preview).toHaveCount(0);

    // Restrict it to the Logistics team.
    await row(page, "logistics-plan.pdf").getByTestId("file-actions").click();
    await page.getByRole("menuitem", { name: "Change visibility" }).click();
    const visibility = page.getByTestId("visibility-dialog");
    await visibility.getByLabel("Specific teams").check();
    await visibility.getByLabel("Logistics", { exact: true }).check();
    await visibility.getByTestId("visibility-save").click();
    await expect(visibility).toHaveCount(0);
    await expect(row(page, "logistics-plan.pdf")).toContainText("Teams: Logistics");

    // A second file, for the Sales team from the start, in the default folder.
    await company(page)
      .getByRole("button", { name: /^All files/ })
      .click();
    await upload(page, { filename: "sales-targets.pdf", type: "Policy", description: "Targets", team: "Sales" });
    await expect(row(page, "sales-targets.pdf")).toContainText("Teams: Sales");
  });

  test("a Logistics member sees the Logistics file, not the Sales one; HR sees both", async ({ browser }) => {
    const employee = await companyFilesOf(browser, "employee@demo.test");
    expect(employee).toContain("logistics-plan.pdf");
    expect(employee).not.toContain("sales-targets.pdf");

    const manager = await companyFilesOf(browser, "manager@demo.test");
    expect(manager).toContain("logistics-plan.pdf");
    expect(manager).not.toContain("sales-targets.pdf");

    const hr = await companyFilesOf(browser, "payroll@demo.test");
    expect(hr).toContain("logistics-plan.pdf");
    expect(hr).toContain("sales-targets.pdf");
  });

  test("an employee reads without editing controls", async ({ page }) => {
    await signIn(page, "employee@demo.test");
    await page.goto("/documents");
    await expect(page.getByTestId("my-documents")).toBeVisible();
    await expect(company(page).getByTestId("upload-button")).toHaveCount(0);
    await expect(company(page).getByRole("button", { name: "New folder" })).toHaveCount(0);
    await row(page, "logistics-plan.pdf").getByTestId("file-actions").click();
    await expect(page.getByRole("menuitem", { name: "Download" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("axe: /documents and its upload dialog as admin", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/documents");
  await expect(company(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await company(page).getByTestId("upload-button").click();
  await expect(page.getByTestId("upload-dialog")).toBeVisible();
  await page.getByTestId("upload-dialog").getByLabel("Specific teams").check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("upload-dialog")).toHaveCount(0);
});

test("documents on a phone @phone", async ({ page }, info) => {
  await signInAdmin(page);
  await page.goto("/documents");
  await expect(company(page)).toBeVisible();
  await expect(company(page).getByTestId("upload-button")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `test-results/documents-${info.project.name}.png`, fullPage: true });
});

test("the documents tab of a person: upload an important employee file, axe", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/people");
  await page.getByTestId("people-row").first().getByRole("link").click();
  await expect(page.getByTestId("person-name")).toBeVisible();
  await page.goto(`${page.url().split("?")[0]}?tab=documents`);
  const section = page.getByTestId("employee-documents");
  await expect(section).toBeVisible();
  await section.getByTestId("upload-button").click();
  const dialog = page.getByTestId("upload-dialog");
  await dialog
    .getByTestId("upload-file")
    .setInputFiles({ name: "contract.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByLabel("Document type").fill("Contract");
  await dialog.getByLabel(/Important document/).check();
  await expect(dialog.getByTestId("visibility-picker")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByTestId("upload-submit").click();
  await expect(dialog).toHaveCount(0);
  const fileRow = section.getByTestId("file-row").filter({ hasText: "contract.pdf" });
  await expect(fileRow).toContainText("Important");
  expect(await seriousViolations(page)).toEqual([]);
});
