// Custom fields through their route handlers: definitions and options (admins, audited), values on people
// validated per type (employees.write on a visible person, audited on the person's trail), other groups'
// ids 404, read-only and lacking rights refused, team_only scope, light accounts, values for a page.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { loadContext } from "@/lib/api/context";
import { customFieldValuesFor } from "@/lib/custom-fields/custom-field-values-for";
import { assignAutoNumbersForNewEmployee } from "@/lib/custom-fields/auto-number";
import * as list from "@/app/api/custom_fields/list/route";
import * as options from "@/app/api/custom_fields/[id]/options/route";
import * as add from "@/app/api/custom_fields/add/route";
import * as edit from "@/app/api/custom_fields/edit/route";
import * as del from "@/app/api/custom_fields/delete/route";
import * as optAdd from "@/app/api/custom_fields/options/add/route";
import * as optEdit from "@/app/api/custom_fields/options/edit/route";
import * as optDel from "@/app/api/custom_fields/options/delete/route";
import * as setValue from "@/app/api/custom_fields/values/set/route";
import * as values from "@/app/api/custom_fields/values/[object_type]/[object_id]/route";
import * as addEmployee from "@/app/api/employees/add/route";

async function makeCompany(groupAccess: "full" | "light" = "full") {
  const group = await createGroup({ groupAccess });
  const sales = await createTeam({ groupId: group.id, name: "Sales" });
  const support = await createTeam({ groupId: group.id, name: "Support" });
  const alice = await createEmployee({ groupId: group.id, teamId: sales.id, firstName: "Alice" });
  const bob = await createEmployee({ groupId: group.id, teamId: support.id, firstName: "Bob" });
  const admin = await createUserInGroup({ group, role: "admin" });
  const hr = await createUserInGroup({ group, role: "default" });
  const readOnly = await createUserInGroup({ group, role: "admin", readOnly: true });
  const noDetails = await createUserInGroup({ group, role: "default", accessEmployeeDetails: false });
  const manager = await createUserInGroup({ group, role: "team_only" });
  await db.teamManager.create({ data: { teamId: sales.id, membershipId: manager.membership.id } });
  const sign = (u: { user: { id: string } }) => signInAs(u.user.id, group.id);
  return {
    group,
    sales,
    support,
    alice,
    bob,
    admin,
    adminCaller: await sign(admin),
    hrCaller: await sign(hr),
    readOnlyCaller: await sign(readOnly),
    noDetailsCaller: await sign(noDetails),
    managerCaller: await sign(manager),
  };
}

let a: Awaited<ReturnType<typeof makeCompany>>;
let b: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeCompany();
  b = await makeCompany();
}, 60_000);

const addField = (caller: unknown, body: unknown) => callRoute(add.POST, { caller: caller as never, body });
const set = (caller: unknown, body: unknown) => callRoute(setValue.POST, { caller: caller as never, body });

