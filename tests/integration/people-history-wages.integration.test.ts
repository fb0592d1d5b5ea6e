// Wage history and benefits through their route handlers: only with the wages right (403 otherwise, on
// every route), amounts in cents, closing the open wage, overlap refusals, termination, deleting only a
// wage that is not current, benefits per month, interpretations, scope, read-only and audit rows.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, type Caller } from "./helpers/http";
import { makeHistoryCompany, type HistoryCompany } from "./people-history-fixture";
import { db } from "@/lib/db/client";
import { addDays, todayIso } from "@/lib/people-history/day";
import * as setWage from "@/app/api/employees/setCurrentWage/route";
import * as terminate from "@/app/api/employees/terminateWage/route";
import * as delWage from "@/app/api/employees/deleteHistoricalWage/route";
import * as wageList from "@/app/api/employees/wages/[id]/list/route";
import * as benefitsList from "@/app/api/wages/benefits/list/route";
import * as options from "@/app/api/wages/benefits/getExtraBenefitOptions/route";
import * as monthLatest from "@/app/api/wages/benefits/[employee_id]/[year]/[month]/latest/route";
import * as interpretation from "@/app/api/wages/benefits/interpretation/edit/route";
import * as wageBenefits from "@/app/api/wages/[wage_id]/benefits/list/route";

let a: HistoryCompany;
let b: HistoryCompany;
const today = todayIso();

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeHistoryCompany();
  b = await makeHistoryCompany();
}, 60_000);

const wageBody = (employeeId: number, patch: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  start_date: "01/01/2022",
  bruto: "3000,50",
  weekly_minutes: 2280,
  registration_country_code: "BE",
  extras: { hospitalisatie: 25, bonus: "100.10" },
  ...patch,
});
const set = (caller: Caller, body: unknown) => callRoute(setWage.POST, { caller, body });
const wages = (caller: Caller, id: number) => callRoute(wageList.GET, { caller, params: { id: String(id) } });

describe("setCurrentWage", () => {
  it("stores the wage in cents with its extras and audits it with the person", async () => {
    const res = await set(a.payroll.caller, wageBody(a.alice.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      start_date: "2022-01-01",
      end_date: null,
      is_current: true,
      bruto: "3000.50",
      bruto_cents: 300050,
      currency: "EUR",
      weekly_minutes: 2280,
      registration_country_code: "BE",
      extras: { hospitalisatie: "25.00", bonus: "100.10" },
    });
    const row = await db.employeeWage.findUniqueOrThrow({
      where: { id: res.body.data.wage_id },
      include: { benefits: true },
    });
    expect(row.brutoCents).toBe(300050);
    expect(row.benefits.map((x) => [x.kind, x.amountCents]).sort()).toEqual([
      ["bonus", 10010],
      ["hospitalisatie", 2500],
    ]);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "wage", objectId: String(row.id), action: "create" },
    });
    expect(audit).toMatchObject({ employeeId: a.alice.id, actorUserId: a.payroll.user.id });
    expect(audit?.changes).toMatchObject({
      bruto_cents: { from: null, to: 300050 },
      benefit_bonus_cents: { from: null, to: 10010 },
    });
  });

  it('"now" closes the open wage the day before', async () => {
    const res = await set(a.payroll.caller, wageBody(a.alice.id, { start_date: "now", bruto: 3200, extras: {} }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ start_date: today, bruto: "3200.00", extras: {} });
    const list = await wages(a.payroll.caller, a.alice.id);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[1]).toMatchObject({ end_date: addDays(today, -1), is_current: false });
    expect(list.body.current.wage_id).toBe(res.body.data.wage_id);
    const closeAudit = await db.auditLog.findFirst({
      where: { objectType: "wage", objectId: String(list.body.data[1].wage_id), action: "update" },
    });
    expect(closeAudit?.changes).toEqual({ end_date: { from: null, to: addDays(today, -1) } });
  });

  it("refuses a start on or before the latest wage's start (overlap)", async () => {
    const res = await set(a.payroll.caller, wageBody(a.alice.id, { start_date: "01/06/2022" }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields.start_date).toMatch(/after the start of the latest wage/);
  });

  it.each([
    ["three decimals", { bruto: "100.123" }, "bruto"],
    ["a negative amount", { bruto: -5 }, "bruto"],
    ["a text amount", { bruto: "abc" }, "bruto"],
    ["no amount", { bruto: undefined }, "bruto"],
    ["a float number of minutes", { weekly_minutes: 12.5 }, "weekly_minutes"],
    ["too many minutes", { weekly_minutes: 99999 }, "weekly_minutes"],
    ["an unknown country", { registration_country_code: "XX" }, "registration_country_code"],
    ["an unknown currency", { currency: "BTC" }, "currency"],
    ["an unknown extra", { extras: { yacht: 5 } }, "extras.yacht"],
    ["a bad extra amount", { extras: { bonus: "1.234" } }, "extras.bonus"],
    ["a bad date", { start_date: "32/01/2024" }, "start_date"],
  ])("refuses %s with 422 naming the field", async (_label, patch, field) => {
    const res = await set(a.payroll.caller, wageBody(a.bob.id, patch));
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeDefined();
  });
});

