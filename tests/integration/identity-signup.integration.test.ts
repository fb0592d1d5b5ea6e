// Sign-up and the subdomain checks through the route handlers: a new user and company, signed in with the
// "signup" ticket; validation naming each field; the signed-in variant that adds a company.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { postCallback, signedIn } from "./helpers/auth-flow";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as signup from "@/app/api/signup/route";
import * as isTaken from "@/app/api/subdomain/[subdomain]/istaken/route";
import * as useOei from "@/app/api/subdomain/[subdomain]/useOei/route";
import * as createGroupRoute from "@/app/api/user/createGroup/route";
import * as details from "@/app/api/user/details/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

let n = 0;
function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  const suffix = `${Date.now().toString(36)}${n}`;
  return {
    company_name: `Bakkerij ${suffix}`,
    subdomain: `bakkerij-${suffix}`,
    country: "BE",
    real_name: "Els Peeters",
    email: `els-${suffix}@example.test`,
    password: "a long enough passphrase",
    ...overrides,
  };
}

it("creates the user, the company and an admin membership, audited, and the ticket signs them in", async () => {
  const input = form({ language: "nl" });
  const res = await callRoute(signup.POST, { body: input });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ subdomain: input.subdomain });
  const group = await db.group.findUniqueOrThrow({ where: { subdomain: input.subdomain } });
  expect(group).toMatchObject({ name: input.company_name, country: "BE", groupAccess: "full" });
  expect(group.trialEndsAt!.getTime()).toBeGreaterThan(Date.now());
  const user = await db.user.findUniqueOrThrow({ where: { email: input.email } });
  expect(user).toMatchObject({ name: "Els Peeters", language: "nl", lastGroupId: group.id });
  const membership = await db.membership.findFirstOrThrow({ where: { userId: user.id, groupId: group.id } });
  expect(membership).toMatchObject({ role: "admin", status: "enabled", accessWages: true });
  expect(await db.auditLog.count({ where: { groupId: group.id, action: { in: ["create", "signup"] } } })).toBe(2);

  const { jar } = await postCallback("ticket", { ticket: res.body.ticket });
  expect(signedIn(jar)).toBe(true);
  const me = await callRoute(details.GET, { caller: jar.caller() });
  expect(me.body).toMatchObject({ user_id: user.id, group_id: group.id, admin: 1 });
  // The ticket was single use.
  expect(signedIn((await postCallback("ticket", { ticket: res.body.ticket })).jar)).toBe(false);
  // And the password works.
  expect(signedIn((await postCallback("credentials", { email: input.email, password: input.password })).jar)).toBe(
    true,
  );
});

it("names each bad field", async () => {
  const res = await callRoute(signup.POST, {
    body: { company_name: " ", subdomain: "A!", country: "DE", real_name: "", email: "nope", password: "short" },
  });
  expect(res.status).toBe(422);
  expect(Object.keys(res.body.error.fields).sort()).toEqual([
    "company_name",
    "country",
    "email",
    "password",
    "real_name",
    "subdomain",
  ]);
  expect(res.body.error.fields.company_name).toBe("Company name is required");
  const missing = await callRoute(signup.POST, { body: {} });
  expect(missing.body.error.fields.email).toBe("Email address is required");
});

it("refuses a password equal to the email, a taken or reserved subdomain, and an email that has an account", async () => {
  const first = form();
  expect((await callRoute(signup.POST, { body: first })).status).toBe(200);
  const sameAsEmail = form();
  expect(
    (await callRoute(signup.POST, { body: { ...sameAsEmail, password: sameAsEmail.email } })).body.error.fields
      .password,
  ).toMatch(/email/);
  expect(
    (await callRoute(signup.POST, { body: form({ subdomain: first.subdomain }) })).body.error.fields.subdomain,
  ).toMatch(/taken/);
  expect((await callRoute(signup.POST, { body: form({ subdomain: "admin" }) })).body.error.fields.subdomain).toMatch(
    /reserved/,
  );
  expect(
    (await callRoute(signup.POST, { body: form({ email: first.email.toUpperCase() }) })).body.error.fields.email,
  ).toMatch(/already/);
});

it("GET /subdomain/{x}/istaken and /useOei", async () => {
  const group = await createGroup({});
  expect((await callRoute(isTaken.GET, { params: { subdomain: group.subdomain } })).body).toEqual({
    subdomain: group.subdomain,
    taken: true,
  });
  expect((await callRoute(isTaken.GET, { params: { subdomain: `free-${Date.now()}` } })).body.taken).toBe(false);
  expect((await callRoute(isTaken.GET, { params: { subdomain: "www" } })).body.error.fields.subdomain).toMatch(
    /reserved/,
  );
  expect((await callRoute(isTaken.GET, { params: { subdomain: "-bad-" } })).status).toBe(422);
  expect((await callRoute(useOei.GET, { params: { subdomain: group.subdomain } })).body).toEqual({
    subdomain: group.subdomain,
    use_oei: false,
  });

  const migrated = await db.group.update({
    where: { id: group.id },
    data: { loginMigrationRequiredFrom: new Date(Date.now() - 1000) },
  });
  process.env.OIDC_ISSUER = "https://login.example.test";
  process.env.OIDC_CLIENT_ID = "client";
  process.env.OIDC_CLIENT_SECRET = "secret";
  try {
    expect((await callRoute(useOei.GET, { params: { subdomain: migrated.subdomain } })).body.use_oei).toBe(true);
  } finally {
    delete process.env.OIDC_ISSUER;
    delete process.env.OIDC_CLIENT_ID;
    delete process.env.OIDC_CLIENT_SECRET;
  }
});

describe("a signed-in user adds a company", () => {
  it("GET /user/details?create_new_group_flag=1 answers the form's defaults without creating anything", async () => {
    const group = await createGroup({ country: "NL" });
    const { user } = await createUserInGroup({ group, role: "default" });
    const before = await db.group.count();
    const res = await callRoute(details.GET, {
      caller: await signInAs(user.id, group.id),
      query: { create_new_group_flag: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.create_new_group).toEqual({ real_name: user.name, email: user.email, country: "NL" });
    expect(await db.group.count()).toBe(before);
    expect(
      (await callRoute(details.GET, { caller: await signInAs(user.id, group.id), query: { create_new_group_flag: 7 } }))
        .status,
    ).toBe(422);
  });

  it("POST /api/user/createGroup creates it with the user as admin and moves the session there; read-only users may", async () => {
    const group = await createGroup({});
    const { user } = await createUserInGroup({ group, role: "default", readOnly: true });
    const caller = await signInAs(user.id, group.id);
    const input = form();
    const res = await callRoute(createGroupRoute.POST, {
      caller,
      body: { company_name: input.company_name, subdomain: input.subdomain, country: "NL" },
    });
    expect(res.status).toBe(200);
    const me = await callRoute(details.GET, { caller });
    expect(me.body).toMatchObject({ group_id: res.body.data.group_id, admin: 1, read_only: 0 });
  });

  it("needs a session and refuses while impersonating", async () => {
    const group = await createGroup({});
    const { user } = await createUserInGroup({ group, role: "default" });
    const admin = await createUserInGroup({ group, role: "admin" });
    const body = { company_name: "X", subdomain: `x-${Date.now()}`, country: "BE" };
    expect((await callRoute(createGroupRoute.POST, { body })).status).toBe(401);
    expect(
      (await callRoute(createGroupRoute.POST, { caller: await signInAs(user.id, group.id, admin.user.id), body }))
        .status,
    ).toBe(403);
  });
});
