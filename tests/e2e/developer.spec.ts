// An admin registers an OAuth app on /developer; then, as a client would, the consent page is opened with
// a PKCE challenge, the user allows, the redirect carries a code, and the code buys a token that reads teams.
import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

test.use({ locale: "en-GB" });

test("admin registers an app, approves it on the consent page and the redirect carries a code", async ({
  page,
  baseURL,
}) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/developer");
  await expect(page.getByRole("heading", { name: "Developers", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "API reference (OpenAPI)" })).toHaveAttribute(
    "href",
    "/api/openapi.json",
  );

  const name = `Sync ${Date.now() % 100000}`;
  const redirect = `${baseURL}/e2e-oauth-callback`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Redirect URIs").fill(redirect);
  await page.getByLabel("teams:read").check();
  await page.getByRole("button", { name: "Register", exact: true }).click();
  const row = page.getByTestId("client-app").filter({ hasText: name });
  await expect(row).toBeVisible();
  const secret = (await row.getByTestId("client-secret").textContent())!.trim();
  const clientId = (await row.getByTestId("client-id").textContent())!.trim();
  expect(secret).toMatch(/^hrs_/);

  const verifier = randomBytes(40).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirect,
    scope: "teams:read",
    state: "e2e-state",
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  await page.goto(`/oauth/authorize?${query}`);
  await expect(page.getByRole("heading", { name: `Authorize ${name}` })).toBeVisible();
  await expect(page.getByTestId("consent-scopes")).toContainText("Read teams");
  await page.getByRole("button", { name: "Allow" }).click();
  await page.waitForURL(/\/e2e-oauth-callback\?/);
  const back = new URL(page.url());
  expect(back.searchParams.get("state")).toBe("e2e-state");
  const code = back.searchParams.get("code");
  expect(code).toBeTruthy();

  // The client's side: the code and the verifier buy a token, and the token reads the API.
  const tokenRes = await page.request.post("/api/oauth/token", {
    form: {
      grant_type: "authorization_code",
      code: code!,
      code_verifier: verifier,
      redirect_uri: redirect,
      client_id: clientId,
      client_secret: secret,
    },
  });
  expect(tokenRes.status()).toBe(200);
  const tokens = await tokenRes.json();
  const teams = await page.request.get("/api/teams/list", {
    headers: { authorization: `Bearer ${tokens.access_token}`, cookie: "" },
  });
  expect(teams.status()).toBe(200);

  // The grant shows on /developer and can be revoked there.
  await page.goto("/developer");
  const grant = page.getByTestId("authorized-app").filter({ hasText: name });
  await expect(grant).toBeVisible();
  await grant.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(grant).toHaveCount(0);
  const after = await page.request.get("/api/teams/list", {
    headers: { authorization: `Bearer ${tokens.access_token}`, cookie: "" },
  });
  expect(after.status()).toBe(401);
});

test("an unregistered redirect URI is shown as an error, never followed", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.goto("/oauth/authorize?response_type=code&client_id=unknown&redirect_uri=https%3A%2F%2Fevil.example.com");
  await expect(page.getByRole("heading", { name: "This authorization request cannot be completed" })).toBeVisible();
  expect(new URL(page.url()).host).not.toBe("evil.example.com");
});

test("the OpenAPI document is served by the built app and describes the API", async ({ request }) => {
  const res = await request.get("/api/openapi.json");
  expect(res.status()).toBe(200);
  const doc = await res.json();
  expect(doc.openapi).toBe("3.1.0");
  expect(doc.paths["/api/teams/list"].get["x-scope"]).toBe("teams:read");
  expect(doc.paths["/api/client_apps/add"].post.requestBody).toBeTruthy();
});
