// Identity flows in the browser against the built app: sign up a company; forgot password with the link
// read from the developer outbox; turning on two-factor on /account and signing in with the code typed
// into the digit-code input; accepting an invitation. Screenshots of each screen go to test-results/.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { generate } from "otplib";
import { expectSignedInAs, openMenu, seriousViolations, signIn } from "./helpers";
import { linkFromOutbox } from "./outbox";

test.use({ locale: "en-GB" });

const PASSWORD = "a long e2e passphrase 2026";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A fresh company and admin through the public sign-up API (the UI path has its own test). */
async function signUpByApi(request: APIRequestContext) {
  const id = unique();
  const user = { email: `owner-${id}@example.test`, name: `Owner ${id}` };
  const res = await request.post("/api/signup", {
    data: {
      company_name: `E2E ${id}`,
      subdomain: `e2e-${id}`,
      country: "BE",
      real_name: user.name,
      email: user.email,
      password: PASSWORD,
    },
  });
  expect(res.status()).toBe(200);
  return user;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a visitor signs up a new company and lands signed in", async ({ page }) => {
  const id = unique();
  await page.goto("/login");
  await page.screenshot({ path: "test-results/identity-login.png", fullPage: true });
  await page.getByRole("link", { name: "Create a company account" }).click();
  await expect(page.getByRole("heading", { name: "Create your company account" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Company name").fill(`Bakkerij ${id}`);
  await expect(page.getByLabel("Subdomain")).toHaveValue(`bakkerij-${id}`);
  await expect(page.getByTestId("subdomain-status")).toHaveText("This subdomain is free.");
  await page.getByLabel("Country").selectOption("NL");
  await page.getByLabel("Your name").fill("Els Peeters");
  await page.getByLabel("Email").fill(`els-${id}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  await page.screenshot({ path: "test-results/identity-signup.png", fullPage: true });
  await page.getByRole("button", { name: "Create the account" }).click();

  await expectSignedInAs(page, "Els Peeters");
  await expect(page.getByText(`Bakkerij ${id}`).first()).toBeVisible();
});

test("sign-up names a taken address and a short password", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Subdomain").fill("www");
  await expect(page.getByText("This subdomain is reserved; choose another.")).toBeVisible();
  await page.getByLabel("Company name").fill("Some Company");
  await page.getByLabel("Subdomain").fill(`ok-${unique()}`);
  await page.getByLabel("Your name").fill("Someone");
  await page.getByLabel("Email").fill(`someone-${unique()}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Repeat the password").fill("short");
  await page.getByRole("button", { name: "Create the account" }).click();
  await expect(page.getByText("password must have at least 12 characters")).toBeVisible();
});

test("forgot password: the link from the outbox sets a new password, which then signs in", async ({
  page,
  request,
}) => {
  const user = await signUpByApi(request);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/identity-forgot.png", fullPage: true });
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByTestId("forgot-sent")).toBeVisible();

  const link = await linkFromOutbox(user.email, "/login/reset/");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const newPassword = "my renewed passphrase 2026";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Repeat the password").fill(newPassword);
  await page.screenshot({ path: "test-results/identity-reset.png", fullPage: true });
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("login-notice")).toHaveText(
    "Your password was changed. Sign in with the new password.",
  );

  await signInWith(page, user.email, newPassword);
  await expectSignedInAs(page, user.name);

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByTestId("reset-invalid")).toBeVisible();
});

test("password guessing: the form says when the account can be tried again", async ({ page, request }) => {
  const user = await signUpByApi(request);
  for (let i = 0; i < 5; i++) {
    await signInWith(page, user.email, `wrong password ${i}`);
    await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-error", "invalid_credentials");
  }
  // Locked now, even with the right password.
  await signInWith(page, user.email, PASSWORD);
  await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-error", "rate_limited");
  await expect(page.getByTestId("sign-in-error")).toContainText(/Try again in 15 minutes, at \d{2}:\d{2}/);
  await page.screenshot({ path: "test-results/identity-login-locked.png", fullPage: true });
});

test("two-factor: turned on in /account, then asked at sign-in through the digit-code input", async ({
  page,
  request,
}) => {
  const user = await signUpByApi(request);
  await signInWith(page, user.email, PASSWORD);
  await expectSignedInAs(page, user.name);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  for (const section of [
    "Profile",
    "Sign-in email",
    "Language",
    "Password",
    "Two-factor authentication",
    "Notifications",
  ]) {
    await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/identity-account.png", fullPage: true });

  await page.getByRole("button", { name: "Turn on" }).click();
  const secret = (await page.getByTestId("mfa-secret").getAttribute("data-secret"))!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole("img", { name: "QR code to add this account to an authenticator app" })).toBeVisible();
  await page.screenshot({ path: "test-results/identity-mfa-enrol.png", fullPage: true });
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await generate({ secret }));
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await page.getByRole("button", { name: "I saved them" }).click();
  await expect(page.getByTestId("mfa-state")).toHaveAttribute("data-enabled", "true");

  await openMenu(page.getByTestId("current-user"), page.getByTestId("sign-out"));
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/login/);
  await signInWith(page, user.email, PASSWORD);
  await expect(page.getByTestId("mfa-step")).toBeVisible();
  await expect(page.getByLabel("Digit 1 of 6")).toBeFocused();
  await page.screenshot({ path: "test-results/identity-mfa-step.png", fullPage: true });

  // A wrong code: refused, and the boxes are cleared for another try.
  await page.keyboard.type("000000");
  await expect(page.getByTestId("sign-in-error")).toHaveAttribute("data-error", "invalid_code");
  await expect(page.getByLabel("Digit 1 of 6")).toHaveValue("");
  await page.screenshot({ path: "test-results/identity-mfa-wrong.png", fullPage: true });

  // The next time step's code (the current one was used to turn two-factor on).
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
  await expectSignedInAs(page, user.name);
});

test("an invited person accepts the invitation and is signed in", async ({ page, browser }) => {
  await signIn(page, "admin@demo.test");
  const email = `invitee-${unique()}@example.test`;
  const res = await page.request.post("/admin/user/invite", { data: { emails: [email] } });
  expect(res.status()).toBe(200);
  expect((await res.json()).data[0]).toMatchObject({ email, status: "invited", mail_sent: true });

  const link = await linkFromOutbox(email, "/user/email_invites/");
  const context = await browser.newContext({ locale: "en-GB" });
  const guest = await context.newPage();
  await guest.goto(link);
  await expect(guest.getByRole("heading", { name: "Accept the invitation" })).toBeVisible();
  await guest.getByLabel("Your name").fill("Nieuwe Collega");
  await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await guest.getByLabel("Repeat the password").fill(PASSWORD);
  await guest.screenshot({ path: "test-results/identity-invite.png", fullPage: true });
  await guest.getByRole("button", { name: "Join" }).click();
  await expectSignedInAs(guest, "Nieuwe Collega");

  // The link is spent: it now shows the 404 page.
  const again = await browser.newContext();
  const visitor = await again.newPage();
  const response = await visitor.goto(link);
  expect(response?.status()).toBe(404);
  await context.close();
  await again.close();
});

test("the sign-in routes fit a phone screen @phone", async ({ page }, info) => {
  for (const [route, name] of [
    ["/login", "login"],
    ["/login/forgot", "forgot"],
    ["/signup", "signup"],
  ] as const) {
    await page.goto(route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.screenshot({ path: `test-results/identity-${name}-${info.project.name}.png`, fullPage: true });
  }
});