describe("terminateWage and deleteHistoricalWage", () => {
  let first: number;
  let second: number;
  beforeAll(async () => {
    first = (await set(a.payroll.caller, wageBody(a.bob.id, { start_date: "01/01/2020", extras: {} }))).body.data
      .wage_id;
    second = (await set(a.payroll.caller, wageBody(a.bob.id, { start_date: "01/01/2021", extras: {} }))).body.data
      .wage_id;
  });

  it("refuses an end before the start or on the next wage's start", async () => {
    const before = await callRoute(terminate.POST, {
      caller: a.payroll.caller,
      body: { wage_id: second, end_date: "31/12/2020", termination_reason: "End" },
    });
    expect(before.status).toBe(422);
    expect(before.body.error.fields.end_date).toBeDefined();
    const overlap = await callRoute(terminate.POST, {
      caller: a.payroll.caller,
      body: { wage_id: first, end_date: "2021-01-01", termination_reason: "End" },
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.error.fields.end_date).toMatch(/before the start of the next wage/);
  });

  it("refuses a termination without a reason", async () => {
    const res = await callRoute(terminate.POST, {
      caller: a.payroll.caller,
      body: { wage_id: second, end_date: "now", termination_reason: " " },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.termination_reason).toBeDefined();
  });

  it("refuses to delete the current wage (409, naming wage_id)", async () => {
    const res = await callRoute(delWage.POST, { caller: a.payroll.caller, body: { wage_id: second } });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.wage_id).toMatch(/terminate/);
  });

  it("terminates the current wage with a reason and a message, audited", async () => {
    const res = await callRoute(terminate.POST, {
      caller: a.payroll.caller,
      body: {
        wage_id: second,
        end_date: addDays(today, -1),
        termination_reason: "Resignation",
        extra_message_account_manager: "Last payslip by post",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      end_date: addDays(today, -1),
      termination_reason: "Resignation",
      is_current: false,
    });
    const audit = await db.auditLog.findFirst({
      where: { objectType: "wage", objectId: String(second), action: "terminate" },
    });
    expect(audit?.employeeId).toBe(a.bob.id);
    expect(audit?.changes).toMatchObject({ termination_reason: { from: null, to: "Resignation" } });
  });

  it("a new wage may not overlap a terminated wage", async () => {
    const res = await set(a.payroll.caller, wageBody(a.bob.id, { start_date: addDays(today, -5) }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields.start_date).toMatch(/overlaps/);
  });

  it("deletes a historical wage, audited", async () => {
    const res = await callRoute(delWage.POST, { caller: a.payroll.caller, body: { wage_id: first } });
    expect(res.status).toBe(200);
    expect(await db.employeeWage.findUnique({ where: { id: first } })).toBeNull();
    const audit = await db.auditLog.findFirst({
      where: { objectType: "wage", objectId: String(first), action: "delete" },
    });
    expect(audit).toMatchObject({ employeeId: a.bob.id });
    expect(audit?.changes).toMatchObject({ bruto_cents: { from: 300050, to: null } });
  });

  it("deleting a planned latest wage opens the wage it had closed again", async () => {
    const current = (await set(a.payroll.caller, wageBody(a.carol.id, { start_date: "01/01/2023", extras: {} }))).body
      .data.wage_id;
    const planned = (await set(a.payroll.caller, wageBody(a.carol.id, { start_date: addDays(today, 40), extras: {} })))
      .body.data.wage_id;
    expect((await db.employeeWage.findUnique({ where: { id: current } }))?.endDate).not.toBeNull();
    const res = await callRoute(delWage.POST, { caller: a.payroll.caller, body: { wage_id: planned } });
    expect(res.status).toBe(200);
    expect((await db.employeeWage.findUnique({ where: { id: current } }))?.endDate).toBeNull();
  });
});

describe("benefits", () => {
  it("lists the options with labels in three languages", async () => {
    const res = await callRoute(options.GET, { caller: a.payroll.caller });
    expect(res.status).toBe(200);
    const kinds = res.body.data.map((o: { kind: string }) => o.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "hospitalisatie",
        "pensioenplan",
        "nettovergoeding",
        "bonus",
        "maaltijdcheques",
        "ecocheques",
      ]),
    );
    expect(res.body.data.find((o: { kind: string }) => o.kind === "maaltijdcheques").labels).toEqual({
      en: "Meal vouchers",
      nl: "Maaltijdcheques",
      fr: "Chèques-repas",
    });
  });

  it("lists the kinds in use in the company, with interpretations", async () => {
    const edit = await callRoute(interpretation.POST, {
      caller: a.payroll.caller,
      body: { description: "bonus", interpretation: "Code 1010, taxed" },
    });
    expect(edit.status).toBe(200);
    const res = await callRoute(benefitsList.GET, { caller: a.payroll.caller });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "bonus", interpretation: "Code 1010, taxed" }),
        expect.objectContaining({ kind: "hospitalisatie" }),
      ]),
    );
    const other = await callRoute(benefitsList.GET, { caller: b.payroll.caller });
    expect(other.body.data).toEqual([]);
  });

  it("upserts an interpretation per description, audited", async () => {
    const res = await callRoute(interpretation.POST, {
      caller: a.payroll.caller,
      body: { description: "bonus", interpretation: "Code 1011" },
    });
    expect(res.status).toBe(200);
    expect(await db.wageBenefitInterpretation.count({ where: { groupId: a.group.id, description: "bonus" } })).toBe(1);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "wage_benefit_interpretation", groupId: a.group.id, action: "update" },
    });
    expect(audit?.changes).toEqual({ interpretation: { from: "Code 1010, taxed", to: "Code 1011" } });
    const bad = await callRoute(interpretation.POST, {
      caller: a.payroll.caller,
      body: { description: "", interpretation: "x" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.description).toBeDefined();
  });

  it("lists one person's benefits and one wage's benefits", async () => {
    const res = await callRoute(benefitsList.GET, { caller: a.payroll.caller, query: { employee_id: a.alice.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: { kind: string }) => x.kind).sort()).toEqual(["bonus", "hospitalisatie"]);
    const wageId = res.body.data[0].wage_id;
    const one = await callRoute(wageBenefits.GET, { caller: a.payroll.caller, params: { wage_id: String(wageId) } });
    expect(one.status).toBe(200);
    expect(one.body.data).toHaveLength(2);
  });

  it("gives the benefits of the wage in force in a month", async () => {
    const call = (year: string, month: string) =>
      callRoute(monthLatest.GET, {
        caller: a.payroll.caller,
        params: { employee_id: String(a.alice.id), year, month },
      });
    const in2022 = await call("2022", "6");
    expect(in2022.status).toBe(200);
    expect(in2022.body.data.extras).toEqual({ hospitalisatie: "25.00", bonus: "100.10" });
    const before = await call("2021", "12");
    expect(before.body.data).toBeNull();
    const bad = await call("2022", "13");
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.month).toBeDefined();
  });
});

