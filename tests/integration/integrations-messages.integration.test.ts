// Reseller messages (issue 19) through the route handlers: a reseller's user posts to a client company
// (not to another company: 404), the company's admins get a reseller_message notification and see the
// message; the provider's own messages come in with a sync (once, however often it runs); marking read is
// audited; read-only admins see but do not mark (403), admins without the payroll switch get 403, and
// another company's message id answers 404.
import { uniqueSuffix } from "./helpers/db";
import { signInIntegrationAdmins, setUpIntegrationsHarness, waitForCommand } from "../support/integrations-harness";
import { callRoute, signInAs } from "./helpers/http";
import { startBePortal } from "./helpers/be-portal";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import type { BePortalSimulator } from "@/lib/integrations/simulators/be-portal/sim-server";
import { makeSimCompany } from "@/lib/integrations/simulators/be-portal/sim-store";
import * as add from "@/app/api/integrations/add/route";
import * as importRoute from "@/app/api/integrations/[id]/import/route";
import * as post from "@/app/api/integrations/reseller_messages/post/route";
import * as list from "@/app/api/integrations/reseller_messages/list/route";
import * as markRead from "@/app/api/integrations/reseller_messages/[id]/markRead/route";

jest.setTimeout(120_000);

let sim: BePortalSimulator;

setUpIntegrationsHarness(async () => (sim = await startBePortal()), { providerTimeoutMs: 700 });

async function reseller() {
  const r = await db.reseller.create({ data: { name: `Partner ${uniqueSuffix()}` } });
  // The reseller's user works in the reseller's own account, not in its clients'.
  const home = await createGroup();
  const staff = await createUserInGroup({ group: home, role: "admin", name: "Rita Reseller" });
  await db.resellerUser.create({ data: { resellerId: r.id, userId: staff.user.id } });
  return { reseller: r, home, staffUserId: staff.user.id, staff: await signInAs(staff.user.id, home.id) };
}

async function company(resellerId: number | null) {
  const group = await createGroup({ resellerId });
  const admins = await signInIntegrationAdmins(group);
  const hr = await createUserInGroup({ group, role: "default" });
  return { group, ...admins, hr: await signInAs(hr.user.id, group.id) };
}

const postBody = (groupId: number, extra: Record<string, unknown> = {}) => ({
  group_id: groupId,
  subject: "Payroll closes early in December",
  body: "Send your December wage inputs before the 15th.",
  ...extra,
});

it("lets a reseller's user post to a client company, notifies its admins, and lists it", async () => {
  const r = await reseller();
  const c = await company(r.reseller.id);
  const res = await callRoute(post.POST, { caller: r.staff, body: postBody(c.group.id) });
  expect(res.status).toBe(200);
  expect(res.body.message).toMatchObject({ source: "reseller", subject: "Payroll closes early in December" });
  expect(res.body.message.author_name).toContain(r.reseller.name);

  const listed = await callRoute(list.GET, { caller: c.admin });
  expect(listed.status).toBe(200);
  expect(listed.body).toMatchObject({ total: 1, unread: 1 });
  expect(listed.body.data[0]).toMatchObject({ id: res.body.message.id, read_at: null });
  // Read-only admins see the messages too.
  expect((await callRoute(list.GET, { caller: c.readOnly })).body.total).toBe(1);

  // Admins who see the integrations page are told; an admin without the payroll switch and HR are not.
  const notified = await db.notification.findMany({ where: { groupId: c.group.id, type: "reseller_message" } });
  const recipients = notified.map((n) => n.userId);
  expect(recipients).toContain(c.adminUserId);
  expect(recipients).not.toContain(c.noSwitchUserId);
  expect(notified[0]).toMatchObject({ targetUrl: "/settings/integrations" });

  const audit = await db.auditLog.findFirst({ where: { groupId: c.group.id, objectType: "reseller_message" } });
  expect(audit).toMatchObject({ action: "create", actorUserId: r.staffUserId });
});

