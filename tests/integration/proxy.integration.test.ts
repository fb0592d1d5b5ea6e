// proxy.ts on the real database (issue 28 and issue 17's proxy-level findings): the area gates of spec
// section 6 answer the app's 404 before anything renders, a user who must migrate is sent to
// /account-migration from every app page and never from the minimal ones, a light admin on a greyed-out
// module reaches the upgrade flow, the context the proxy resolved reaches the page once and cannot be
// forged, and malformed paths, foreign server actions and stray POSTs are refused.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { setupTestDatabase } from "./helpers/db";
import { signInAs, type Caller } from "./helpers/http";
import {
  allAccessSwitchesOn,
  buildEmployeeData,
  createGroup,
  createUserInGroup,
  type AccessSwitchOverrides,
} from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { clearMigrationRedirectCache } from "@/lib/accounts/migration-redirect";
import { CONTEXT_HEADER, handedOffCount, takeHandedOffContext } from "@/lib/api/context-handoff";
import { NOT_FOUND_REWRITE, UPGRADE_FLOW_PATH, proxy } from "@/proxy";

const BASE = "http://localhost:3000";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

const withOidc = () => {
  process.env.OIDC_ISSUER = "https://login.example.test";
  process.env.OIDC_CLIENT_ID = "client";
  process.env.OIDC_CLIENT_SECRET = "secret";
};
afterEach(() => {
  delete process.env.OIDC_ISSUER;
  delete process.env.OIDC_CLIENT_ID;
  delete process.env.OIDC_CLIENT_SECRET;
  clearMigrationRedirectCache();
});

type Outcome = "next" | "not found" | `redirect ${string}` | `status ${number}`;

async function visit(
  pathname: string,
  caller: Caller | null,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const headers = { ...init.headers, ...(caller ? { cookie: caller.cookie } : {}) };
  const res = await proxy(
    new NextRequest(`${BASE}${pathname}`, { method: init.method ?? "GET", headers, body: init.body }),
  );
  let outcome: Outcome;
  const rewrite = res.headers.get("x-middleware-rewrite");
  if (rewrite) outcome = new URL(rewrite).pathname === NOT_FOUND_REWRITE ? "not found" : `status ${res.status}`;
  else if (res.headers.get("x-middleware-next")) outcome = "next";
  else if (res.headers.get("location")) outcome = `redirect ${res.headers.get("location")!.replace(BASE, "")}`;
  else outcome = `status ${res.status}`;
  return { res, outcome, forwarded: (name: string) => res.headers.get(`x-middleware-request-${name}`) };
}

async function member(options: {
  groupAccess?: "light" | "full";
  role?: "admin" | "default" | "team_only" | "employee";
  switches?: AccessSwitchOverrides;
  flags?: Record<string, boolean>;
}) {
  const group = await createGroup({ groupAccess: options.groupAccess ?? "full" });
  for (const [name, enabled] of Object.entries(options.flags ?? {}))
    await db.featureFlag.create({ data: { groupId: group.id, name, enabled } });
  const { user } = await createUserInGroup({ group, role: options.role ?? "default", ...options.switches });
  return { group, user, caller: await signInAs(user.id, group.id) };
}

/** Every page route of the signed-in app (route groups removed, [params] as 1). */
function appPageRoutes(dir = path.join(__dirname, "..", "..", "app"), segments: string[] = []): string[] {
  const routes: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if ((name === "api" && segments.length === 0) || name === "(auth)") continue;
      routes.push(
        ...appPageRoutes(full, /^\(.*\)$/.test(name) ? segments : [...segments, name.replace(/^\[.*\]$/, "1")]),
      );
    } else if (name === "page.tsx") routes.push(`/${segments.join("/")}`);
  }
  return routes;
}

