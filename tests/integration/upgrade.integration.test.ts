// The upgrade routes: offer, light-to-full (direct and through a reseller), demo booking, SSO interest.
// Offered only to admins of light accounts with 20 or more active (not deleted) employees.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { buildEmployeeData, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as offer from "@/app/api/upgrade/offer/route";
import * as upgrade from "@/app/api/upgrade/upgradeLightToFull/route";
import * as bookDemo from "@/app/api/upgrade/bookDemo/route";
import * as requestSso from "@/app/api/upgrade/requestSso/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function lightCompany(
  options: { employees?: number; deleted?: number; resellerId?: number | null; groupAccess?: "light" | "full" } = {},
) {
  const group = await createGroup({
    groupAccess: options.groupAccess ?? "light",
    resellerId: options.resellerId ?? null,
  });
  const rows = [
    ...Array.from({ length: options.employees ?? 20 }, () => buildEmployeeData({ groupId: group.id })),
    ...Array.from({ length: options.deleted ?? 0 }, () =>
      buildEmployeeData({ groupId: group.id, deletedAt: new Date() }),
    ),
  ];
  await db.employee.createMany({ data: rows });
  const admin = await createUserInGroup({ group, role: "admin" });
  return { group, admin, caller: await signInAs(admin.user.id, group.id) };
}

describe("GET /api/upgrade/offer", () => {
  it("offers the upgrade with the price to an admin of a light account with 20 employees", async () => {
    const c = await lightCompany({ employees: 20 });
    const res = await callRoute(offer.GET, { caller: c.caller });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      offered: true,
      employee_count: 20,
      via_reseller: false,
      price: { amount_cents: expect.any(Number), currency: "EUR" },
    });
  });

  it("does not count deleted employees", async () => {
    const c = await lightCompany({ employees: 19, deleted: 3 });
    expect((await callRoute(offer.GET, { caller: c.caller })).body).toMatchObject({
      offered: false,
      employee_count: 19,
    });
  });

  it("is hidden for full accounts, non-admins and read-only admins", async () => {
    const full = await lightCompany({ groupAccess: "full" });
    expect((await callRoute(offer.GET, { caller: full.caller })).body.offered).toBe(false);
    const c = await lightCompany();
    const hr = await createUserInGroup({ group: c.group, role: "default" });
    expect((await callRoute(offer.GET, { caller: await signInAs(hr.user.id, c.group.id) })).body.offered).toBe(false);
    const ro = await createUserInGroup({ group: c.group, role: "admin", readOnly: true });
    expect((await callRoute(offer.GET, { caller: await signInAs(ro.user.id, c.group.id) })).body.offered).toBe(false);
  });

  it("shows no price when the reseller handles upgrades", async () => {
    const reseller = await db.reseller.create({
      data: { name: "Partner Payroll", upgradeContact: { create: { contactEmail: "sales@partner.test" } } },
    });
    const c = await lightCompany({ resellerId: reseller.id });
    expect((await callRoute(offer.GET, { caller: c.caller })).body).toMatchObject({
      offered: true,
      via_reseller: true,
      reseller_name: "Partner Payroll",
      price: null,
    });
    // A reseller without an upgrade contact lets the product upgrade directly.
    const plain = await db.reseller.create({ data: { name: "Plain Reseller" } });
    const d = await lightCompany({ resellerId: plain.id });
    expect((await callRoute(offer.GET, { caller: d.caller })).body).toMatchObject({
      via_reseller: false,
      price: { currency: "EUR" },
    });
  });
});

