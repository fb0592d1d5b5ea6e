// One's own person record through self-service (issue 16): a self-service employee reads their own record
// (GET /api/employees/{id}/detail) and changes their contact and address (POST /api/employees/edit) while
// the self-service flags allow it. The people area stays closed to employees for anyone else's record: the
// API answers 403 for every other id alike (a teammate's, a missing one, another group's: nothing tells
// them apart) and the page answers 404 (tests/e2e/self-service.spec.ts). Changes are audited; a
// read-only user changes nothing.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { latestAudit, makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { db } from "@/lib/db/client";
import { createEmployee, createUserInGroup } from "@/prisma/seed/factories";
import * as detail from "@/app/api/employees/[id]/detail/route";
import * as edit from "@/app/api/employees/edit/route";

let a: PeopleCompany;
let b: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
  b = await makePeopleCompany();
}, 60_000);

const read = (caller: Caller, id: number) => callRoute(detail.GET, { caller, params: { id: String(id) } });
const write = (caller: Caller, body: Record<string, unknown>) => callRoute(edit.POST, { caller, body });

/** A fresh company (flags are per company) with one self-service employee, optionally with flag overrides. */
async function companyWith(
  flags: Record<string, boolean>,
  options: { teamless?: boolean; readOnly?: boolean; wages?: boolean } = {},
) {
  const c = await makePeopleCompany();
  for (const [name, enabled] of Object.entries(flags))
    await db.featureFlag.create({ data: { groupId: c.group.id, name, enabled } });
  const person = await createEmployee({
    groupId: c.group.id,
    teamId: options.teamless ? null : c.support.id,
    firstName: "Olga",
    lastName: "Own",
  });
  const u = await createUserInGroup({
    group: c.group,
    role: "employee",
    employeeId: person.id,
    readOnly: options.readOnly ?? false,
    accessWages: options.wages ?? false,
  });
  return { c, person, caller: await signInAs(u.user.id, c.group.id), userId: u.user.id };
}

describe("reading one's own record", () => {
  it("a self-service employee reads their own record, with what they may change", async () => {
    const res = await read(a.employee.caller, a.selfEmployee.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ employee_id: a.selfEmployee.id, first_name: "Eve", team_name: "Support" });
    expect(res.body.data.permissions).toMatchObject({
      can_edit: false,
      can_delete: false,
      can_see_wages: false,
      can_edit_wages: false,
    });
    expect(res.body.data.permissions.own_editable_fields).toEqual([
      "private_email",
      "phone",
      "street",
      "house_number",
      "box",
      "postal_code",
      "city",
      "country_code",
    ]);
    // Identifiers stay behind the sensitive right, also on one's own record.
    expect(res.body.data).not.toHaveProperty("national_number");
  });

  it("another person's record is refused alike for every id: a teammate, someone else, another group's, a missing one", async () => {
    const teammate = await createEmployee({
      groupId: a.group.id,
      teamId: a.support.id,
      firstName: "Tom",
      lastName: "Teammate",
    });
    for (const id of [teammate.id, a.alice.id, b.selfEmployee.id, b.alice.id, 999_999_999]) {
      const res = await read(a.employee.caller, id);
      expect([id, res.status, res.body.error.code]).toEqual([id, 403, "forbidden"]);
    }
  });

  it("another group's admin gets a 404 for the employee's record", async () => {
    expect((await read(b.admin.caller, a.selfEmployee.id)).status).toBe(404);
  });

  it("an employee without a team still reads their own record", async () => {
    const { person, caller } = await companyWith({}, { teamless: true });
    expect((await read(caller, person.id)).status).toBe(200);
  });

  it("wages follow the wages switch on one's own record", async () => {
    const { person, caller } = await companyWith({}, { wages: true });
    expect((await read(caller, person.id)).body.data.permissions).toMatchObject({
      can_see_wages: true,
      can_edit_wages: false,
    });
  });

  it("with enable_self_service off an employee has no own record either", async () => {
    const { person, caller } = await companyWith({ enable_self_service: false });
    expect((await read(caller, person.id)).status).toBe(403);
  });
});

