// Connecting the Dutch payroll simulator (a Loket-shaped OAuth2 API, started by `npm start` on PORT + 8)
// from the integrations screen, as an admin of a new Dutch company does it: the form asks for the employer
// number, username and password (no customer secret, no second factor), the first login succeeds live, and
// an import reads the simulator's 20 employees. A wrong password shows the login failure. en at 1366 px and
// nl at 375 px, axe clean. Screenshots go to $SHOTS_DIR (default /tmp/integrations-nl-shots).
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, signIn } from "./helpers";
import enFields from "../../messages/en/fields.json";
import nlFields from "../../messages/nl/fields.json";
import enIntegrations from "../../messages/en/integrations.json";
import nlIntegrations from "../../messages/nl/integrations.json";

const NL_DEMO = { customerCode: "400123", username: "salaris@demolen.nl", password: "Molen-2026!" };
const PASSWORD = "a long e2e passphrase 2026";
const TEXT = {
  en: { fields: enFields.labels, integrations: enIntegrations },
  nl: { fields: nlFields.labels, integrations: nlIntegrations },
};
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SHOTS_DIR ?? "/tmp/integrations-nl-shots"}/${name}.png`, fullPage: true });

async function newDutchCompany(page: Page, lang: "en" | "nl") {
  const id = unique();
  const email = `nl-owner-${id}@example.test`;
  const signup = await page.request.post("/api/signup", {
    data: {
      company_name: `E2E Loket ${id}`,
      subdomain: `e2e-nl-${id}`,
      country: "NL",
      real_name: `Owner ${id}`,
      email,
      password: PASSWORD,
    },
  });
  expect(signup.status()).toBe(200);
  await signIn(page, email, PASSWORD);
  expect((await page.request.post("/user/changeLang", { data: { lang, dialect: null } })).status()).toBe(200);
}

for (const { lang, width } of [
  { lang: "en", width: 1366 },
  { lang: "nl", width: 375 },
] as const) {
  test(`an admin connects the Dutch payroll simulator and imports its employees (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const text = TEXT[lang];
    await newDutchCompany(page, lang);
    await page.goto("/settings/integrations");
    await page.getByTestId("integration-connect").click();
    const form = page.getByTestId("integration-connect-form");
    await form.getByLabel(text.fields.provider).selectOption("nl_payroll");
    // The NL provider asks for the employer number and no customer secret.
    await expect(form.getByText(text.fields.employer_number)).toBeVisible();
    await expect(form.locator('input[name="secret"]')).toHaveCount(0);

    await form.locator('input[name="alias"]').fill("Loket");
    await form.locator('input[name="customer_code"]').fill(NL_DEMO.customerCode);
    await form.locator('input[name="username"]').fill(NL_DEMO.username);
    await form.locator('input[name="password"]').fill("not-the-password");
    await shot(page, `connect-form-${lang}-${width}`);
    await expectAxeClean(page, { include: "main" });
    await form.getByTestId("integration-connect-submit").click();

    const card = page.getByTestId("integration-card");
    const newest = card.getByTestId("integration-command").first();
    await expect(newest.getByTestId("command-status")).toHaveAttribute("data-status", "login_failure", {
      timeout: 20_000,
    });
    await expect(card.getByTestId("integration-status").first()).toHaveAttribute("data-status", "login_failure");
    await shot(page, `login-failure-${lang}-${width}`);

    // Re-auth with the right password: connected, without a two-factor modal.
    await card.getByTestId("integration-reauth").click();
    await page.getByTestId("integration-reauth-form").locator('input[name="password"]').fill(NL_DEMO.password);
    await page.getByTestId("integration-reauth-submit").click();
    await expect(newest.getByTestId("command-status")).toHaveAttribute("data-status", "succeeded", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("two-factor-modal")).toHaveCount(0);
    await expect(card.getByTestId("integration-status").first()).toHaveAttribute("data-status", "connected");
    await expect(page.locator("main")).not.toContainText(NL_DEMO.password);

    await card.getByTestId("integration-import-people").click();
    await expect(newest.getByTestId("command-status")).toHaveAttribute("data-status", "succeeded", {
      timeout: 30_000,
    });
    await expect(newest.getByTestId("command-result")).toContainText("20");
    await shot(page, `imported-${lang}-${width}`);
    await expectAxeClean(page, { include: "main" });
    expect(text.integrations.providers.nl_payroll).toBeTruthy();
  });
}
