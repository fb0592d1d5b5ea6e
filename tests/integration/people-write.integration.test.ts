// Adding and changing people through the route handlers: rights (insert, write, sensitive fields),
// read-only and team_only refusals, other groups' ids, validation with the real algorithms, duplicate
// national numbers, references, and audit rows that never hold a plain national number or IBAN.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, type Caller } from "./helpers/http";
import { latestAudit, makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { db } from "@/lib/db/client";
import { decryptField, lookupHash } from "@/lib/crypto/field-encryption";
import { generateNationalNumber } from "@/lib/be/national-number";
import { generateBsn } from "@/lib/nl/bsn";
import * as add from "@/app/api/employees/add/route";
import * as edit from "@/app/api/employees/edit/route";
import * as updateName from "@/app/api/employees/updateName/route";
import * as setSensitive from "@/app/api/employees/setSensitive/route";
import * as seniorityGet from "@/app/api/employees/seniorityDate/get/route";
import * as seniorityEdit from "@/app/api/employees/seniorityDate/edit/route";
import * as pushGet from "@/app/api/employees/payrollPushMethod/get/route";
import * as pushEdit from "@/app/api/employees/payrollPushMethod/edit/route";
import * as languages from "@/app/api/employees/preferredLanguages/route";

let a: PeopleCompany;
let b: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
  b = await makePeopleCompany();
}, 60_000);

const post = (handler: typeof add.POST, caller: Caller, body: unknown) => callRoute(handler, { caller, body });
const NN = generateNationalNumber(new Date(Date.UTC(1985, 4, 12)), "male", 101);