describe("POST /api/upgrade/upgradeLightToFull", () => {
  it("turns the account full, stores the request and audits it", async () => {
    const c = await lightCompany();
    const res = await callRoute(upgrade.POST, { caller: c.caller, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: "upgraded" });
    expect((await db.group.findUniqueOrThrow({ where: { id: c.group.id } })).groupAccess).toBe("full");
    expect(await db.upgradeRequest.findFirst({ where: { groupId: c.group.id } })).toMatchObject({
      kind: "light_to_full",
      status: "completed",
      employeeCount: 20,
      requestedByUserId: c.admin.user.id,
    });
    const audit = await db.auditLog.findFirst({ where: { groupId: c.group.id, action: "upgrade" } });
    expect(audit).toMatchObject({ actorUserId: c.admin.user.id, objectType: "group", objectId: String(c.group.id) });
    expect(audit?.changes).toMatchObject({ group_access: { from: "light", to: "full" } });
    // Once full, it answers 409 and changes nothing more.
    expect((await callRoute(upgrade.POST, { caller: c.caller, body: {} })).status).toBe(409);
  });

  it("records a request for a reseller that handles upgrades, keeps the account light, and does not repeat it", async () => {
    const reseller = await db.reseller.create({ data: { name: "Partner Two", upgradeContact: { create: {} } } });
    const c = await lightCompany({ resellerId: reseller.id });
    const res = await callRoute(upgrade.POST, { caller: c.caller, body: {} });
    expect(res.body.data).toEqual({ status: "requested", reseller_name: "Partner Two" });
    expect((await callRoute(upgrade.POST, { caller: c.caller, body: {} })).body.data.status).toBe("requested");
    expect((await db.group.findUniqueOrThrow({ where: { id: c.group.id } })).groupAccess).toBe("light");
    const requests = await db.upgradeRequest.findMany({ where: { groupId: c.group.id } });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ kind: "light_to_full_via_reseller", status: "open", resellerId: reseller.id });
    expect(await db.auditLog.count({ where: { groupId: c.group.id, action: "request_upgrade" } })).toBe(1);
    expect((await callRoute(offer.GET, { caller: c.caller })).body.request_pending).toBe(true);
  });

  it("refuses below 20 employees, non-admins and read-only admins, and writes nothing", async () => {
    const small = await lightCompany({ employees: 19, deleted: 5 });
    expect((await callRoute(upgrade.POST, { caller: small.caller, body: {} })).status).toBe(403);
    const c = await lightCompany();
    const hr = await createUserInGroup({ group: c.group, role: "default", accessWages: true });
    expect((await callRoute(upgrade.POST, { caller: await signInAs(hr.user.id, c.group.id), body: {} })).status).toBe(
      403,
    );
    const ro = await createUserInGroup({ group: c.group, role: "admin", readOnly: true });
    const roRes = await callRoute(upgrade.POST, { caller: await signInAs(ro.user.id, c.group.id), body: {} });
    expect(roRes.status).toBe(403);
    expect(roRes.body.error.code).toBe("read_only");
    for (const g of [small.group, c.group]) {
      expect((await db.group.findUniqueOrThrow({ where: { id: g.id } })).groupAccess).toBe("light");
      expect(await db.upgradeRequest.count({ where: { groupId: g.id } })).toBe(0);
    }
  });

  it("only ever upgrades the caller's own account", async () => {
    const mine = await lightCompany();
    const other = await lightCompany();
    await callRoute(upgrade.POST, { caller: mine.caller, body: {} });
    expect((await db.group.findUniqueOrThrow({ where: { id: other.group.id } })).groupAccess).toBe("light");
  });

  it("refuses unknown fields, naming them", async () => {
    const c = await lightCompany();
    const res = await callRoute(upgrade.POST, { caller: c.caller, body: { group_id: 1 } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.group_id).toBeDefined();
  });

  it("needs a session", async () => {
    expect((await callRoute(upgrade.POST, { body: {} })).status).toBe(401);
  });
});

describe("POST /api/upgrade/bookDemo and /api/upgrade/requestSso", () => {
  it("stores a demo booking once while it is open, audited", async () => {
    const c = await lightCompany();
    const first = await callRoute(bookDemo.POST, { caller: c.caller, body: { source: "upgrade_flow" } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ kind: "demo", already_requested: false });
    const again = await callRoute(bookDemo.POST, { caller: c.caller, body: { source: "upgrade_flow" } });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, already_requested: true });
    expect(await db.upgradeRequest.count({ where: { groupId: c.group.id, kind: "demo" } })).toBe(1);
    expect(await db.auditLog.count({ where: { groupId: c.group.id, objectType: "upgrade_request" } })).toBe(1);
  });

  it("names a bad source", async () => {
    const c = await lightCompany();
    const res = await callRoute(bookDemo.POST, { caller: c.caller, body: { source: "somewhere" } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.source).toMatch(/^Source must be one of: upgrade_flow/);
  });

  it("records SSO interest for admins of any edition, not for others", async () => {
    const c = await lightCompany({ groupAccess: "full", employees: 1 });
    const res = await callRoute(requestSso.POST, { caller: c.caller, body: {} });
    expect(res.status).toBe(200);
    expect(await db.upgradeRequest.findFirst({ where: { groupId: c.group.id } })).toMatchObject({
      kind: "sso",
      status: "open",
      source: "sso_modal",
    });
    const employee = await createUserInGroup({ group: c.group, role: "employee" });
    expect(
      (await callRoute(requestSso.POST, { caller: await signInAs(employee.user.id, c.group.id), body: {} })).status,
    ).toBe(403);
    const ro = await createUserInGroup({ group: c.group, role: "admin", readOnly: true });
    expect(
      (await callRoute(requestSso.POST, { caller: await signInAs(ro.user.id, c.group.id), body: {} })).status,
    ).toBe(403);
  });
});
