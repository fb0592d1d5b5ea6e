// Celebratory feature triggers: shown to admins who can act and have not acted on the feature yet;
// the first action is kept; booking also stores a demo request; everything scoped to the caller's
// account and audited.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createGroup, createMembership, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as hasAccess from "@/app/api/celebratory_triggers/hasCelebratoryTriggerAccess/hasAccess/route";
import * as setAction from "@/app/api/celebratory_triggers/setAction/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function company() {
  const group = await createGroup({});
  const admin = await createUserInGroup({ group, role: "admin" });
  return { group, admin, caller: await signInAs(admin.user.id, group.id) };
}

describe("GET .../hasCelebratoryTriggerAccess/hasAccess", () => {
  it("shows every trigger to an admin who has not acted yet", async () => {
    const c = await company();
    const res = await callRoute(hasAccess.GET, { caller: c.caller, query: { feature: "documents" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      feature: "documents",
      hasAccess: true,
      showSelfServiceCelebratoryTrigger: true,
      showDocumentsCelebratoryTrigger: true,
      showUserRightsCelebratoryTrigger: true,
    });
  });

  it("hides them from non-admins, read-only admins and impersonated sessions", async () => {
    const c = await company();
    const hr = await createUserInGroup({ group: c.group, role: "default" });
    const ro = await createUserInGroup({ group: c.group, role: "admin", readOnly: true });
    const support = await createUserInGroup({ group: c.group, role: "admin" });
    for (const caller of [
      await signInAs(hr.user.id, c.group.id),
      await signInAs(ro.user.id, c.group.id),
      await signInAs(c.admin.user.id, c.group.id, support.user.id),
    ]) {
      const res = await callRoute(hasAccess.GET, { caller, query: { feature: "self_service" } });
      expect(res.body.hasAccess).toBe(false);
      expect(res.body.showUserRightsCelebratoryTrigger).toBe(false);
    }
  });

  it("names a bad feature", async () => {
    const c = await company();
    const res = await callRoute(hasAccess.GET, { caller: c.caller, query: { feature: "payroll" } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.feature).toBeDefined();
  });
});

describe("POST .../setAction", () => {
  it("records ignored once per feature, audited, and hides only that trigger", async () => {
    const c = await company();
    const res = await callRoute(setAction.POST, {
      caller: c.caller,
      body: { feature: "self_service", action: "ignored" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ feature: "self_service", action: "ignored", recorded: true });
    const after = await callRoute(hasAccess.GET, { caller: c.caller });
    expect(after.body).toMatchObject({
      showSelfServiceCelebratoryTrigger: false,
      showDocumentsCelebratoryTrigger: true,
    });
    expect(
      await db.auditLog.count({
        where: { groupId: c.group.id, objectType: "celebratory_trigger_action", actorUserId: c.admin.user.id },
      }),
    ).toBe(1);
  });

  it("keeps the first action: a close after booking stays booked; booking stores a demo request", async () => {
    const c = await company();
    await callRoute(setAction.POST, { caller: c.caller, body: { feature: "documents", action: "booked" } });
    const again = await callRoute(setAction.POST, {
      caller: c.caller,
      body: { feature: "documents", action: "ignored" },
    });
    expect(again.body.data).toEqual({ feature: "documents", action: "booked", recorded: false });
    expect(await db.celebratoryTriggerAction.findMany({ where: { groupId: c.group.id } })).toEqual([
      expect.objectContaining({ action: "booked" }),
    ]);
    expect(await db.upgradeRequest.findFirst({ where: { groupId: c.group.id } })).toMatchObject({
      kind: "demo",
      source: "celebratory:documents",
      status: "open",
    });
  });

  it("is per account: acting in one account leaves the trigger in another", async () => {
    const c = await company();
    const other = await createGroup({});
    await createMembership({ userId: c.admin.user.id, groupId: other.id, role: "admin" });
    await callRoute(setAction.POST, { caller: c.caller, body: { feature: "user_rights", action: "visited" } });
    const elsewhere = await callRoute(hasAccess.GET, {
      caller: await signInAs(c.admin.user.id, other.id),
      query: { feature: "user_rights" },
    });
    expect(elsewhere.body.hasAccess).toBe(true);
    expect(await db.celebratoryTriggerAction.count({ where: { groupId: other.id } })).toBe(0);
  });

  it("refuses non-admins and read-only admins", async () => {
    const c = await company();
    const hr = await createUserInGroup({ group: c.group, role: "default" });
    const ro = await createUserInGroup({ group: c.group, role: "admin", readOnly: true });
    expect(
      (
        await callRoute(setAction.POST, {
          caller: await signInAs(hr.user.id, c.group.id),
          body: { feature: "documents", action: "ignored" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(setAction.POST, {
          caller: await signInAs(ro.user.id, c.group.id),
          body: { feature: "documents", action: "ignored" },
        })
      ).status,
    ).toBe(403);
    expect(await db.celebratoryTriggerAction.count({ where: { groupId: c.group.id } })).toBe(0);
  });

  it("names bad and unknown fields", async () => {
    const c = await company();
    const bad = await callRoute(setAction.POST, { caller: c.caller, body: { feature: "documents", action: "liked" } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.action).toMatch(/ignored, booked, visited/);
    const unknown = await callRoute(setAction.POST, {
      caller: c.caller,
      body: { feature: "documents", action: "ignored", user_id: "x" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.user_id).toBeDefined();
  });
});