describe("area gates of spec section 6 in the proxy", () => {
  // [gate, path, a member who lacks it, the same member with it]
  const cases: [string, string, Parameters<typeof member>[0], Parameters<typeof member>[0]][] = [
    [
      "contracts: non-light and wages",
      "/contracts",
      { switches: { accessWages: false } },
      { switches: { accessWages: true } },
    ],
    [
      "performance: non-light and performance reviews (and its flag)",
      "/evaluations",
      { switches: { accessPerformanceReviews: false }, flags: { enable_performance_evaluations: true } },
      { switches: { accessPerformanceReviews: true }, flags: { enable_performance_evaluations: true } },
    ],
    [
      "insights: non-light, wages and stats",
      "/insights",
      { switches: { accessWages: true, accessStats: false } },
      { switches: { accessWages: true, accessStats: true } },
    ],
    [
      "benchmark: admin and its flag",
      "/benchmark",
      { role: "admin" },
      { role: "admin", flags: { enable_wage_benchmark: true } },
    ],
    [
      "benchmark: not for a non-admin even with the flag",
      "/benchmark",
      { flags: { enable_wage_benchmark: true } },
      { role: "admin", flags: { enable_wage_benchmark: true } },
    ],
    ["developers: admin only", "/developer", { role: "default" }, { role: "admin" }],
    [
      "developers: light accounts only with the flag",
      "/developer",
      { role: "admin", groupAccess: "light" },
      { role: "admin", groupAccess: "light", flags: { enable_app_marketplace_for_light: true } },
    ],
    [
      "inbox: default with wages, days off or workflows",
      "/inbox",
      { role: "team_only", flags: { disable_days_off: true } },
      { role: "default", switches: { accessWages: true }, flags: { disable_days_off: true } },
    ],
    ["assets", "/assets", { switches: { accessAssets: false } }, { switches: { accessAssets: true } }],
    ["days-off calendar", "/calendar", { switches: { accessCalendar: false } }, { switches: { accessCalendar: true } }],
    ["days-off calendar: the flag", "/calendar/settings", { flags: { disable_days_off: true } }, {}],
    [
      "workflows",
      "/workflows",
      { switches: { accessWorkflows: true } },
      { switches: { accessWorkflows: true }, flags: { enable_workflows: true } },
    ],
    [
      "trainings",
      "/trainings/7",
      { switches: { accessTrainings: false }, flags: { enable_trainings: true } },
      { switches: { accessTrainings: true }, flags: { enable_trainings: true } },
    ],
    ["software", "/software", { switches: { accessSoftware: false } }, { switches: { accessSoftware: true } }],
    ["fleet", "/fleet", { switches: { accessFleet: false } }, { switches: { accessFleet: true } }],
    ["expenses", "/expenses", { switches: { accessExpenses: false } }, { switches: { accessExpenses: true } }],
    ["documents", "/documents", { switches: { accessDocuments: false } }, { switches: { accessDocuments: true } }],
    [
      "internal messages",
      "/internal_messages",
      { switches: { accessInternalMessages: false } },
      { switches: { accessInternalMessages: true } },
    ],
    ["people directory: not for self-service employees", "/people", { role: "employee" }, { role: "default" }],
    [
      "people directory: employee details access",
      "/people",
      { switches: { accessEmployeeDetails: false } },
      { switches: { accessEmployeeDetails: true } },
    ],
    ["settings: admins", "/settings/users", { role: "default", switches: allAccessSwitchesOn() }, { role: "admin" }],
    ["teams: not for self-service employees", "/settings/teams/add", { role: "employee" }, { role: "team_only" }],
    ["org chart: full edition, managerial", "/orgchart", { role: "employee" }, { role: "default" }],
  ];

  it.each(cases)(
    "%s: %s answers the 404 for a user who lacks it, and opens for one who has it",
    async (_gate, pathname, lacking, having) => {
      const without = await visit(pathname, (await member(lacking)).caller);
      expect(without.outcome).toBe("not found");
      // Nothing is handed to a page: no render happens for it.
      expect(without.forwarded(CONTEXT_HEADER)).toBeNull();
      expect(await without.res.text()).toBe("");
      const withIt = await visit(pathname, (await member(having)).caller);
      expect(withIt.outcome).toBe("next");
    },
  );

  it("leaves one person's page to the page itself: one's own record opens for everyone (self-service)", async () => {
    const { caller } = await member({ role: "employee" });
    expect((await visit("/people", caller)).outcome).toBe("not found");
    expect((await visit("/people/12", caller)).outcome).toBe("next");
  });

  it("answers a closed area exactly like a page that does not exist (the same rewrite, no redirect)", async () => {
    const { caller } = await member({ role: "employee" });
    const closed = await visit("/settings", caller);
    expect(closed.outcome).toBe("not found");
    expect(closed.res.status).toBe(200); // the rewritten path then answers Next's 404 (tests/e2e/proxy.spec.ts)
    expect((await visit("/", caller)).outcome).toBe("next");
  });

  it("sends a signed-out visitor, or one whose session ended, to /login", async () => {
    expect((await visit("/people", null)).outcome).toBe("redirect /login?callbackUrl=%2Fpeople");
    const { caller } = await member({});
    await db.userSession.update({ where: { id: caller.sessionId }, data: { revokedAt: new Date() } });
    expect((await visit("/people", caller)).outcome).toBe("redirect /login?callbackUrl=%2Fpeople");
    expect((await visit("/login", caller)).outcome).toBe("next");
  });
});