describe("access", () => {
  it("a user without the wages right gets 403 on every wage route", async () => {
    const wage = await db.employeeWage.findFirstOrThrow({ where: { employeeId: a.alice.id } });
    const c = a.hr.caller;
    const results = await Promise.all([
      wages(c, a.alice.id),
      set(c, wageBody(a.alice.id, { start_date: "now" })),
      callRoute(terminate.POST, { caller: c, body: { wage_id: wage.id, end_date: "now", termination_reason: "x" } }),
      callRoute(delWage.POST, { caller: c, body: { wage_id: wage.id } }),
      callRoute(benefitsList.GET, { caller: c }),
      callRoute(benefitsList.GET, { caller: c, query: { employee_id: a.alice.id } }),
      callRoute(options.GET, { caller: c }),
      callRoute(monthLatest.GET, { caller: c, params: { employee_id: String(a.alice.id), year: "2022", month: "1" } }),
      callRoute(interpretation.POST, { caller: c, body: { description: "x", interpretation: "y" } }),
      callRoute(wageBenefits.GET, { caller: c, params: { wage_id: String(wage.id) } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(403));
  });

  it("another group's person or wage answers 404", async () => {
    const wage = await db.employeeWage.findFirstOrThrow({ where: { employeeId: a.alice.id } });
    const c = b.payroll.caller;
    expect((await wages(c, a.alice.id)).status).toBe(404);
    expect((await set(c, wageBody(a.alice.id, { start_date: "now" }))).status).toBe(404);
    expect(
      (
        await callRoute(terminate.POST, {
          caller: c,
          body: { wage_id: wage.id, end_date: "now", termination_reason: "x" },
        })
      ).status,
    ).toBe(404);
    expect((await callRoute(delWage.POST, { caller: c, body: { wage_id: wage.id } })).status).toBe(404);
    expect((await callRoute(wageBenefits.GET, { caller: c, params: { wage_id: String(wage.id) } })).status).toBe(404);
    expect((await callRoute(benefitsList.GET, { caller: c, query: { employee_id: a.alice.id } })).status).toBe(404);
    expect(
      (
        await callRoute(monthLatest.GET, {
          caller: c,
          params: { employee_id: String(a.alice.id), year: "2022", month: "1" },
        })
      ).status,
    ).toBe(404);
  });

  it("a read-only user with the wages right reads but cannot write", async () => {
    expect((await wages(a.readOnly.caller, a.alice.id)).status).toBe(200);
    const before = await db.employeeWage.count({ where: { employeeId: a.alice.id } });
    expect((await set(a.readOnly.caller, wageBody(a.alice.id, { start_date: addDays(today, 3) }))).status).toBe(403);
    expect(
      (
        await callRoute(interpretation.POST, {
          caller: a.readOnly.caller,
          body: { description: "x", interpretation: "y" },
        })
      ).status,
    ).toBe(403);
    expect(await db.employeeWage.count({ where: { employeeId: a.alice.id } })).toBe(before);
  });

  it("a team_only manager with the wages right reads their team's wages only and cannot write", async () => {
    expect((await wages(a.manager.caller, a.alice.id)).status).toBe(200);
    expect((await wages(a.manager.caller, a.bob.id)).status).toBe(404);
    expect((await set(a.manager.caller, wageBody(a.alice.id, { start_date: addDays(today, 3) }))).status).toBe(403);
    const kinds = await callRoute(benefitsList.GET, { caller: a.manager.caller, query: { employee_id: a.bob.id } });
    expect(kinds.status).toBe(404);
  });
});
