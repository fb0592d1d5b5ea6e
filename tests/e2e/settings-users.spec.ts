// Users and rights end to end (issue 7, Proof): an admin invites a person from /settings/users, the
// person accepts the mailed link and signs in; the admin gives them a role and takes a right away and
// gives it back, and the person's menu and pages follow on their next request. Plus the screen on a phone.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectAxeClean, expectSignedInAs } from "./helpers";
import { linkFromOutbox } from "./outbox";

test.use({ locale: "en-GB" });

const PASSWORD = "a long e2e passphrase 2026";
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A fresh company whose owner is its admin (the public sign-up API). */
async function signUpByApi(request: APIRequestContext) {
  const id = unique();
  const owner = { email: `owner-${id}@example.test`, name: `Owner ${id}` };
  const res = await request.post("/api/signup", {
    data: {
      company_name: `E2E Users ${id}`,
      subdomain: `e2e-u-${id}`,
      country: "BE",
      real_name: owner.name,
      email: owner.email,
      password: PASSWORD,
    },
  });
  expect(res.status()).toBe(200);
  return owner;
}

async function signInWith(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toBeVisible();
  // /settings/users shows new admins the "user rights" celebratory popup (spec section 2): dismiss it
  // whenever it gets in the way.
  const popup = page.getByTestId("celebratory-popup");
  await page.addLocatorHandler(popup, async () => {
    await popup
      .getByRole("button", { name: /No thanks|Close/ })
      .first()
      .click();
  });
}

test("an admin invites a person, gives a role, takes a right away and back; the person's menu and pages follow", async ({
  page,
  request,
  browser,
}) => {
  const owner = await signUpByApi(request);
  await signInWith(page, owner.email);
  await page.goto("/settings/users");
  await expect(page.getByRole("heading", { name: "Users and rights" })).toBeVisible();

  const email = `colleague-${unique()}@example.test`;
  await page.getByLabel("Email addresses").fill(email);
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("1 invitation sent")).toBeVisible();
  await expect(page.locator(`[data-testid="user-row"][data-email="${email}"]`)).toContainText("Invited");

  // The person accepts the mailed invitation and signs in.
  const link = await linkFromOutbox(email, "/user/email_invites/");
  const context = await browser.newContext({ locale: "en-GB" });
  const guest = await context.newPage();
  await guest.goto(link);
  await guest.getByLabel("Your name").fill("Nieuwe Collega");
  await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await guest.getByLabel("Repeat the password").fill(PASSWORD);
  await guest.getByRole("button", { name: "Join" }).click();
  await expectSignedInAs(guest, "Nieuwe Collega");
  // A self-service employee has no people directory.
  expect((await guest.goto("/people"))?.status()).toBe(404);

  // The admin makes them a default user: the directory opens on their next request.
  await page.reload();
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: "Rights of Nieuwe Collega" }).click();
  await row.getByLabel("Role").selectOption("default");
  await expect(row.getByRole("status")).toHaveText("Saved");
  await guest.goto("/");
  await expect(guest.getByTestId("left-menu")).toContainText("People");
  expect((await guest.goto("/people"))?.status()).toBe(200);

  // Employee details taken away: the menu item and the page are gone.
  const details = row.getByRole("switch", { name: "Employee details" });
  await expect(details).toBeChecked();
  await details.click();
  await expect(details).not.toBeChecked();
  await guest.goto("/");
  await expect(guest.getByTestId("left-menu")).not.toContainText("People");
  expect((await guest.goto("/people"))?.status()).toBe(404);

  // And given back.
  await details.click();
  await expect(details).toBeChecked();
  await guest.goto("/");
  await expect(guest.getByTestId("left-menu")).toContainText("People");
  await context.close();
});

test("the users screen fits a phone screen and passes axe @phone", async ({ page, request }) => {
  const owner = await signUpByApi(request);
  await signInWith(page, owner.email);
  await page.goto("/settings/users");
  await expect(page.getByRole("heading", { name: "Users and rights" })).toBeVisible();
  await page.getByRole("button", { name: `Rights of ${owner.name}` }).click();
  await expect(page.getByRole("switch", { name: "Wages" })).toBeVisible();
  // The open panel (labelled switches, role select, team boxes, actions) has no serious accessibility fault.
  await expectAxeClean(page, { include: "main" });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