describe("the light edition's greyed-out modules", () => {
  async function lightAdmin(employees: number) {
    const m = await member({ role: "admin", groupAccess: "light" });
    await db.employee.createMany({
      data: Array.from({ length: employees }, () => buildEmployeeData({ groupId: m.group.id })),
    });
    return m;
  }

  it("lead a light admin the upgrade is offered to into the upgrade flow instead of a 404", async () => {
    const { caller } = await lightAdmin(20);
    expect((await visit("/orgchart", caller)).outcome).toBe(`redirect ${UPGRADE_FLOW_PATH}`);
    expect((await visit("/orgchart/anything", caller)).outcome).toBe(`redirect ${UPGRADE_FLOW_PATH}`);
    // Expenses and contracts are built full-only modules (issues 21, 22): sold like the org chart.
    expect((await visit("/contracts", caller)).outcome).toBe(`redirect ${UPGRADE_FLOW_PATH}`);
    expect((await visit("/expenses", caller)).outcome).toBe(`redirect ${UPGRADE_FLOW_PATH}`);
    // Modules not built yet are not sold (lib/access/modules.ts): a 404 like for everybody.
    for (const pathname of ["/assets", "/evaluations", "/insights", "/workflows"])
      expect((await visit(pathname, caller)).outcome).toBe("not found");
    // The light edition's own modules and gates are untouched.
    expect((await visit("/people", caller)).outcome).toBe("next");
    expect((await visit("/benchmark", caller)).outcome).toBe("not found");
  });

  it("stay a 404 for whom the upgrade is not offered (fewer than 20 employees, not an admin)", async () => {
    expect((await visit("/orgchart", (await lightAdmin(3)).caller)).outcome).toBe("not found");
    expect((await visit("/orgchart", (await member({ role: "default", groupAccess: "light" })).caller)).outcome).toBe(
      "not found",
    );
  });
});

