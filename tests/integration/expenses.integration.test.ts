// Expenses (issue 22) through the route handlers on the real database: an employee files a claim with a
// receipt (image or PDF by content; 415 and 413 store nothing), amounts with a comma or a dot, negative
// amounts refused naming the field, mileage at the company's rate, a foreign currency at the entered rate;
// submit; the manager decides (own claim 403, decided claim 409, another group's ids 404, read-only and
// lacking the switch refused); HR processes (paid, or a one-off wage component in the payroll month); the
// Excel export; budgets with the spent share; the audit rows name the real actor.
import ExcelJS from "exceljs";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import {
  addTeamManager,
  allAccessSwitchesOn,
  createEmployee,
  createGroup,
  createTeam,
  createUserInGroup,
} from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import { samples, base64 } from "@/tests/support/document-samples";
import * as add from "@/app/api/expenses/add/route";
import * as edit from "@/app/api/expenses/edit/route";
import * as remove from "@/app/api/expenses/delete/route";
import * as submit from "@/app/api/expenses/submit/route";
import * as accept from "@/app/api/expenses/accept/route";
import * as decline from "@/app/api/expenses/decline/route";
import * as list from "@/app/api/expenses/list/route";
import * as excel from "@/app/api/expenses/list/excel/route";
import * as detail from "@/app/api/expenses/[id]/detail/route";
import * as receiptAdd from "@/app/api/expenses/receipts/add/route";
import * as receiptDelete from "@/app/api/expenses/receipts/delete/route";
import * as receiptDownload from "@/app/api/expenses/receipts/[id]/download/route";
import * as settings from "@/app/api/expenses/settings/route";
import * as settingsUpdate from "@/app/api/expenses/settings/update/route";
import * as budgetsList from "@/app/api/expenses/budgets/list/route";
import * as budgetsSet from "@/app/api/expenses/budgets/set/route";
import * as budgetsDelete from "@/app/api/expenses/budgets/delete/route";
import * as hrList from "@/app/api/integrations/expenses/list/route";
import * as hrDetail from "@/app/api/integrations/expenses/[id]/detail/route";
import * as processRequest from "@/app/api/integrations/expenses/processRequest/route";
import * as typeAdd from "@/app/api/integrations/one_off_types/add/route";
import * as pendingCount from "@/app/api/inbox/pendingCount/route";

jest.setTimeout(60_000);

let groupId: number;
let teamId: number;
let employee: Caller; // Eva, in the manager's team
let eva: number;
let manager: Caller; // manages the team, has an employee record (Max)
let max: number;
let hr: Caller; // admin without an employee record
let readOnly: Caller;
let noSwitch: Caller;
let noBudgets: Caller; // HR without the budgets switch
let other: Caller; // another group's admin
let otherEmployee: Caller;
let otherGroupId: number;

beforeAll(async () => {
  await setupTestDatabase();
  const group = await createGroup();
  groupId = group.id;
  teamId = (await createTeam({ groupId })).id;
  eva = (await createEmployee({ groupId, teamId, firstName: "Eva", startDate: new Date("2020-01-01") })).id;
  max = (await createEmployee({ groupId, teamId, firstName: "Max", startDate: new Date("2020-01-01") })).id;
  const sign = async (options: Partial<Parameters<typeof createUserInGroup>[0]>, g: { id: number } = group) => {
    const { user, membership } = await createUserInGroup({ group: g, ...allAccessSwitchesOn(), ...options });
    return { caller: await signInAs(user.id, g.id), membership };
  };
  employee = (await sign({ role: "employee", employeeId: eva })).caller;
  const m = await sign({ role: "team_only", employeeId: max });
  await addTeamManager({ teamId, membershipId: m.membership.id });
  manager = m.caller;
  hr = (await sign({ role: "admin" })).caller;
  readOnly = (await sign({ role: "admin", readOnly: true })).caller;
  noSwitch = (await sign({ role: "admin", accessExpenses: false })).caller;
  noBudgets = (await sign({ role: "admin", accessBudgets: false })).caller;
  const otherGroup = await createGroup();
  otherGroupId = otherGroup.id;
  other = (await sign({ role: "admin" }, otherGroup)).caller;
  const otherEva = await createEmployee({ groupId: otherGroup.id, firstName: "Ola" });
  otherEmployee = (await sign({ role: "employee", employeeId: otherEva.id }, otherGroup)).caller;
});