describe("POST /api/employees/add", () => {
  it("adds a person with encrypted identifiers, BIC from the IBAN, and a masked audit row", async () => {
    const res = await post(add.POST, a.admin.caller, {
      first_name: " Jan ",
      last_name: "Jansen",
      insertion: "van",
      email: "Jan@Corp.TEST",
      national_number: `${NN.slice(0, 2)}.${NN.slice(2, 4)}.${NN.slice(4, 6)}-${NN.slice(6, 9)}.${NN.slice(9)}`,
      iban: "be71 0961 2345 6769",
      birth_date: "12/05/1985",
      start_date: "2024-01-01",
      team_id: a.sales.id,
      preferred_language: "nl",
      language_dialect: "nl-BE",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: "Jan",
      display_name: "Jan van Jansen",
      email: "jan@corp.test",
      national_number: NN,
      iban: "BE71096123456769",
      bic: "GKCCBEBB",
      birth_date: "1985-05-12",
      start_date: "2024-01-01",
      team_name: "Sales",
    });
    const row = await db.employee.findUniqueOrThrow({ where: { id: res.body.data.employee_id } });
    expect(row.groupId).toBe(a.group.id);
    expect(row.nationalNumberEnc).not.toContain(NN);
    expect(decryptField(row.nationalNumberEnc)).toBe(NN);
    expect(row.nationalNumberHash).toBe(lookupHash(NN));
    const audit = await latestAudit(row.id, "create");
    expect(audit).toMatchObject({ groupId: a.group.id, actorUserId: a.admin.user.id, employeeId: row.id });
    const text = JSON.stringify(audit?.changes);
    expect(text).not.toContain(NN);
    expect(text).not.toContain("096123456769");
    expect(audit?.changes).toMatchObject({ iban: { from: null, to: "BE** **** 6769" }, first_name: { to: "Jan" } });
  });

  it("accepts a Dutch BSN and a BIS number", async () => {
    const bsn = await post(add.POST, a.admin.caller, {
      first_name: "Piet",
      last_name: "Bsn",
      national_number: generateBsn(4711),
    });
    expect(bsn.status).toBe(200);
    // A BIS number: month + 40 (sex known).
    const bisBase = generateNationalNumber(new Date(Date.UTC(1991, 2, 3)), "female", 202);
    const firstNine = `${bisBase.slice(0, 2)}${String(Number(bisBase.slice(2, 4)) + 40)}${bisBase.slice(4, 9)}`;
    const bis = firstNine + String(97 - (Number(firstNine) % 97)).padStart(2, "0");
    expect(
      (await post(add.POST, a.admin.caller, { first_name: "Bo", last_name: "Bis", national_number: bis })).status,
    ).toBe(200);
  });

  it("refuses a national number already used in the company with 409 naming it, but not one of another company", async () => {
    const res = await post(add.POST, a.admin.caller, { first_name: "Dup", last_name: "Licate", national_number: NN });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.national_number).toBeDefined();
    expect(
      (await post(add.POST, b.admin.caller, { first_name: "Other", last_name: "Company", national_number: NN })).status,
    ).toBe(200);
  });

  it.each([
    [{ last_name: "X" }, "first_name"],
    [{ first_name: "  ", last_name: "X" }, "first_name"],
    [{ first_name: "X", last_name: "Y".repeat(101) }, "last_name"],
    [{ first_name: "X", last_name: "Y", national_number: "85051210199" }, "national_number"],
    [{ first_name: "X", last_name: "Y", national_number: "123456789" }, "national_number"],
    [{ first_name: "X", last_name: "Y", iban: "BE71096123456768" }, "iban"],
    [{ first_name: "X", last_name: "Y", email: "not-an-email" }, "email"],
    [{ first_name: "X", last_name: "Y", birth_date: "31/02/1990" }, "birth_date"],
    [{ first_name: "X", last_name: "Y", birth_date: "2999-01-01" }, "birth_date"],
    [{ first_name: "X", last_name: "Y", start_date: "2024-02-01", end_date: "2024-01-01" }, "end_date"],
    [{ first_name: "X", last_name: "Y", gender: "other" }, "gender"],
    [{ first_name: "X", last_name: "Y", preferred_language: "fr", language_dialect: "nl-BE" }, "language_dialect"],
    [{ first_name: "X", last_name: "Y", country_code: "BEL" }, "country_code"],
    [{ first_name: "X", last_name: "Y", last_name_composition: "Q" }, "last_name_composition"],
    [{ first_name: "X", last_name: "Y", team_id: "abc" }, "team_id"],
    [{ first_name: "X", last_name: "Y", salary: 1 }, "salary"],
  ])("answers 422 for %j naming %s", async (body, field) => {
    const res = await post(add.POST, a.admin.caller, body);
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeDefined();
  });

  it("refuses another group's team or manager as a 422 on that field", async () => {
    const team = await post(add.POST, a.admin.caller, { first_name: "X", last_name: "Y", team_id: b.sales.id });
    expect(team.status).toBe(422);
    expect(team.body.error.fields.team_id).toBeDefined();
    const manager = await post(add.POST, a.admin.caller, {
      first_name: "X",
      last_name: "Y",
      reports_to_id: b.alice.id,
    });
    expect(manager.status).toBe(422);
    expect(manager.body.error.fields.reports_to_id).toBeDefined();
  });

  it("needs the sensitive right for national number, IBAN and the sensitive flag", async () => {
    for (const body of [{ national_number: generateBsn(99) }, { iban: "NL91ABNA0417164300" }, { is_sensitive: true }]) {
      const res = await post(add.POST, a.plain.caller, { first_name: "X", last_name: "Y", ...body });
      expect(res.status).toBe(403);
      expect(Object.keys(res.body.error.fields)).toEqual(Object.keys(body));
    }
    expect((await post(add.POST, a.plain.caller, { first_name: "Plain", last_name: "Add" })).status).toBe(200);
  });

  it("refuses callers without employee_insert, read-only users, team_only managers and employees", async () => {
    for (const who of [a.noInsert, a.readOnly, a.manager, a.employee]) {
      const res = await post(add.POST, who.caller, { first_name: "No", last_name: "Way" });
      expect(res.status).toBe(403);
    }
    expect(await db.employee.count({ where: { groupId: a.group.id, firstName: "No" } })).toBe(0);
  });
});

