// Feature-flag settings through their route handlers: the list, switching a flag (audited, effective on
// the next request), unknown flags, light accounts, rights, read-only users, bad input, and the
// multiple-managers flag's 409 and forced removal of extra managers.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { FEATURE_FLAGS, FEATURE_FLAG_NAMES } from "@/lib/access/feature-flags";
import { moduleExists, type ProductModule } from "@/lib/access/modules";
import { shownFlagNames } from "@/lib/access/shown-flags";
import * as list from "@/app/api/settings/featureflags/list/route";
import * as setFlag from "@/app/api/settings/featureflags/[flagName]/route";
import * as calendarProbe from "@/app/api/holidays/replacement/route";

async function makeCompany(groupAccess: "full" | "light" = "full") {
  const group = await createGroup({ groupAccess });
  const admin = await createUserInGroup({ group, role: "admin" });
  const readOnlyAdmin = await createUserInGroup({ group, role: "admin", readOnly: true });
  const defaultUser = await createUserInGroup({ group, role: "default" });
  const manager = await createUserInGroup({ group, role: "team_only" });
  const team = await createTeam({ groupId: group.id });
  await db.teamManager.create({ data: { teamId: team.id, membershipId: manager.membership.id } });
  return {
    group,
    admin: { ...admin, caller: await signInAs(admin.user.id, group.id) },
    readOnly: await signInAs(readOnlyAdmin.user.id, group.id),
    defaultUser: await signInAs(defaultUser.user.id, group.id),
    manager: await signInAs(manager.user.id, group.id),
  };
}

let a: Awaited<ReturnType<typeof makeCompany>>;
let b: Awaited<ReturnType<typeof makeCompany>>;
let light: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeCompany();
  b = await makeCompany();
  light = await makeCompany("light");
}, 60_000);

const set = (caller: Caller | null, flagName: string, body: unknown, query?: Record<string, string>) =>
  callRoute(setFlag.POST, { caller, body, params: { flagName }, query });
const storedFlag = (groupId: number, name: string) =>
  db.featureFlag.findUnique({ where: { groupId_name: { groupId, name } } });

describe("GET /api/settings/featureflags/list", () => {
  it("lists the flags that change something, with value, group, gate and the switch as shown (on = available)", async () => {
    const res = await callRoute(list.GET, { caller: a.admin.caller });
    expect(res.status).toBe(200);
    expect(res.body.data.map((f: { name: string }) => f.name)).toEqual(shownFlagNames("full"));
    expect(res.body.data.find((f: { name: string }) => f.name === "disable_days_off")).toEqual({
      name: "disable_days_off",
      value: false,
      default: false,
      group: "modules",
      available_on_light: true,
      available: true,
      gates: expect.stringContaining("calendar"),
      area: "calendar",
      on: true,
      inverted: true,
    });
  });

  it.each(["full", "light"] as const)(
    "lists no switch of a missing module and none that nothing reads (%s)",
    async (edition) => {
      const res = await callRoute(list.GET, { caller: (edition === "full" ? a : light).admin.caller });
      const names: string[] = res.body.data.map((f: { name: string }) => f.name);
      for (const name of [
        "enable_workflows",
        "enable_performance_evaluations",
        "enable_trainings",
        "disable_assets",
        "disable_software",
        "disable_fleet",
        "enable_wage_benchmark",
        "enable_demo_account",
        "enable_half_days",
        "enable_advances",
      ]) {
        expect([name, names.includes(name)]).toEqual([name, false]);
      }
      // The expenses and contracts modules exist (issues 21, 22): their switches are listed.
      for (const name of ["disable_expenses", "disable_contracts"]) {
        expect([name, names.includes(name)]).toEqual([name, true]);
      }
      for (const row of res.body.data as Array<{
        name: keyof typeof FEATURE_FLAGS;
        area: ProductModule | null;
        gates: string;
      }>) {
        if (row.area) expect([row.name, moduleExists(row.area)]).toEqual([row.name, true]);
        expect(row.gates).not.toMatch(/not read yet/);
      }
      // The developer-apps switch only changes light accounts.
      expect(names.includes("enable_app_marketplace_for_light")).toBe(edition === "light");
      // Hidden flags stay in the data model.
      expect(FEATURE_FLAG_NAMES.length).toBeGreaterThan(names.length + 30);
    },
  );

  it("marks full-only flags unavailable on a light account", async () => {
    const res = await callRoute(list.GET, { caller: light.admin.caller });
    expect(res.body.data.find((f: { name: string }) => f.name === "enable_multiple_managers").available).toBe(false);
    expect(res.body.data.find((f: { name: string }) => f.name === "disable_days_off").available).toBe(true);
  });

  it("refuses non-admins and the signed-out", async () => {
    expect((await callRoute(list.GET, { caller: a.defaultUser })).status).toBe(403);
    expect((await callRoute(list.GET, { caller: a.manager })).status).toBe(403);
    expect((await callRoute(list.GET, {})).status).toBe(401);
  });
});