describe("definitions", () => {
  it("an admin creates a field, audited; the list answers it in data for people and employee", async () => {
    const res = await addField(a.adminCaller, { name: " Shoe size ", object_type: "people", type: "int" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: "Shoe size",
      object_type: "employee",
      type: "int",
      comparison_field: null,
    });
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "custom_field", objectId: String(res.body.data.id), action: "create" },
    });
    expect(audit?.actorUserId).toBe(a.admin.user.id);
    expect(audit?.changes).toMatchObject({ name: { from: null, to: "Shoe size" } });
    for (const objectType of ["people", "employee"]) {
      const listed = await callRoute(list.GET, { caller: a.hrCaller, query: { object_type: objectType } });
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((f: { name: string }) => f.name)).toContain("Shoe size");
    }
    const assets = await callRoute(list.GET, { caller: a.hrCaller, query: { object_type: "assets" } });
    expect(assets.body.data).toEqual([]);
  });

  it("does not list another group's fields", async () => {
    await addField(b.adminCaller, { name: "Secret B", type: "string" });
    const listed = await callRoute(list.GET, { caller: a.adminCaller });
    expect(listed.body.data.map((f: { name: string }) => f.name)).not.toContain("Secret B");
  });

  it("refuses a duplicate name (any case) with 409, bad input with 422 naming the field", async () => {
    expect((await addField(a.adminCaller, { name: "SHOE SIZE", type: "string" })).status).toBe(409);
    const badType = await addField(a.adminCaller, { name: "X", type: "blob" });
    expect(badType.status).toBe(422);
    expect(badType.body.error.fields.type).toBeDefined();
    const badObject = await addField(a.adminCaller, { name: "X", type: "int", object_type: "planets" });
    expect(badObject.body.error.fields.object_type).toBeDefined();
    const empty = await addField(a.adminCaller, { name: "  ", type: "int" });
    expect(empty.body.error.fields.name).toBeDefined();
    const unknown = await addField(a.adminCaller, { name: "X", type: "int", group_id: b.group.id });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.group_id).toBeDefined();
    const optionsOnInt = await addField(a.adminCaller, { name: "X", type: "int", options: ["a"] });
    expect(optionsOnInt.body.error.fields.options).toBeDefined();
  });

  it("non-admins, read-only admins and employees-less callers cannot manage fields", async () => {
    expect((await addField(a.hrCaller, { name: "Nope", type: "int" })).status).toBe(403);
    expect((await addField(a.readOnlyCaller, { name: "Nope", type: "int" })).status).toBe(403);
    expect((await addField(a.managerCaller, { name: "Nope", type: "int" })).status).toBe(403);
    expect((await callRoute(list.GET, { caller: a.noDetailsCaller })).status).toBe(403);
    expect(await db.customField.count({ where: { groupId: a.group.id, name: "Nope" } })).toBe(0);
  });

  it("edits and deletes a field of the own group only, audited", async () => {
    const created = await addField(a.adminCaller, { name: "Locker", type: "string" });
    const id = created.body.data.id;
    expect(
      (await callRoute(edit.POST, { caller: b.adminCaller, body: { custom_field_id: id, name: "Hijack" } })).status,
    ).toBe(404);
    expect(
      (await callRoute(edit.POST, { caller: a.readOnlyCaller, body: { custom_field_id: id, name: "x" } })).status,
    ).toBe(403);
    const renamed = await callRoute(edit.POST, {
      caller: a.adminCaller,
      body: { custom_field_id: id, name: "Locker number", comparison_field: "start_date" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: "Locker number", comparison_field: "start_date" });
    const audit = await db.auditLog.findFirst({
      where: { objectType: "custom_field", objectId: String(id), action: "update" },
    });
    expect(audit?.changes).toMatchObject({ name: { from: "Locker", to: "Locker number" } });
    expect((await callRoute(del.POST, { caller: b.adminCaller, body: { custom_field_id: id } })).status).toBe(404);
    expect((await callRoute(del.POST, { caller: a.adminCaller, body: { custom_field_id: id } })).status).toBe(200);
    const listed = await callRoute(list.GET, { caller: a.adminCaller });
    expect(listed.body.data.map((f: { id: number }) => f.id)).not.toContain(id);
    expect(
      await db.auditLog.count({ where: { objectType: "custom_field", objectId: String(id), action: "delete" } }),
    ).toBe(1);
    expect(
      (await callRoute(edit.POST, { caller: a.adminCaller, body: { custom_field_id: id, name: "Back" } })).status,
    ).toBe(404);
  });
});