describe("the account-migration redirect in the proxy", () => {
  async function migrating() {
    const m = await member({
      role: "admin",
      switches: allAccessSwitchesOn(),
      flags: {
        enable_performance_evaluations: true,
        enable_workflows: true,
        enable_trainings: true,
        enable_wage_benchmark: true,
      },
    });
    await db.group.update({
      where: { id: m.group.id },
      data: { loginMigrationRequiredFrom: new Date(Date.now() - 1000) },
    });
    return m;
  }

  it("sends a user who must migrate to /account-migration from every app page", async () => {
    const { caller } = await migrating();
    withOidc();
    const routes = appPageRoutes().filter((r) => r !== "/account-migration");
    expect(routes).toEqual(
      expect.arrayContaining([
        "/",
        "/people",
        "/people/1",
        "/settings/users",
        "/calendar/person/1",
        "/oauth/authorize",
      ]),
    );
    for (const pathname of routes)
      expect({ pathname, outcome: (await visit(pathname, caller)).outcome }).toEqual({
        pathname,
        outcome: "redirect /account-migration",
      });
  });

  it("also from a page the user may not open, or one that does not exist (the same answer for both)", async () => {
    const { group, caller } = await member({ role: "employee" });
    await db.group.update({
      where: { id: group.id },
      data: { loginMigrationRequiredFrom: new Date(Date.now() - 1000) },
    });
    withOidc();
    for (const pathname of ["/settings/teams/add", "/people", "/no-such-page"])
      expect((await visit(pathname, caller)).outcome).toBe("redirect /account-migration");
    expect((await visit("/account-migration", caller)).outcome).toBe("next");
  });

  it("never from the minimal pages, public pages, or a server action's POST", async () => {
    const { caller } = await migrating();
    withOidc();
    expect((await visit("/account-migration", caller)).outcome).toBe("next");
    for (const pathname of ["/login", "/login/forgot", "/signup", "/rerouter"])
      expect((await visit(pathname, caller)).outcome).toBe("next");
    // The page a server action redirected to (sign-in's redirect to /) is fetched by Next itself: a redirect
    // there would show the migration page under the old URL, so the layout redirects in the browser instead.
    expect((await visit("/", caller, { headers: { "x-action-redirect": "/;push", rsc: "1" } })).outcome).toBe("next");
    const action = await visit("/people", caller, {
      method: "POST",
      headers: { "next-action": "abc", origin: BASE, host: "localhost:3000", "content-type": "text/plain" },
      body: "[]",
    });
    expect(action.outcome).toBe("next");
  });

  it("leaves everybody else alone", async () => {
    const { caller: must } = await migrating();
    // Without the federated login configured nobody migrates.
    expect((await visit("/people", must)).outcome).toBe("next");
    const { caller } = await member({ role: "admin" });
    withOidc();
    expect((await visit("/people", caller)).outcome).toBe("next");
  });
});

describe("the context handed to the page", () => {
  it("is the one the proxy resolved, taken once, and only for the session it was resolved for", async () => {
    const { caller, user } = await member({ role: "admin" });
    const other = await member({ role: "admin" });
    const { forwarded } = await visit("/people", caller);
    const token = forwarded(CONTEXT_HEADER);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(takeHandedOffContext(token, other.caller.sessionId)).toBeUndefined(); // someone else's cookie
    const second = (await visit("/people", caller)).forwarded(CONTEXT_HEADER);
    const ctx = takeHandedOffContext(second, caller.sessionId);
    expect(ctx?.user.id).toBe(user.id);
    expect(takeHandedOffContext(second, caller.sessionId)).toBeUndefined(); // single use
  });

  it("ignores a context header the client forged", async () => {
    const { caller } = await member({ role: "admin" });
    const victim = await member({ role: "admin" });
    const planted = (await visit("/people", victim.caller)).forwarded(CONTEXT_HEADER)!;
    // The client sends the victim's live token (as if it had learnt it): the proxy overwrites it …
    const page = await visit("/people", caller, { headers: { [CONTEXT_HEADER]: planted } });
    expect(page.forwarded(CONTEXT_HEADER)).not.toBe(planted);
    expect(takeHandedOffContext(page.forwarded(CONTEXT_HEADER), caller.sessionId)?.sessionId).toBe(caller.sessionId);
    // … and on a page that gets no context it is removed, not passed on.
    const login = await visit("/login", caller, { headers: { [CONTEXT_HEADER]: planted } });
    expect(login.forwarded(CONTEXT_HEADER)).toBeNull();
    expect(login.res.headers.get("x-middleware-override-headers")!.split(",")).not.toContain(CONTEXT_HEADER);
    // Had it reached a page anyway, it would not open for the forger's cookie.
    expect(takeHandedOffContext(planted, caller.sessionId)).toBeUndefined();
  });

  it("does not pile up: untaken contexts expire", async () => {
    const { caller } = await member({ role: "admin" });
    await visit("/people", caller);
    const before = handedOffCount();
    expect(before).toBeGreaterThan(0);
    const { handOffContext } = await import("@/lib/api/context-handoff");
    const fake = { sessionId: "x" } as never;
    handOffContext(fake, Date.now() + 60_000); // a later insert sweeps what expired by then
    expect(handedOffCount()).toBe(1);
  });
});