describe("POST /api/settings/featureflags/{flagName}", () => {
  it("switches a flag with {enable}, audited, and it applies on the next request", async () => {
    const res = await set(a.admin.caller, "disable_days_off", { enable: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "disable_days_off", value: true });
    expect(await storedFlag(a.group.id, "disable_days_off")).toMatchObject({ enabled: true });
    expect(await storedFlag(b.group.id, "disable_days_off")).toBeNull();
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "feature_flag", objectId: "disable_days_off" },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({ actorUserId: a.admin.user.id, action: "update" });
    expect(audit?.changes).toEqual({ enabled: { from: false, to: true } });
    const listed = await callRoute(list.GET, { caller: a.admin.caller });
    expect(listed.body.data.find((f: { name: string }) => f.name === "disable_days_off").value).toBe(true);
    // Back on with {value}.
    expect((await set(a.admin.caller, "disable_days_off", { value: false })).body.data.value).toBe(false);
    expect(await storedFlag(a.group.id, "disable_days_off")).toMatchObject({ enabled: false });
  });

  it("touches only the caller's group", async () => {
    await set(b.admin.caller, "enable_workflows", { value: true });
    expect(await storedFlag(b.group.id, "enable_workflows")).toMatchObject({ enabled: true });
    expect(await storedFlag(a.group.id, "enable_workflows")).toBeNull();
  });

  it("answers 404 for an unknown flag", async () => {
    const res = await set(a.admin.caller, "no_such_flag", { value: true });
    expect(res.status).toBe(404);
    expect(await storedFlag(a.group.id, "no_such_flag")).toBeNull();
  });

  it("refuses light accounts for a full-only flag with the upgrade reason, and allows a light one", async () => {
    const res = await set(light.admin.caller, "enable_workflows", { value: true });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/upgrade/i);
    expect(await storedFlag(light.group.id, "enable_workflows")).toBeNull();
    expect((await set(light.admin.caller, "disable_days_off", { value: true })).status).toBe(200);
  });

  it("refuses non-admins (403) and read-only admins (403 read_only)", async () => {
    expect((await set(a.defaultUser, "enable_trainings", { value: true })).status).toBe(403);
    expect((await set(a.manager, "enable_trainings", { value: true })).status).toBe(403);
    const ro = await set(a.readOnly, "enable_trainings", { value: true });
    expect(ro.status).toBe(403);
    expect(ro.body.error.code).toBe("read_only");
    expect(await storedFlag(a.group.id, "enable_trainings")).toBeNull();
  });

  it("answers 422 naming the field for bad input", async () => {
    const missing = await set(a.admin.caller, "enable_trainings", {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toHaveProperty("value");
    const notBool = await set(a.admin.caller, "enable_trainings", { value: "yes" });
    expect(notBool.status).toBe(422);
    expect(notBool.body.error.fields).toHaveProperty("value");
    const unknown = await set(a.admin.caller, "enable_trainings", { value: true, colour: "red" });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body.error.fields)).toContain("colour");
  });

  it("accepts the disable_toasts query parameter", async () => {
    const res = await set(a.admin.caller, "enable_trainings", { value: true }, { disable_toasts: "true" });
    expect(res.status).toBe(200);
    expect(res.body.disable_toasts).toBe(true);
  });
});

describe("enable_multiple_managers", () => {
  it("answers 409 with the count while people have extra managers, and removes them when forced (audited)", async () => {
    expect((await set(a.admin.caller, "enable_multiple_managers", { value: true })).status).toBe(200);
    const boss = await createEmployee({ groupId: a.group.id, firstName: "Boss" });
    const p1 = await createEmployee({ groupId: a.group.id, firstName: "P1" });
    const p2 = await createEmployee({ groupId: a.group.id, firstName: "P2" });
    await db.extraManager.createMany({
      data: [
        { groupId: a.group.id, employeeId: p1.id, managerId: boss.id },
        { groupId: a.group.id, employeeId: p2.id, managerId: boss.id },
      ],
    });
    // Another group's extra managers are neither counted nor removed.
    const bBoss = await createEmployee({ groupId: b.group.id });
    const bP = await createEmployee({ groupId: b.group.id });
    await db.extraManager.create({ data: { groupId: b.group.id, employeeId: bP.id, managerId: bBoss.id } });

    const refused = await set(a.admin.caller, "enable_multiple_managers", { value: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^2 people/);
    expect(refused.body.error.fields).toHaveProperty("force_remove_extra_managers");
    expect(await storedFlag(a.group.id, "enable_multiple_managers")).toMatchObject({ enabled: true });
    expect(await db.extraManager.count({ where: { groupId: a.group.id } })).toBe(2);

    const forced = await set(
      a.admin.caller,
      "enable_multiple_managers",
      { value: false, force_remove_extra_managers: true },
      { disable_toasts: "1" },
    );
    expect(forced.status).toBe(200);
    expect(forced.body.data).toMatchObject({ value: false, removed_extra_managers: 2 });
    expect(await db.extraManager.count({ where: { groupId: a.group.id } })).toBe(0);
    expect(await db.extraManager.count({ where: { groupId: b.group.id } })).toBe(1);
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "extra_manager", action: "delete" },
    });
    expect(audit).toMatchObject({ actorUserId: a.admin.user.id });
  });

  it("switches off without a conflict when nobody has extra managers", async () => {
    await set(b.admin.caller, "enable_multiple_managers", { value: true });
    await db.extraManager.deleteMany({ where: { groupId: b.group.id } });
    expect((await set(b.admin.caller, "enable_multiple_managers", { value: false })).status).toBe(200);
  });
});

describe("a module flag closes its area on the next request", () => {
  it("disable_days_off closes the calendar area's calls for the whole group, and reopens them", async () => {
    // The area gate runs before the input is read: closed answers 403, open reaches validation (422).
    const probe = (caller: Caller) => callRoute(calendarProbe.POST, { caller, body: {} });
    expect((await probe(a.admin.caller)).status).toBe(422);
    await set(a.admin.caller, "disable_days_off", { value: true });
    expect((await probe(a.admin.caller)).status).toBe(403);
    await set(a.admin.caller, "disable_days_off", { value: false });
    expect((await probe(a.admin.caller)).status).toBe(422);
  });
});