describe("options", () => {
  let fieldId: number;
  beforeAll(async () => {
    const res = await addField(a.adminCaller, { name: "T-shirt", type: "select_option", options: ["S", "M"] });
    fieldId = res.body.data.id;
    expect(res.body.data.options.map((o: { option_name: string }) => o.option_name)).toEqual(["S", "M"]);
  });

  it("adds, renames and lists options; other groups get 404", async () => {
    const added = await callRoute(optAdd.POST, {
      caller: a.adminCaller,
      body: { custom_field_id: fieldId, option_name: "L" },
    });
    expect(added.status).toBe(200);
    expect(
      (await callRoute(optAdd.POST, { caller: a.adminCaller, body: { custom_field_id: fieldId, option_name: "l" } }))
        .status,
    ).toBe(409);
    expect(
      (await callRoute(optAdd.POST, { caller: b.adminCaller, body: { custom_field_id: fieldId, option_name: "XL" } }))
        .status,
    ).toBe(404);
    expect(
      (
        await callRoute(optEdit.POST, {
          caller: b.adminCaller,
          body: { option_id: added.body.data.id, option_name: "XL" },
        })
      ).status,
    ).toBe(404);
    const renamed = await callRoute(optEdit.POST, {
      caller: a.adminCaller,
      body: { option_id: added.body.data.id, option_name: "Large" },
    });
    expect(renamed.body.data).toEqual({ id: added.body.data.id, option_name: "Large" });
    const listed = await callRoute(options.GET, { caller: a.hrCaller, params: { id: String(fieldId) } });
    expect(listed.body.data.map((o: { option_name: string }) => o.option_name)).toEqual(["S", "M", "Large"]);
    expect((await callRoute(options.GET, { caller: b.adminCaller, params: { id: String(fieldId) } })).status).toBe(404);
    expect(
      await db.auditLog.count({ where: { objectType: "custom_field_option", objectId: String(added.body.data.id) } }),
    ).toBe(2);
  });

  it("refuses options on other types, and read-only callers", async () => {
    const intField = await addField(a.adminCaller, { name: "Floor", type: "int" });
    const res = await callRoute(optAdd.POST, {
      caller: a.adminCaller,
      body: { custom_field_id: intField.body.data.id, option_name: "x" },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.custom_field_id).toBeDefined();
    expect(
      (await callRoute(optAdd.POST, { caller: a.readOnlyCaller, body: { custom_field_id: fieldId, option_name: "x" } }))
        .status,
    ).toBe(403);
  });

  it("deleting an option clears the values that chose it", async () => {
    const opts = await callRoute(options.GET, { caller: a.adminCaller, params: { id: String(fieldId) } });
    const small = opts.body.data[0].id;
    expect((await set(a.adminCaller, { custom_field_id: fieldId, object_id: a.alice.id, value: small })).status).toBe(
      200,
    );
    const res = await callRoute(optDel.POST, { caller: a.adminCaller, body: { option_id: small } });
    expect(res.status).toBe(200);
    expect(await db.customFieldValue.count({ where: { customFieldId: fieldId, objectId: a.alice.id } })).toBe(0);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "custom_field_option", objectId: String(small), action: "delete" },
    });
    expect(audit?.changes).toMatchObject({ values_cleared: { from: 1, to: null } });
  });
});