afterAll(async () => {
  await stopQueue();
});

const claim = (extra: Record<string, unknown> = {}) => ({
  category: "meals",
  date: "12/03/2026",
  description: "Lunch with a client",
  amount: "42,50",
  vat_amount: "7.38",
  ...extra,
});

async function draft(caller: Caller, extra: Record<string, unknown> = {}) {
  const res = await callRoute(add.POST, { caller, body: claim(extra) });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; amount_eur: number; status: string };
}

async function withReceipt(caller: Caller, id: number) {
  const res = await callRoute(receiptAdd.POST, {
    caller,
    body: { request_id: id, filename: "receipt.jpg", file_base64: base64(samples.jpeg()) },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; url: string };
}

async function submitted(caller: Caller = employee, extra: Record<string, unknown> = {}) {
  const c = await draft(caller, extra);
  await withReceipt(caller, c.id);
  expect((await callRoute(submit.POST, { caller, body: { request_id: c.id } })).status).toBe(200);
  return c;
}

describe("filing a claim", () => {
  it("takes a comma or a dot, keeps the euro amount in cents and audits the real actor", async () => {
    const c = await draft(employee);
    expect(c).toMatchObject({ status: "draft", amount_eur: 42.5 });
    const row = await db.expenseClaim.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.amountEurCents).toBe(4250);
    expect(Number(row.vatAmount)).toBe(7.38);
    const audit = await db.auditLog.findFirst({
      where: { groupId, objectType: "expense_claim", objectId: String(c.id) },
    });
    expect(audit?.action).toBe("create");
  });

  it("refuses a negative amount, VAT above the amount, and a foreign currency without a rate (422 naming the field)", async () => {
    const negative = await callRoute(add.POST, { caller: employee, body: claim({ amount: "-5" }) });
    expect(negative.status).toBe(422);
    expect(negative.body.error.fields).toHaveProperty("amount");
    const vat = await callRoute(add.POST, { caller: employee, body: claim({ amount: "10", vat_amount: "11" }) });
    expect(vat.body.error.fields).toHaveProperty("vat_amount");
    const usd = await callRoute(add.POST, { caller: employee, body: claim({ currency: "USD" }) });
    expect(usd.body.error.fields).toHaveProperty("exchange_rate");
    const badDate = await callRoute(add.POST, { caller: employee, body: claim({ date: "31/02/2026" }) });
    expect(badDate.body.error.fields).toHaveProperty("date");
    const twoSeparators = await callRoute(add.POST, { caller: employee, body: claim({ amount: "1.000,50" }) });
    expect(twoSeparators.body.error.fields).toHaveProperty("amount");
  });

  it("converts a foreign currency at the entered rate and a mileage claim at the company rate", async () => {
    const usd = await draft(employee, { currency: "USD", amount: "100", vat_amount: "0", exchange_rate: "0,92" });
    expect(usd.amount_eur).toBe(92);
    const set = await callRoute(settingsUpdate.POST, { caller: hr, body: { mileage_rate_per_km: "0,4326" } });
    expect(set.status).toBe(200);
    const mileage = await callRoute(add.POST, {
      caller: employee,
      body: { kind: "mileage", date: "13/03/2026", description: "Client visit Ghent", km: "87,5" },
    });
    expect(mileage.status).toBe(200);
    expect(mileage.body.data).toMatchObject({ kind: "mileage", amount_eur: 37.85, km: 87.5, rate_per_km: 0.4326 });
    expect((await callRoute(settings.GET, { caller: employee })).body.data.mileage_rate_per_km).toBe(0.4326);
    expect((await callRoute(settingsUpdate.POST, { caller: employee, body: { mileage_rate_per_km: 1 } })).status).toBe(
      403,
    );
  });

  it("takes images and PDFs as receipts; other content is a 415 and too large a 413, storing nothing", async () => {
    const c = await draft(employee);
    const before = await db.expenseReceipt.count({ where: { groupId } });
    const pdf = await callRoute(receiptAdd.POST, {
      caller: employee,
      body: { request_id: c.id, filename: "ticket.pdf", file_base64: base64(samples.pdf()) },
    });
    expect(pdf.status).toBe(200);
    for (const bad of [samples.html(), samples.exe(), samples.docx(), samples.text()]) {
      const res = await callRoute(receiptAdd.POST, {
        caller: employee,
        body: { request_id: c.id, filename: "receipt", file_base64: base64(bad) },
      });
      expect(res.status).toBe(415);
    }
    const saved = process.env.DOCUMENT_MAX_BYTES;
    process.env.DOCUMENT_MAX_BYTES = "100";
    try {
      const big = await callRoute(receiptAdd.POST, {
        caller: employee,
        body: {
          request_id: c.id,
          filename: "big.jpg",
          file_base64: base64(Buffer.concat([samples.jpeg(), Buffer.alloc(200)])),
        },
      });
      expect(big.status).toBe(413);
    } finally {
      if (saved === undefined) delete process.env.DOCUMENT_MAX_BYTES;
      else process.env.DOCUMENT_MAX_BYTES = saved;
    }
    expect(await db.expenseReceipt.count({ where: { groupId } })).toBe(before + 1);
    const download = await callRoute(receiptDownload.GET, {
      caller: employee,
      params: { id: String(pdf.body.data.id) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(
      (await callRoute(receiptDownload.GET, { caller: other, params: { id: String(pdf.body.data.id) } })).status,
    ).toBe(404);
    const gone = await callRoute(receiptDelete.POST, { caller: employee, body: { receipt_id: pdf.body.data.id } });
    expect(gone.status).toBe(200);
    expect(await db.storedFileDeletion.count({ where: { groupId } })).toBeGreaterThan(0);
  });

  it("submits only with a receipt, and a submitted claim no longer changes (409)", async () => {
    const c = await draft(employee);
    const noReceipt = await callRoute(submit.POST, { caller: employee, body: { request_id: c.id } });
    expect(noReceipt.status).toBe(422);
    expect(noReceipt.body.error.fields).toHaveProperty("receipts");
    await withReceipt(employee, c.id);
    expect((await callRoute(submit.POST, { caller: employee, body: { request_id: c.id } })).status).toBe(200);
    expect((await callRoute(submit.POST, { caller: employee, body: { request_id: c.id } })).status).toBe(409);
    expect((await callRoute(edit.POST, { caller: employee, body: { request_id: c.id, ...claim() } })).status).toBe(409);
    expect((await callRoute(remove.POST, { caller: employee, body: { request_id: c.id } })).status).toBe(409);
  });

  it("lets the filer edit and delete a draft; someone else's claim is a 404", async () => {
    const c = await draft(employee);
    const changed = await callRoute(edit.POST, {
      caller: employee,
      body: { request_id: c.id, ...claim({ amount: "10.00" }) },
    });
    expect(changed.body.data.amount_eur).toBe(10);
    expect((await callRoute(edit.POST, { caller: manager, body: { request_id: c.id, ...claim() } })).status).toBe(404);
    expect((await callRoute(remove.POST, { caller: other, body: { request_id: c.id } })).status).toBe(404);
    expect((await callRoute(remove.POST, { caller: employee, body: { request_id: c.id } })).status).toBe(200);
  });
});

describe("who sees what", () => {
  it("shows the employee their own, the manager their team's (no drafts), HR all, another group nothing", async () => {
    const sent = await submitted();
    const hidden = await draft(employee);
    const own = await callRoute(list.GET, { caller: employee, query: { scope: "own", per_page: 100 } });
    expect(own.body.data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([sent.id, hidden.id]));
    expect((await callRoute(list.GET, { caller: employee, query: { scope: "team" } })).status).toBe(403);
    const team = await callRoute(list.GET, { caller: manager, query: { scope: "team", per_page: 100 } });
    const teamIds = team.body.data.map((c: { id: number }) => c.id);
    expect(teamIds).toContain(sent.id);
    expect(teamIds).not.toContain(hidden.id);
    expect(team.body.data.find((c: { id: number }) => c.id === sent.id).can.decide).toBe(true);
    const all = await callRoute(hrList.GET, { caller: hr, query: { per_page: 100 } });
    expect(all.body.data.map((c: { id: number }) => c.id)).toContain(sent.id);
    expect((await callRoute(hrList.GET, { caller: manager })).status).toBe(403);
    expect((await callRoute(hrList.GET, { caller: noSwitch })).status).toBe(403);
    expect((await callRoute(detail.GET, { caller: other, params: { id: String(sent.id) } })).status).toBe(404);
    expect((await callRoute(hrDetail.GET, { caller: other, params: { id: String(sent.id) } })).status).toBe(404);
    expect((await callRoute(detail.GET, { caller: manager, params: { id: String(hidden.id) } })).status).toBe(404);
    expect((await callRoute(list.GET, { caller: otherEmployee, query: { scope: "own" } })).body.total).toBe(0);
  });
});

describe("deciding", () => {
  it("approves once with a message and notifies the filer; a second decision is a 409", async () => {
    const c = await submitted();
    const res = await callRoute(accept.POST, {
      caller: manager,
      body: { request_id: c.id, message_to_employee: "OK" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "approved", message_to_employee: "OK" });
    expect((await callRoute(decline.POST, { caller: manager, body: { request_id: c.id } })).status).toBe(409);
    const told = await db.notification.findFirst({ where: { groupId, type: "expense_approved" } });
    expect(told).not.toBeNull();
    const audit = await db.auditLog.findFirst({
      where: { groupId, objectType: "expense_claim", objectId: String(c.id), action: "approve" },
    });
    expect(audit?.actorUserId).toBeTruthy();
  });

  it("refuses deciding one's own claim (403), another group's (404), read-only and the lacking switch (403)", async () => {
    const mine = await submitted(manager);
    expect((await callRoute(accept.POST, { caller: manager, body: { request_id: mine.id } })).status).toBe(403);
    const c = await submitted();
    expect((await callRoute(accept.POST, { caller: other, body: { request_id: c.id } })).status).toBe(404);
    expect((await callRoute(accept.POST, { caller: readOnly, body: { request_id: c.id } })).status).toBe(403);
    expect((await callRoute(accept.POST, { caller: noSwitch, body: { request_id: c.id } })).status).toBe(403);
    expect((await callRoute(accept.POST, { caller: employee, body: { request_id: c.id } })).status).toBe(403);
    const declined = await callRoute(decline.POST, {
      caller: hr,
      body: { request_id: c.id, message_to_employee: "No ticket" },
    });
    expect(declined.body.data.status).toBe("declined");
  });

  it("refuses writes from read-only users", async () => {
    expect((await callRoute(add.POST, { caller: readOnly, body: claim() })).status).toBe(403);
  });
});

describe("the requests inbox", () => {
  it("counts a submitted claim for its manager, not for the filer, and not once decided", async () => {
    const count = async (caller: Caller) => (await callRoute(pendingCount.GET, { caller })).body.total as number;
    const before = await count(manager);
    const c = await submitted();
    expect(await count(manager)).toBe(before + 1);
    const mine = await submitted(manager);
    expect(await count(manager)).toBe(before + 1);
    await callRoute(accept.POST, { caller: manager, body: { request_id: c.id } });
    expect(await count(manager)).toBe(before);
    await callRoute(decline.POST, { caller: hr, body: { request_id: mine.id } });
    expect(await count(readOnly)).toBe(0);
  });
});

describe("processing", () => {
  it("marks an approved claim paid; a claim not approved is a 409", async () => {
    const c = await submitted();
    expect(
      (await callRoute(processRequest.POST, { caller: hr, body: { request_id: c.id, status: "paid" } })).status,
    ).toBe(409);
    await callRoute(accept.POST, { caller: manager, body: { request_id: c.id } });
    expect(
      (await callRoute(processRequest.POST, { caller: manager, body: { request_id: c.id, status: "paid" } })).status,
    ).toBe(403);
    expect(
      (await callRoute(processRequest.POST, { caller: readOnly, body: { request_id: c.id, status: "paid" } })).status,
    ).toBe(403);
    expect(
      (await callRoute(processRequest.POST, { caller: other, body: { request_id: c.id, status: "paid" } })).status,
    ).toBe(404);
    const res = await callRoute(processRequest.POST, {
      caller: hr,
      body: { request_id: c.id, status: "paid", note: "Paid 20/03" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "processed", processing: "paid", note: "Paid 20/03" });
    expect(
      (await callRoute(processRequest.POST, { caller: hr, body: { request_id: c.id, status: "paid" } })).status,
    ).toBe(409);
  });

  it("sends a claim with the payroll month as a one-off wage component of the company's expense type", async () => {
    const c = await submitted();
    await callRoute(accept.POST, { caller: manager, body: { request_id: c.id } });
    const noType = await callRoute(processRequest.POST, { caller: hr, body: { request_id: c.id, status: "payroll" } });
    expect(noType.status).toBe(422);
    expect(noType.body.error.fields).toHaveProperty("status");
    const type = await db.payrollOneOffType.create({ data: { groupId, code: "EXP", name: "Expenses" } });
    await callRoute(settingsUpdate.POST, {
      caller: hr,
      body: { mileage_rate_per_km: "0.4326", payroll_type_id: type.id },
    });
    const res = await callRoute(processRequest.POST, {
      caller: hr,
      body: { request_id: c.id, status: "payroll", year: 2026, month: 4, note: "April payroll" },
    });
    expect(res.status).toBe(200);
    const oneOff = await db.oneOffWageComponent.findUniqueOrThrow({ where: { id: res.body.data.one_off_id } });
    expect(oneOff).toMatchObject({ employeeId: eva, year: 2026, month: 4, typeId: type.id, totalValueCents: 4250 });
    void typeAdd;
  });
});

describe("export and budgets", () => {
  it("exports a period as xlsx for HR with the Excel right: the period's claims only, in euros", async () => {
    const inside = await submitted(employee, { description: "Export inside", date: "31/03/2026" });
    const outside = await submitted(employee, { description: "Export outside", date: "01/04/2026" });
    const res = await callRoute(excel.GET, { caller: hr, query: { from: "01/03/2026", to: "31/03/2026" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    // The file itself (callRoute reads bodies as text): the handler called with the caller's cookie.
    const workbook = async (caller: Caller) => {
      const url = "http://localhost/api/expenses/list/excel?from=01%2F03%2F2026&to=31%2F03%2F2026";
      const file = await excel.GET(new Request(url, { headers: { cookie: caller.cookie } }), {
        params: Promise.resolve({}),
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await file.arrayBuffer()) as never);
      return book.worksheets[0]!;
    };
    const sheet = await workbook(hr);
    const ids = sheet.getColumn(1).values.slice(2).map(Number);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => Number(r.getCell(1).value) === inside.id)!;
    expect(String(row.getCell(7).value)).toBe("Export inside");
    expect(Number(row.getCell(13).value)).toBe(42.5);
    // Another group's admin exports their own claims only.
    expect((await workbook(other)).getColumn(1).values.slice(2).map(Number)).not.toContain(inside.id);
    expect(
      (await callRoute(excel.GET, { caller: manager, query: { from: "01/03/2026", to: "31/03/2026" } })).status,
    ).toBe(403);
  });

  it("keeps a team budget with the share spent by approved and processed claims", async () => {
    for (const id of [groupId, otherGroupId])
      await db.featureFlag.create({ data: { groupId: id, name: "enable_budgets", enabled: true } });
    const c = await submitted();
    await callRoute(accept.POST, { caller: manager, body: { request_id: c.id } });
    const set = await callRoute(budgetsSet.POST, { caller: hr, body: { year: 2026, team_id: teamId, amount: "1000" } });
    expect(set.status).toBe(200);
    const res = await callRoute(budgetsList.GET, { caller: hr, query: { year: 2026 } });
    expect(res.status).toBe(200);
    const budget = res.body.data.find((b: { team_id: number }) => b.team_id === teamId);
    const spent = await db.expenseClaim.aggregate({
      where: { groupId, status: { in: ["approved", "processed"] } },
      _sum: { amountEurCents: true },
    });
    expect(budget.spent).toBe((spent._sum.amountEurCents ?? 0) / 100);
    // 1000 euros = 100000 cents; the share is in percent with one decimal.
    expect(budget.spent_share).toBe(Math.round(((spent._sum.amountEurCents ?? 0) / 100000) * 1000) / 10);
    expect(budget.spent_share).toBeGreaterThan(0);
    expect(
      (await callRoute(budgetsSet.POST, { caller: manager, body: { year: 2026, team_id: teamId, amount: "5" } }))
        .status,
    ).toBe(403);
    expect(
      (await callRoute(budgetsSet.POST, { caller: other, body: { year: 2026, team_id: teamId, amount: "5" } })).status,
    ).toBe(404);
    // The budgets switch (per user) and the company's flag gate them: without either, 403.
    expect((await callRoute(budgetsList.GET, { caller: noBudgets, query: { year: 2026 } })).status).toBe(403);
    await db.featureFlag.updateMany({ where: { groupId, name: "enable_budgets" }, data: { enabled: false } });
    expect((await callRoute(budgetsList.GET, { caller: hr, query: { year: 2026 } })).status).toBe(403);
    await db.featureFlag.updateMany({ where: { groupId, name: "enable_budgets" }, data: { enabled: true } });
  });

  it("lets HR limited to some teams set and delete only those teams' budgets (404 elsewhere and for cost centres)", async () => {
    const elsewhere = (await createTeam({ groupId })).id;
    const limited = await createUserInGroup({
      group: { id: groupId },
      role: "default",
      ...allAccessSwitchesOn(),
      teamBasedAccess: true,
    });
    await db.teamAccess.create({ data: { membershipId: limited.membership.id, teamId } });
    const caller = await signInAs(limited.user.id, groupId);
    const set = (team: number) =>
      callRoute(budgetsSet.POST, { caller, body: { year: 2027, team_id: team, amount: "700" } });
    expect((await set(teamId)).status).toBe(200);
    expect((await set(elsewhere)).status).toBe(404);
    const byHr = await callRoute(budgetsSet.POST, {
      caller: hr,
      body: { year: 2027, team_id: elsewhere, amount: "900" },
    });
    expect(byHr.status).toBe(200);
    const refused = await callRoute(budgetsDelete.POST, { caller, body: { budget_id: byHr.body.data.id } });
    expect(refused.status).toBe(404);
    expect(await db.expenseBudget.count({ where: { id: byHr.body.data.id } })).toBe(1);
  });
});
