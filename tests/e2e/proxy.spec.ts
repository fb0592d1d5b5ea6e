// proxy.ts in Chromium against the built app (issues 28 and 17): a closed area answers the app's 404 with
// nothing of the page in it, a light admin on a greyed-out module lands in the upgrade flow, every page
// runs under a nonce Content-Security-Policy without violations, and the proxy's refusals (malformed
// percent-encoding 400, a foreign server action 403, a stray multipart POST 405) reach the client as such.
// Screenshots go to SCREENSHOT_DIR when set (never into the repository).
import { expect, test, type Page } from "@playwright/test";
import { openMenu, shellReady, signIn } from "./helpers";

test.use({ locale: "en-GB" });

const shots = process.env.SCREENSHOT_DIR;
async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Collects Content-Security-Policy violations the page reports. */
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(msg.text()))
      found.push(`${page.url()}: ${msg.text()}`);
  });
  return found;
}

test("a closed area answers the app's 404 before anything renders: no page data in the answer", async ({ page }) => {
  await signIn(page, "manager@demo.test");
  for (const path of ["/settings/users", "/developer", "/settings"]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    const html = await res!.text();
    expect(html).not.toContain("payroll@demo.test"); // the users list
    expect(html).not.toContain('data-testid="settings-users');
    await expect(page.getByText("404", { exact: true })).toBeVisible();
  }
  // Exactly what a page that does not exist answers.
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  await shoot(page, "proxy-404-missing-desktop");
  const closed = await page.goto("/settings/users");
  await expect(page.locator("main, body").first()).toContainText("404");
  await shoot(page, "proxy-404-closed-desktop");
  expect(closed?.status()).toBe(404);
});

test("a light admin opening a greyed-out module reaches the upgrade flow instead of a 404", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  const switchTo = (subdomain: string) =>
    page.evaluate(
      async (s) =>
        (
          await fetch("/api/accounts/switch", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ subdomain: s }),
          })
        ).status,
      subdomain,
    );
  expect(await switchTo("demo-light")).toBe(200);
  try {
    await page.goto("/orgchart");
    await expect(page).toHaveURL(/\/\?upgrade=open$/);
    await expect(page.getByTestId("upgrade-modal")).toBeVisible();
    await shoot(page, "proxy-upgrade-desktop");
    // A module that is not built is not sold: the 404.
    expect((await page.goto("/assets"))?.status()).toBe(404);
  } finally {
    expect(await switchTo("demo")).toBe(200);
  }
});

test("pages run under a nonce Content-Security-Policy without violations", async ({ page }) => {
  const violations = cspViolations(page);
  await signIn(page, "admin@demo.test");
  for (const path of [
    "/",
    "/people",
    "/calendar",
    "/documents",
    "/orgchart",
    "/notifications",
    "/account",
    "/settings/users",
    "/settings/security",
    "/developer",
  ]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const csp = res!.headers()["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    // Next put the nonce on its scripts (the browser hides the attribute's value from the DOM).
    expect(await res!.text()).toContain(`nonce="${nonce}"`);
    await expect(page.getByTestId("current-user")).toBeVisible();
  }
  // Hydrated and working: the user menu opens.
  await shellReady(page);
  await openMenu(page.getByTestId("current-user"), page.getByRole("menu").first());
  expect(violations).toEqual([]);
  // Injected markup runs nothing: an inline event handler is refused (it carries no nonce).
  const refused = await page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), { once: true });
        const box = document.createElement("div");
        box.innerHTML = '<img src="data:," onerror="window.__injected = 1">';
        document.body.appendChild(box);
        setTimeout(() => resolve(null), 3000);
      }),
  );
  expect(refused).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected ?? null)).toBeNull();
});