describe("POST /api/employees/edit", () => {
  it("changes only the fields sent and audits before and after", async () => {
    const res = await post(edit.POST, a.admin.caller, {
      employee_id: a.bob.id,
      job_title: "Engineer",
      phone: "+32 470 12 34 56",
      city: "",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      job_title: "Engineer",
      phone: "+32 470 12 34 56",
      first_name: "Bob",
      city: null,
    });
    const audit = await latestAudit(a.bob.id, "update");
    expect(audit?.changes).toEqual({
      job_title: { from: null, to: "Engineer" },
      phone: { from: null, to: "+32 470 12 34 56" },
    });
  });

  it("masks a changed IBAN in the audit row", async () => {
    const res = await post(edit.POST, a.admin.caller, { employee_id: a.alice.id, iban: "NL91ABNA0417164300" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ iban: "NL91ABNA0417164300", bic: "ABNANL2A" });
    const audit = await latestAudit(a.alice.id, "update");
    expect(audit?.changes).toMatchObject({ iban: { from: "BE** **** 6769", to: "NL** **** 4300" } });
    expect(JSON.stringify(audit?.changes)).not.toContain("0417164300");
  });

  it("refuses a reporting loop and reporting to oneself", async () => {
    expect((await post(edit.POST, a.admin.caller, { employee_id: a.alice.id, reports_to_id: a.bob.id })).status).toBe(
      200,
    );
    const loop = await post(edit.POST, a.admin.caller, { employee_id: a.bob.id, reports_to_id: a.alice.id });
    expect(loop.status).toBe(422);
    expect(loop.body.error.fields.reports_to_id).toBeDefined();
    expect((await post(edit.POST, a.admin.caller, { employee_id: a.bob.id, reports_to_id: a.bob.id })).status).toBe(
      422,
    );
    await post(edit.POST, a.admin.caller, { employee_id: a.alice.id, reports_to_id: null });
  });

  it("answers 404 for another group's person exactly like a missing one", async () => {
    const other = await post(edit.POST, a.admin.caller, { employee_id: b.alice.id, job_title: "Hacked" });
    const missing = await post(edit.POST, a.admin.caller, { employee_id: 2_000_000_000, job_title: "Hacked" });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect((await db.employee.findUniqueOrThrow({ where: { id: b.alice.id } })).jobTitle).toBeNull();
  });

  it("refuses read-only users and team_only managers, even for their own team", async () => {
    expect((await post(edit.POST, a.readOnly.caller, { employee_id: a.alice.id, job_title: "X" })).status).toBe(403);
    expect((await post(edit.POST, a.manager.caller, { employee_id: a.alice.id, job_title: "X" })).status).toBe(403);
  });

  it("refuses the IBAN without the sensitive right and hides sensitive people (404)", async () => {
    const res = await post(edit.POST, a.plain.caller, { employee_id: a.bob.id, iban: "BE71096123456769" });
    expect(res.status).toBe(403);
    expect(res.body.error.fields.iban).toBeDefined();
    expect((await post(edit.POST, a.plain.caller, { employee_id: a.secret.id, job_title: "X" })).status).toBe(404);
  });

  it("refuses an empty first name", async () => {
    const res = await post(edit.POST, a.admin.caller, { employee_id: a.bob.id, first_name: "" });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.first_name).toBeDefined();
  });
});

describe("POST /api/employees/updateName", () => {
  it("sets the Dutch name parts and audits them", async () => {
    const res = await post(updateName.POST, a.admin.caller, {
      employee_id: a.bob.id,
      first_name: "Bob",
      last_name: "Bakker",
      insertion: "de",
      last_name_partner: "Vries",
      insertion_partner: "de",
      last_name_composition: "V",
    });
    expect(res.status).toBe(200);
    expect(res.body.data.display_name).toBe("Bob de Vries-de Bakker");
    expect((await latestAudit(a.bob.id, "update"))?.changes).toMatchObject({
      last_name_composition: { from: null, to: "V" },
    });
  });

  it("needs both names, refuses other groups and read-only users", async () => {
    const missing = await post(updateName.POST, a.admin.caller, { employee_id: a.bob.id, first_name: "Bob" });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.last_name).toBeDefined();
    expect(
      (await post(updateName.POST, a.admin.caller, { employee_id: b.bob.id, first_name: "A", last_name: "B" })).status,
    ).toBe(404);
    expect(
      (await post(updateName.POST, a.readOnly.caller, { employee_id: a.bob.id, first_name: "A", last_name: "B" }))
        .status,
    ).toBe(403);
  });
});