describe("changing one's own record", () => {
  it("changes contact and address, audited with the employee as actor", async () => {
    const res = await write(a.employee.caller, {
      employee_id: a.selfEmployee.id,
      phone: "+32 470 12 34 56",
      street: "Kerkstraat",
      house_number: "5",
      city: "Gent",
      postal_code: "9000",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phone: "+32 470 12 34 56", street: "Kerkstraat", city: "Gent" });
    const audit = await latestAudit(a.selfEmployee.id, "update");
    expect(audit).toMatchObject({ groupId: a.group.id, actorUserId: a.employee.user.id });
    expect(audit?.changes).toMatchObject({ phone: { to: "+32 470 12 34 56" }, city: { to: "Gent" } });
  });

  it("validates like any edit (422 naming the field)", async () => {
    const res = await write(a.employee.caller, { employee_id: a.selfEmployee.id, private_email: "not-an-email" });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty("private_email");
  });

  it("refuses the fields HR keeps (403 naming them) and changes nothing", async () => {
    const res = await write(a.employee.caller, {
      employee_id: a.selfEmployee.id,
      phone: "+32 470 00 00 00",
      job_title: "CEO",
      team_id: a.sales.id,
    });
    expect(res.status).toBe(403);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["job_title", "team_id"]);
    const row = await db.employee.findUniqueOrThrow({ where: { id: a.selfEmployee.id } });
    expect(row.jobTitle).toBeNull();
    expect(row.phone).not.toBe("+32 470 00 00 00");
  });

  it("refuses anyone else's record (403), also another group's, and changes nothing", async () => {
    for (const id of [a.alice.id, b.selfEmployee.id]) {
      expect([id, (await write(a.employee.caller, { employee_id: id, phone: "+32 470 99 99 99" })).status]).toEqual([
        id,
        403,
      ]);
    }
    expect((await db.employee.findUniqueOrThrow({ where: { id: a.alice.id } })).phone).toBeNull();
    expect((await db.employee.findUniqueOrThrow({ where: { id: b.selfEmployee.id } })).phone).toBeNull();
  });

  it("another group's admin gets a 404 for the employee's record", async () => {
    expect((await write(b.admin.caller, { employee_id: a.selfEmployee.id, phone: "+32 470 11 11 11" })).status).toBe(
      404,
    );
  });

  it("without enable_self_service_personal_data_edit: 403, and the record reads without editable fields", async () => {
    const { person, caller } = await companyWith({ enable_self_service_personal_data_edit: false });
    expect((await write(caller, { employee_id: person.id, phone: "+32 470 12 34 56" })).status).toBe(403);
    expect((await read(caller, person.id)).body.data.permissions.own_editable_fields).toEqual([]);
  });

  it("a read-only employee reads their record and changes nothing (403)", async () => {
    const { person, caller } = await companyWith({}, { readOnly: true });
    expect((await read(caller, person.id)).body.data.permissions.own_editable_fields).toEqual([]);
    expect((await write(caller, { employee_id: person.id, phone: "+32 470 12 34 56" })).status).toBe(403);
    expect((await db.employee.findUniqueOrThrow({ where: { id: person.id } })).phone).toBeNull();
  });

  it("a read-only directory user changes nothing on anyone (403 read_only)", async () => {
    const res = await write(a.readOnly.caller, { employee_id: a.alice.id, phone: "+32 470 33 33 33" });
    expect([res.status, res.body.error.code]).toEqual([403, "read_only"]);
  });

  it("an employee without a team changes their own address", async () => {
    const { person, caller } = await companyWith({}, { teamless: true });
    expect((await write(caller, { employee_id: person.id, city: "Leuven" })).status).toBe(200);
  });

  it("a team_only manager changes their own contact details but not their job through self-service", async () => {
    expect(
      (await write(a.manager.caller, { employee_id: a.managerEmployee.id, phone: "+32 470 22 22 22" })).status,
    ).toBe(200);
    expect((await write(a.manager.caller, { employee_id: a.managerEmployee.id, job_title: "Boss" })).status).toBe(403);
  });

  it("admins keep editing every field of anyone in their group", async () => {
    expect((await write(a.admin.caller, { employee_id: a.selfEmployee.id, job_title: "Support agent" })).status).toBe(
      200,
    );
  });
});