describe("issue 17 in the proxy", () => {
  it("answers 400 to a path whose percent-encoding does not decode", async () => {
    const { caller } = await member({ role: "admin" });
    for (const pathname of ["/people/%FF", "/api/employees/%FF/detail", "/people/%E0%A4", "/login/%", "/api/x/%zz"]) {
      const { res } = await visit(pathname, caller);
      expect({ pathname, status: res.status }).toEqual({ pathname, status: 400 });
    }
    expect((await visit("/people/%C3%A9", caller)).outcome).toBe("next");
    expect((await visit("/api/employees/%C3%A9/detail", caller)).outcome).toBe("next");
  });

  it("refuses a server action from another origin with 403, and a POST that is no action with 405", async () => {
    const { caller } = await member({ role: "admin" });
    const action = (headers: Record<string, string>) =>
      visit("/people", caller, {
        method: "POST",
        headers: { "next-action": "7f00aa", "content-type": "text/plain", host: "localhost:3000", ...headers },
        body: "[]",
      });
    expect((await action({ origin: "https://evil.example" })).res.status).toBe(403);
    expect((await action({ origin: "null" })).res.status).toBe(403);
    expect((await action({ origin: BASE, "sec-fetch-site": "cross-site" })).res.status).toBe(403);
    expect((await action({ origin: "http://localhost:3000" })).outcome).toBe("next");
    expect((await action({ origin: "https://app.example", "x-forwarded-host": "app.example" })).outcome).toBe("next");

    const multipart = (form: FormData, headers: Record<string, string> = {}) =>
      visit("/people", caller, { method: "POST", body: form, headers: { origin: BASE, ...headers } });
    const plain = new FormData();
    plain.set("name", "x");
    expect((await multipart(plain)).res.status).toBe(405);
    const garbage = await visit("/people", caller, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zz" },
      body: "garbage",
    });
    expect(garbage.res.status).toBe(405);
    expect(
      (await visit("/people", caller, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }))
        .res.status,
    ).toBe(405);
    // A form posted before the page's JavaScript ran names its action in a field: Next runs it.
    const mpa = new FormData();
    mpa.set("$ACTION_ID_7f00aa", "");
    expect((await multipart(mpa)).outcome).toBe("next");
    expect((await multipart(mpa, { origin: "https://evil.example" })).res.status).toBe(403);
  });

  it("sends a Content-Security-Policy with a fresh nonce to the page and the browser (HSTS is next.config's)", async () => {
    const { caller } = await member({ role: "admin" });
    const first = await visit("/people", caller);
    const csp = first.res.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(first.forwarded("content-security-policy")).toBe(csp); // Next reads the nonce from the request
    const again = (await visit("/people", caller)).res.headers.get("content-security-policy")!;
    expect(/'nonce-([^']+)'/.exec(again)![1]).not.toBe(nonce);
    expect(again.replace(/'nonce-[^']+'/, "")).toBe(csp.replace(/'nonce-[^']+'/, "")); // only the nonce changes
    const secure = await visit("/people", caller, { headers: { "x-forwarded-proto": "https" } });
    expect(secure.res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    // Also on the answers that never reach a page. HSTS on every answer over https, the proxy's own ones
    // included, comes from next.config.ts (tests/e2e/proxy.spec.ts checks it over HTTP).
    const redirect = await visit("/people", null, { headers: { "x-forwarded-proto": "https" } });
    expect(redirect.res.headers.get("content-security-policy")).toContain("'strict-dynamic'");
  });
});