describe("POST /api/employees/setSensitive", () => {
  it("needs the sensitive right, and audits the change", async () => {
    const denied = await post(setSensitive.POST, a.plain.caller, { employee_id: a.bob.id, is_sensitive: true });
    expect(denied.status).toBe(403);
    const res = await post(setSensitive.POST, a.hr.caller, { employee_id: a.bob.id, is_sensitive: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ employee_id: a.bob.id, is_sensitive: true });
    expect((await latestAudit(a.bob.id, "update"))?.changes).toEqual({ is_sensitive: { from: false, to: true } });
    await post(setSensitive.POST, a.hr.caller, { employee_id: a.bob.id, is_sensitive: false });
  });

  it("refuses bad input, other groups, read-only users and managers", async () => {
    const bad = await post(setSensitive.POST, a.hr.caller, { employee_id: a.bob.id, is_sensitive: "yes" });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.is_sensitive).toBeDefined();
    expect((await post(setSensitive.POST, a.admin.caller, { employee_id: b.bob.id, is_sensitive: true })).status).toBe(
      404,
    );
    expect(
      (await post(setSensitive.POST, a.readOnly.caller, { employee_id: a.bob.id, is_sensitive: true })).status,
    ).toBe(403);
    expect(
      (await post(setSensitive.POST, a.manager.caller, { employee_id: a.alice.id, is_sensitive: true })).status,
    ).toBe(403);
  });
});

describe("seniorityDate and payrollPushMethod", () => {
  it("reads and sets the seniority date, audited", async () => {
    const set = await post(seniorityEdit.POST, a.admin.caller, {
      employee_id: a.alice.id,
      seniority_date: "01/03/2015",
    });
    expect(set.status).toBe(200);
    expect(set.body.data.seniority_date).toBe("2015-03-01");
    const got = await callRoute(seniorityGet.GET, { caller: a.manager.caller, query: { employee_id: a.alice.id } });
    expect(got.status).toBe(200);
    expect(got.body.data.seniority_date).toBe("2015-03-01");
    expect((await latestAudit(a.alice.id, "update"))?.changes).toEqual({
      seniority_date: { from: null, to: "2015-03-01" },
    });
  });

  it("guards the seniority date like every write", async () => {
    const bad = await post(seniorityEdit.POST, a.admin.caller, {
      employee_id: a.alice.id,
      seniority_date: "2015-13-01",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.seniority_date).toBeDefined();
    expect(
      (await post(seniorityEdit.POST, a.readOnly.caller, { employee_id: a.alice.id, seniority_date: null })).status,
    ).toBe(403);
    expect(
      (await post(seniorityEdit.POST, a.manager.caller, { employee_id: a.alice.id, seniority_date: null })).status,
    ).toBe(403);
    expect(
      (await callRoute(seniorityGet.GET, { caller: a.admin.caller, query: { employee_id: b.alice.id } })).status,
    ).toBe(404);
    expect(
      (await callRoute(seniorityGet.GET, { caller: a.manager.caller, query: { employee_id: a.bob.id } })).status,
    ).toBe(404);
  });

  it("reads and sets the payroll push method, audited", async () => {
    expect(
      (await callRoute(pushGet.GET, { caller: a.admin.caller, query: { employee_id: a.alice.id } })).body.data
        .payroll_push_method,
    ).toBe("automatic");
    const set = await post(pushEdit.POST, a.admin.caller, { employee_id: a.alice.id, payroll_push_method: "manual" });
    expect(set.status).toBe(200);
    expect((await latestAudit(a.alice.id, "update"))?.changes).toEqual({
      payroll_push_method: { from: "automatic", to: "manual" },
    });
    const bad = await post(pushEdit.POST, a.admin.caller, {
      employee_id: a.alice.id,
      payroll_push_method: "carrier pigeon",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.payroll_push_method).toBeDefined();
    expect(
      (await post(pushEdit.POST, a.readOnly.caller, { employee_id: a.alice.id, payroll_push_method: "none" })).status,
    ).toBe(403);
    expect(
      (await post(pushEdit.POST, a.admin.caller, { employee_id: b.alice.id, payroll_push_method: "none" })).status,
    ).toBe(404);
  });
});

describe("GET /api/employees/preferredLanguages", () => {
  it("lists en, nl, fr with their dialects", async () => {
    const res = await callRoute(languages.GET, { caller: a.readOnly.caller });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { code: string }) => l.code)).toEqual(["en", "nl", "fr"]);
    expect(res.body.data[1].dialects.map((d: { code: string }) => d.code)).toEqual(["nl-BE", "nl-NL"]);
    expect((await callRoute(languages.GET, { caller: a.employee.caller })).status).toBe(403);
  });
});