it("answers 404 for a company that is not the reseller's client, and for a caller who is no reseller", async () => {
  const r = await reseller();
  const other = await reseller();
  const notClient = await company(other.reseller.id);
  const direct = await company(null);
  expect((await callRoute(post.POST, { caller: r.staff, body: postBody(notClient.group.id) })).status).toBe(404);
  expect((await callRoute(post.POST, { caller: r.staff, body: postBody(direct.group.id) })).status).toBe(404);
  // A company's own admin is not its reseller.
  const client = await company(r.reseller.id);
  expect((await callRoute(post.POST, { caller: client.admin, body: postBody(client.group.id) })).status).toBe(404);
  expect(await db.resellerMessage.count({ where: { groupId: { in: [notClient.group.id, direct.group.id] } } })).toBe(0);
});

it("refuses bad input with a 422 naming the field", async () => {
  const r = await reseller();
  const c = await company(r.reseller.id);
  const cases: [Record<string, unknown>, string][] = [
    [{ subject: "  " }, "subject"],
    [{ body: "" }, "body"],
    [{ body: "x".repeat(4001) }, "body"],
    [{ group_id: "abc" }, "group_id"],
    [{ color: "red" }, "color"],
  ];
  for (const [extra, field] of cases) {
    const res = await callRoute(post.POST, { caller: r.staff, body: postBody(c.group.id, extra) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields ?? {}).join(",")).toContain(field);
  }
  const badId = await callRoute(markRead.POST, { caller: c.admin, params: { id: "x1" }, body: {} });
  expect(badId.status).toBe(422);
});

it("marks a message read once (audited), with 403 for read-only and switch-less admins and 404 for another company", async () => {
  const r = await reseller();
  const c = await company(r.reseller.id);
  const other = await company(r.reseller.id);
  const id = String((await callRoute(post.POST, { caller: r.staff, body: postBody(c.group.id) })).body.message.id);

  expect((await callRoute(markRead.POST, { caller: c.readOnly, params: { id }, body: {} })).status).toBe(403);
  expect((await callRoute(markRead.POST, { caller: c.noSwitch, params: { id }, body: {} })).status).toBe(403);
  expect((await callRoute(list.GET, { caller: c.noSwitch })).status).toBe(403);
  expect((await callRoute(list.GET, { caller: c.hr })).status).toBe(403);
  expect((await callRoute(markRead.POST, { caller: other.admin, params: { id }, body: {} })).status).toBe(404);

  const res = await callRoute(markRead.POST, { caller: c.admin, params: { id }, body: {} });
  expect(res.status).toBe(200);
  expect(res.body.message.read_at).not.toBeNull();
  const again = await callRoute(markRead.POST, { caller: c.admin, params: { id }, body: {} });
  expect(again.status).toBe(200);
  const audits = await db.auditLog.findMany({
    where: { groupId: c.group.id, objectType: "reseller_message", action: "update" },
  });
  expect(audits).toHaveLength(1);
  expect(audits[0]!.changes).toEqual({ read: { from: false, to: true } });
  const listed = await callRoute(list.GET, { caller: c.admin, query: { unread: 1 } });
  expect(listed.body).toMatchObject({ total: 0, unread: 0 });
});