test("the proxy's refusals: malformed path 400, foreign server action 403, stray multipart POST 405; headers", async ({
  page,
  baseURL,
  playwright,
}) => {
  await signIn(page, "admin@demo.test");
  const api = page.request;
  expect((await api.get("/api/employees/%FF/detail")).status()).toBe(400);
  expect((await api.get("/people/%FF")).status()).toBe(400);
  expect((await api.get("/api/employees/%E0%A4/detail")).status()).toBe(400);
  const action = await api.post("/people", {
    headers: {
      "next-action": "7f0000000000000000000000000000000000000000",
      origin: "https://evil.example",
      "content-type": "text/plain;charset=UTF-8",
    },
    data: "[]",
  });
  expect(action.status()).toBe(403);
  const multipart = await api.post("/people", { headers: { origin: baseURL! }, multipart: { name: "x" } });
  expect(multipart.status()).toBe(405);
  // A forged context header changes nothing: the page renders for the signed-in admin.
  const forged = await api.get("/people", { headers: { "x-hr-context": "00000000-0000-4000-8000-000000000000" } });
  expect(forged.status()).toBe(200);
  expect(await forged.text()).toContain("people-table");
  // Permissions-Policy everywhere; HSTS only when the request came over https.
  const plain = await api.get("/login");
  expect(plain.headers()["permissions-policy"]).toContain("camera=()");
  expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  const tls = await api.get("/login", { headers: { "x-forwarded-proto": "https" } });
  expect(tls.headers()["strict-transport-security"]).toMatch(/^max-age=\d+/);
  // A page and the proxy's own redirect carry it too, exactly once (next.config.ts; the proxy does not repeat it).
  const hsts = (res: { headersArray(): { name: string; value: string }[] }) =>
    res.headersArray().filter((h) => h.name.toLowerCase() === "strict-transport-security");
  const securePage = await api.get("/people", { headers: { "x-forwarded-proto": "https" } });
  expect(hsts(securePage)).toHaveLength(1);
  expect(securePage.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
  const signedOut = await playwright.request.newContext({ baseURL });
  const secureRedirect = await signedOut.get("/people", { headers: { "x-forwarded-proto": "https" }, maxRedirects: 0 });
  expect(secureRedirect.status()).toBe(307);
  expect(hsts(secureRedirect)).toHaveLength(1);
  await signedOut.dispose();
  expect(
    (await api.get("/api/notifications/getUnseenCount", { headers: { "x-forwarded-proto": "https" } })).headers()[
      "strict-transport-security"
    ],
  ).toMatch(/^max-age=/);
});

test("the 404 and the upgrade flow on a phone @phone", async ({ page }) => {
  await signIn(page, "manager@demo.test");
  const res = await page.goto("/settings/users");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await shoot(page, "proxy-404-closed-phone");
});

// Only with SCREENSHOT_DIR: what the proxy's answers look like at 1366 and 375 px, in the users' languages.
test("screens of the proxy's answers at 1366 and 375 px", async ({ browser }) => {
  test.skip(!shots, "SCREENSHOT_DIR not set");
  for (const [email, lang] of [
    ["readonly@demo.test", "nl"],
    ["manager@demo.test", "fr"],
    ["payroll@demo.test", "en"],
  ] as const) {
    for (const width of [1366, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "en-GB" });
      const page = await context.newPage();
      await signIn(page, email);
      expect((await page.goto("/settings/users"))?.status()).toBe(404);
      await shoot(page, `proxy-404-${lang}-${width}`);
      await context.close();
    }
  }
  for (const width of [1366, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "en-GB" });
    const page = await context.newPage();
    await signIn(page, "admin@demo.test");
    const switchTo = (s: string) =>
      page.evaluate(
        async (sub) =>
          (
            await fetch("/api/accounts/switch", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ subdomain: sub }),
            })
          ).status,
        s,
      );
    expect(await switchTo("demo-light")).toBe(200);
    try {
      await page.goto("/orgchart");
      await expect(page.getByTestId("upgrade-modal")).toBeVisible();
      await shoot(page, `proxy-upgrade-en-${width}`);
    } finally {
      expect(await switchTo("demo")).toBe(200);
    }
    await context.close();
  }
});
