// Issue 19, the contracts side: a people sync of the demo company (connected to the BE portal simulator)
// matches each seeded contract to the portal's (prisma/seed/demo-portal.ts holds the same terms) without a
// contract conflict, and the person's contract tab then shows where the contract comes from (the provider's
// alias and contract reference) with no delete button. A payroll officer's edit at the portal (fewer hours)
// comes back as a data conflict naming the contract in /inbox. In English and Dutch at 1366 and 375 px;
// screenshots go to $SHOTS_DIR (default /tmp/provcontracts-shots).
import { expect, test, type Page } from "@playwright/test";
import { restoreLanguage, setLanguage, signIn } from "./helpers";
import { PORT } from "./servers";

test.afterEach(({ page }) => restoreLanguage(page));
test.use({ locale: "en-GB" });

const SIM = `http://127.0.0.1:${PORT + 7}/portal/_sim/contracts`;
const CUSTOMER_CODE = "DEMO-BE-0001";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/provcontracts-shots"}/${name}.png`, fullPage: true });

async function syncPeople(page: Page) {
  const list = await page.request.get("/api/integrations/list");
  const integration = (await list.json()).integrations.find((i: { provider: string }) => i.provider === "be_portal");
  expect(integration).toBeTruthy();
  let commandId = 0;
  await expect(async () => {
    const started = await page.request.post(`/api/integrations/${integration.id}/import`, { data: { what: "people" } });
    expect(started.status()).toBe(200);
    commandId = (await started.json()).command.id;
  }).toPass({ timeout: 30_000 });
  let result: Record<string, unknown> = {};
  await expect(async () => {
    const command = (await (await page.request.get(`/api/integrations/commands/${commandId}`)).json()).command;
    expect(command.status).toBe("succeeded");
    result = command.result ?? {};
  }).toPass({ timeout: 90_000 });
  return result;
}

type Listed = { id: number; employee_id: number; from_provider: boolean; provider_contract_id: string | null };

async function providerContract(page: Page): Promise<Listed> {
  const res = await page.request.get("/api/contracts/list?per_page=100");
  expect(res.ok()).toBe(true);
  const found = ((await res.json()).data as Listed[]).find((c) => c.from_provider && c.provider_contract_id);
  expect(found).toBeTruthy();
  return found!;
}

const cases = [
  { lang: "en", width: 1366, source: "From Social secretariat (simulator)", hours: "Hours per week" },
  { lang: "nl", width: 375, source: "Uit Social secretariat (simulator)", hours: "Uren per week" },
  { lang: "en", width: 375, source: "From Social secretariat (simulator)", hours: "Hours per week" },
  { lang: "nl", width: 1366, source: "Uit Social secretariat (simulator)", hours: "Uren per week" },
] as const;

for (const c of cases) {
  test(`after a sync the contract tab shows the provider's contract (${c.lang}, ${c.width} px)`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: c.width, height: 900 });
    await signIn(page, "admin@demo.test");
    await syncPeople(page);
    // The demo portal holds the seeded contracts: no contract conflict on the demo company.
    for (const field of ["contract_type", "contract_hours", "contract_days", "contract_end"]) {
      const conflicts = await page.request.get(`/api/integrations/data_conflicts/list?field=${field}&status=open`);
      expect((await conflicts.json()).total, field).toBe(0);
    }
    const contract = await providerContract(page);
    await setLanguage(page, c.lang);
    await page.goto(`/people/${contract.employee_id}?tab=contracts`);
    const item = page.getByTestId("contract-item").first();
    await expect(item.getByTestId("contract-source")).toContainText(c.source);
    await expect(item.getByTestId("contract-source")).toContainText(contract.provider_contract_id!);
    // A contract the provider holds is terminated or corrected, never deleted.
    await expect(item.getByRole("button", { name: c.lang === "en" ? "Delete" : "Verwijderen" })).toHaveCount(0);
    await shot(page, `contract-tab-${c.lang}-${c.width}`);

    if (c.lang === "en" && c.width === 1366) {
      // The portal's payroll officer lowers the hours: the next sync raises a conflict, it does not overwrite.
      const [worker, number] = [contract.provider_contract_id!.replace(/-C\d+$/, ""), contract.provider_contract_id!];
      const changed = await page.request.post(SIM, {
        data: {
          customer_code: CUSTOMER_CODE,
          worker_id: worker,
          contract_id: number,
          set: { weekly_minutes: 30 * 60, weekly_schedule: [360, 360, 360, 360, 360, 0, 0] },
        },
      });
      expect(changed.ok()).toBe(true);
      await syncPeople(page);
      await page.goto(`/inbox?employee_id=${contract.employee_id}`);
      const section = page.locator("section", { has: page.locator("#inbox-conflicts-title") });
      await expect(section.locator("li", { hasText: c.hours })).toBeVisible();
      await shot(page, `inbox-contract-conflict-${c.lang}-${c.width}`);
      // Put the portal back so the other runs start from agreeing data.
      await page.request.post(SIM, {
        data: {
          customer_code: CUSTOMER_CODE,
          worker_id: worker,
          contract_id: number,
          set: { weekly_minutes: 38 * 60, weekly_schedule: [456, 456, 456, 456, 456, 0, 0] },
        },
      });
    }
  });
}