it("brings in the provider's messages with a sync, once, and announces them", async () => {
  const c = await company(null);
  const p = { customerCode: `C${uniqueSuffix()}`, username: `u-${uniqueSuffix()}`, password: `pw-${uniqueSuffix()}` };
  sim.addCompany(
    makeSimCompany({
      customer_code: p.customerCode,
      name: "Messages company",
      users: [{ username: p.username, password: p.password, secondFactor: false }],
      messages: [
        {
          id: "M1",
          from: "Your payroll consultant",
          subject: "New index",
          body: "Wages rise 2%.",
          sent_at: "2026-11-20T09:00:00Z",
        },
      ],
    }),
  );
  const added = await callRoute(add.POST, {
    caller: c.admin,
    body: {
      provider: "be_portal",
      alias: "Secretariat",
      username: p.username,
      customer_code: p.customerCode,
      password: p.password,
    },
  });
  expect((await waitForCommand(c.admin, added.body.command.id, ["succeeded", "failed"])).status).toBe("succeeded");
  for (const round of [1, 2]) {
    const started = await callRoute(importRoute.POST, {
      caller: c.admin,
      params: { id: String(added.body.integration.id) },
      body: { what: "reference_lists" },
    });
    const done = await waitForCommand(c.admin, started.body.command.id, ["succeeded", "failed"]);
    expect(done.status).toBe("succeeded");
    expect(done.result.messages_new).toBe(round === 1 ? 1 : 0);
  }
  const listed = await callRoute(list.GET, { caller: c.admin });
  expect(listed.body.total).toBe(1);
  expect(listed.body.data[0]).toMatchObject({
    source: "provider",
    integration_id: added.body.integration.id,
    author_name: "Your payroll consultant",
    subject: "New index",
    created_at: "2026-11-20T09:00:00.000Z",
  });
  // One message, one notification for each admin who sees it (the admin and the read-only admin).
  expect(await db.notification.count({ where: { groupId: c.group.id, type: "reseller_message" } })).toBe(2);
});

it("keeps a sync that succeeded when the provider's messages cannot be read, and strips NUL characters", async () => {
  const c = await company(null);
  const p = { customerCode: `C${uniqueSuffix()}`, username: `u-${uniqueSuffix()}`, password: `pw-${uniqueSuffix()}` };
  sim.addCompany(
    makeSimCompany({
      customer_code: p.customerCode,
      name: "Faulty messages company",
      users: [{ username: p.username, password: p.password, secondFactor: false }],
      messages: [
        {
          id: "N1",
          from: "Consultant\u0000",
          subject: "Nul\u0000subject",
          body: "a\u0000b",
          sent_at: "2026-11-20T09:00:00Z",
        },
      ],
    }),
  );
  const added = await callRoute(add.POST, {
    caller: c.admin,
    body: {
      provider: "be_portal",
      alias: "Sec",
      username: p.username,
      customer_code: p.customerCode,
      password: p.password,
    },
  });
  expect((await waitForCommand(c.admin, added.body.command.id, ["succeeded", "failed"])).status).toBe("succeeded");
  const importLists = async () => {
    const started = await callRoute(importRoute.POST, {
      caller: c.admin,
      params: { id: String(added.body.integration.id) },
      body: { what: "reference_lists" },
    });
    return waitForCommand(c.admin, started.body.command.id, ["succeeded", "failed"]);
  };
  sim.setFaults({ error500Path: "/messages" });
  try {
    const faulty = await importLists();
    expect(faulty.status).toBe("succeeded");
    expect(faulty.result.messages_error).toEqual(expect.any(String));
    expect(faulty.result.messages_new).toBeUndefined();
  } finally {
    sim.setFaults({});
  }
  const done = await importLists();
  expect(done).toMatchObject({ status: "succeeded", result: expect.objectContaining({ messages_new: 1 }) });
  const stored = await db.resellerMessage.findFirstOrThrow({ where: { groupId: c.group.id } });
  expect(stored).toMatchObject({ authorName: "Consultant", subject: "Nulsubject", body: "ab" });
});

it("tells nobody of a new message while the company's payroll module is off (nobody can open the page)", async () => {
  const r = await reseller();
  const c = await company(r.reseller.id);
  await db.featureFlag.upsert({
    where: { groupId_name: { groupId: c.group.id, name: "enable_payroll_provider_sync" } },
    create: { groupId: c.group.id, name: "enable_payroll_provider_sync", enabled: false },
    update: { enabled: false },
  });
  expect((await callRoute(post.POST, { caller: r.staff, body: postBody(c.group.id) })).status).toBe(200);
  expect(await db.notification.count({ where: { groupId: c.group.id, type: "reseller_message" } })).toBe(0);
});