describe("values", () => {
  const fields: Record<string, number> = {};
  beforeAll(async () => {
    for (const type of ["float", "email", "hyperlink", "money", "date", "country", "team", "select_option", "string"]) {
      const res = await addField(a.adminCaller, {
        name: `V ${type}`,
        type,
        ...(type === "select_option" ? { options: ["Gold", "Silver"] } : {}),
      });
      fields[type] = res.body.data.id;
    }
  });

  it("sets values per type, stored canonically, audited on the person's trail", async () => {
    const gold = (await db.customFieldOption.findFirst({
      where: { customFieldId: fields.select_option, optionName: "Gold" },
    }))!.id;
    const cases: [string, unknown, string][] = [
      ["float", "3,5", "3.5"],
      ["email", "x@example.com", "x@example.com"],
      ["hyperlink", "https://example.com", "https://example.com"],
      ["money", 1250, "1250"],
      ["date", "05/03/2024", "2024-03-05"],
      ["country", "nl", "NL"],
      ["team", a.support.id, String(a.support.id)],
      ["select_option", gold, String(gold)],
    ];
    for (const [type, value, stored] of cases) {
      const res = await set(a.hrCaller, { custom_field_id: fields[type], object_id: a.alice.id, value });
      expect({ type, status: res.status, value: res.body.data?.value }).toEqual({ type, status: 200, value: stored });
    }
    const audit = await db.auditLog.findFirst({
      where: { objectType: "custom_field_value", objectId: `${fields.float}:${a.alice.id}` },
    });
    expect(audit).toMatchObject({ employeeId: a.alice.id, changes: { "V float": { from: null, to: "3.5" } } });
    const read = await callRoute(values.GET, {
      caller: a.hrCaller,
      params: { object_type: "people", object_id: String(a.alice.id) },
    });
    expect(read.status).toBe(200);
    const byName = Object.fromEntries(
      read.body.data.map((v: { name: string; display_value: string }) => [v.name, v.display_value]),
    );
    expect(byName).toMatchObject({
      "V money": "12.50",
      "V date": "05/03/2024",
      "V team": "Support",
      "V select_option": "Gold",
      "V string": "",
    });
  });

  it("refuses bad values with 422 naming value, and ids of another group's team or another field's option", async () => {
    const bad: [string, unknown][] = [
      ["float", "1,2,3"],
      ["email", "nope"],
      ["hyperlink", "javascript:alert(1)"],
      ["money", 12.5],
      ["date", "31/02/2024"],
      ["country", "XX"],
      ["team", b.sales.id],
      ["select_option", 999_999],
    ];
    for (const [type, value] of bad) {
      const res = await set(a.hrCaller, { custom_field_id: fields[type], object_id: a.alice.id, value });
      expect({ type, status: res.status, field: Boolean(res.body.error?.fields?.value) }).toEqual({
        type,
        status: 422,
        field: true,
      });
    }
  });

  it("clears a value with null", async () => {
    await set(a.hrCaller, { custom_field_id: fields.string, object_id: a.bob.id, value: "temp" });
    const res = await set(a.hrCaller, { custom_field_id: fields.string, object_id: a.bob.id, value: null });
    expect(res.body.data.value).toBeNull();
    expect(await db.customFieldValue.count({ where: { customFieldId: fields.string, objectId: a.bob.id } })).toBe(0);
  });

  it("another group's field or person answers 404; read-only and no-details callers are refused", async () => {
    expect(
      (await set(b.adminCaller, { custom_field_id: fields.string, object_id: a.alice.id, value: "x" })).status,
    ).toBe(404);
    const bField = await addField(b.adminCaller, { name: "B string", type: "string" });
    expect(
      (await set(b.adminCaller, { custom_field_id: bField.body.data.id, object_id: a.alice.id, value: "x" })).status,
    ).toBe(404);
    expect(
      (
        await callRoute(values.GET, {
          caller: b.adminCaller,
          params: { object_type: "people", object_id: String(a.alice.id) },
        })
      ).status,
    ).toBe(404);
    expect(
      (await set(a.readOnlyCaller, { custom_field_id: fields.string, object_id: a.alice.id, value: "x" })).status,
    ).toBe(403);
    expect(
      (await set(a.noDetailsCaller, { custom_field_id: fields.string, object_id: a.alice.id, value: "x" })).status,
    ).toBe(403);
    expect(await db.customFieldValue.count({ where: { customFieldId: fields.string, objectId: a.alice.id } })).toBe(0);
  });

  it("a team_only manager reads only people of their teams", async () => {
    const own = await callRoute(values.GET, {
      caller: a.managerCaller,
      params: { object_type: "people", object_id: String(a.alice.id) },
    });
    expect(own.status).toBe(200);
    const other = await callRoute(values.GET, {
      caller: a.managerCaller,
      params: { object_type: "people", object_id: String(a.bob.id) },
    });
    expect(other.status).toBe(404);
  });

  it("sets several values at once, all or nothing", async () => {
    const bad = await callRoute(values.POST, {
      caller: a.hrCaller,
      params: { object_type: "people", object_id: String(a.bob.id) },
      body: { values: { [fields.string]: "ok", [fields.email]: "broken" } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields[`values.${fields.email}`]).toBeDefined();
    expect(await db.customFieldValue.count({ where: { customFieldId: fields.string, objectId: a.bob.id } })).toBe(0);
    const good = await callRoute(values.POST, {
      caller: a.hrCaller,
      params: { object_type: "people", object_id: String(a.bob.id) },
      body: { values: { [fields.string]: "ok", [fields.email]: "bob@example.com" } },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.find((v: { id: number }) => v.id === fields.email).value).toBe("bob@example.com");
  });

  it("customFieldValuesFor gives display values for a page of people", async () => {
    const membership = await db.membership.findFirstOrThrow({
      where: { userId: a.admin.user.id, groupId: a.group.id },
    });
    const session = {
      id: "test",
      userId: a.admin.user.id,
      groupId: a.group.id,
      impersonatorUserId: null,
      boundGroupId: null,
    };
    const ctx = (await loadContext(session as never))!;
    expect(ctx.membership.id).toBe(membership.id);
    const map = await customFieldValuesFor(ctx, [a.alice.id, a.bob.id], [fields.money, fields.team, fields.string]);
    expect(map.get(a.alice.id)).toEqual({ [fields.money]: "12.50", [fields.team]: "Support" });
    expect(map.get(a.bob.id)).toEqual({ [fields.string]: "ok" });
  });
});

describe("auto numbers", () => {
  it("numbers everybody when the field is created, refuses client values, numbers new people", async () => {
    const group = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const caller = await signInAs(admin.user.id, group.id);
    const p1 = await createEmployee({ groupId: group.id });
    const p2 = await createEmployee({ groupId: group.id });
    const field = await addField(caller, { name: "Staff no", type: "auto_incrementing_int" });
    const rows = await db.customFieldValue.findMany({
      where: { customFieldId: field.body.data.id },
      orderBy: { objectId: "asc" },
    });
    expect(rows.map((r) => [r.objectId, r.value])).toEqual([
      [p1.id, "1"],
      [p2.id, "2"],
    ]);
    const refused = await set(caller, { custom_field_id: field.body.data.id, object_id: p1.id, value: 7 });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.value).toMatch(/assigned automatically/);
    const p3 = await createEmployee({ groupId: group.id });
    const assigned = await set(caller, { custom_field_id: field.body.data.id, object_id: p3.id, value: null });
    expect(assigned.body.data.value).toBe("3");
    const p4 = await createEmployee({ groupId: group.id });
    const ctx = (await loadContext({
      id: "t",
      userId: admin.user.id,
      groupId: group.id,
      impersonatorUserId: null,
      boundGroupId: null,
    } as never))!;
    await db.$transaction((tx) => assignAutoNumbersForNewEmployee(tx, ctx, p4.id));
    expect(
      (await db.customFieldValue.findFirst({ where: { customFieldId: field.body.data.id, objectId: p4.id } }))?.value,
    ).toBe("4");
    // A person added through the people API gets the next number in the same transaction.
    const added = await callRoute(addEmployee.POST, { caller, body: { first_name: "Nieuw", last_name: "Lid" } });
    expect(added.status).toBe(200);
    expect(
      (
        await db.customFieldValue.findFirst({
          where: { customFieldId: field.body.data.id, objectId: added.body.data.employee_id },
        })
      )?.value,
    ).toBe("5");
  });
});

describe("light accounts", () => {
  it("list no custom fields and cannot add them", async () => {
    const light = await makeCompany("light");
    const listed = await callRoute(list.GET, { caller: light.adminCaller });
    expect(listed.body.data).toEqual([]);
    expect((await addField(light.adminCaller, { name: "X", type: "int" })).status).toBe(403);
  });
});
