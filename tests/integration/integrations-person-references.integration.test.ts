// The payroll provider's departments and cost centres on a person (issue 19): the person form's choices
// (listReferenceChoices) and the server's check on POST /api/employees/add and /edit: an entry of the
// company's imported lists is stored; an entry of the other kind, of another company, no longer listed or of
// a disabled integration is a 422 naming the field; a read-only admin cannot set one.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { listReferenceChoices } from "@/lib/integrations/reference-choices";
import * as add from "@/app/api/employees/add/route";
import * as edit from "@/app/api/employees/edit/route";

beforeAll(async () => {
  await setupTestDatabase();
});

async function companyWithLists(alias = "Portal") {
  const group = await createGroup();
  const integration = await db.integration.create({
    data: {
      groupId: group.id,
      provider: "be_portal",
      alias,
      username: "u",
      customerCode: `refs-${group.id}`,
      passwordEnc: "v1:unused:unused:unused",
      source: "be_portal",
      status: "connected",
    },
  });
  const ref = (kind: "department" | "cost_centre", code: string, active = true) =>
    db.providerReference.create({
      data: { groupId: group.id, integrationId: integration.id, kind, code, description: `${code} text`, active },
    });
  return {
    group,
    integration,
    ops: await ref("department", "OPS"),
    gone: await ref("department", "OLD", false),
    cc: await ref("cost_centre", "CC100"),
  };
}

it("stores a listed department and cost centre, and refuses any other id with a 422 naming the field", async () => {
  const c = await companyWithLists();
  const other = await companyWithLists("Elsewhere");
  const admin = await createUserInGroup({ group: c.group, role: "admin" });
  const caller = await signInAs(admin.user.id, c.group.id);
  const person = await createEmployee({ groupId: c.group.id, firstName: "Dora", lastName: "Dept" });

  const ok = await callRoute(edit.POST, {
    caller,
    body: { employee_id: person.id, department_id: c.ops.id, cost_centre_id: c.cc.id },
  });
  expect(ok.status).toBe(200);
  expect(ok.body.data).toMatchObject({ department_id: c.ops.id, cost_centre_id: c.cc.id });
  const audit = await db.auditLog.findFirst({
    where: { groupId: c.group.id, objectType: "employee", objectId: String(person.id) },
    orderBy: { id: "desc" },
  });
  expect(audit?.changes).toMatchObject({ department_id: { from: null, to: c.ops.id } });

  for (const [body, field] of [
    [{ department_id: c.cc.id }, "department_id"], // a cost centre is not a department
    [{ cost_centre_id: c.ops.id }, "cost_centre_id"],
    [{ department_id: other.ops.id }, "department_id"], // another company's list
    [{ department_id: c.gone.id }, "department_id"], // the provider no longer lists it
    [{ department_id: 99_999_999 }, "department_id"],
    [{ department_id: "OPS" }, "department_id"],
  ] as const) {
    const res = await callRoute(edit.POST, { caller, body: { employee_id: person.id, ...body } });
    expect([res.status, Object.keys(res.body.error?.fields ?? {})]).toEqual([422, [field]]);
  }

  const cleared = await callRoute(edit.POST, { caller, body: { employee_id: person.id, department_id: null } });
  expect(cleared.body.data).toMatchObject({ department_id: null, cost_centre_id: c.cc.id });

  const added = await callRoute(add.POST, {
    caller,
    body: { first_name: "Nina", last_name: "New", department_id: c.ops.id, cost_centre_id: c.cc.id },
  });
  expect(added.status).toBe(200);
  const stored = await db.employee.findUniqueOrThrow({ where: { id: added.body.data.employee_id } });
  expect([stored.departmentRefId, stored.costCentreRefId]).toEqual([c.ops.id, c.cc.id]);

  // A disabled integration's lists are no longer choices.
  await db.integration.update({ where: { id: c.integration.id }, data: { status: "disabled" } });
  const disabled = await callRoute(edit.POST, { caller, body: { employee_id: person.id, department_id: c.ops.id } });
  expect(disabled.status).toBe(422);
});

it("offers the active entries of the company's lists, keeping a person's unlisted choice, and none without an integration", async () => {
  const c = await companyWithLists();
  const choices = await listReferenceChoices(c.group.id);
  expect(choices.departments.map((d) => d.code)).toEqual(["OPS"]);
  expect(choices.cost_centres.map((d) => [d.code, d.provider])).toEqual([["CC100", "Portal"]]);
  const kept = await listReferenceChoices(c.group.id, [c.gone.id, null]);
  expect(kept.departments.map((d) => [d.code, d.active])).toEqual([
    ["OLD", false],
    ["OPS", true],
  ]);
  // One reader for the person forms and the contract tab: all four kinds (this company imported no function).
  expect(choices.functions).toEqual([]);
  expect(await listReferenceChoices((await createGroup()).id)).toEqual({
    departments: [],
    cost_centres: [],
    functions: [],
    qualifications: [],
  });
});

it("refuses a read-only admin", async () => {
  const c = await companyWithLists();
  const readOnly = await createUserInGroup({ group: c.group, role: "admin", readOnly: true });
  const caller = await signInAs(readOnly.user.id, c.group.id);
  const person = await createEmployee({ groupId: c.group.id, firstName: "Rita", lastName: "Read" });
  const res = await callRoute(edit.POST, { caller, body: { employee_id: person.id, department_id: c.ops.id } });
  expect(res.status).toBe(403);
  expect((await db.employee.findUniqueOrThrow({ where: { id: person.id } })).departmentRefId).toBeNull();
});
