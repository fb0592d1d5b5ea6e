// The payroll month's Excel export and import (issue 20) through the route handlers: a sheet per kind out;
// in, a preview that names sheet, row and field for every bad row (spec 5 numbers with a comma or a dot,
// a minus without is_negative, a month outside the contract, unknown people and types) and writes nothing;
// a confirmed import writes every row (or, with one bad row, none) with audit rows; an exported file
// imported again changes nothing. Rights: read-only, lacking the payroll switch, another group's people.
import ExcelJS from "exceljs";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { allAccessSwitchesOn, createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import * as exportRoute from "@/app/api/integrations/month_excel/export/route";
import * as importRoute from "@/app/api/integrations/month_excel/import/route";
import * as typeAdd from "@/app/api/integrations/one_off_types/add/route";
import * as messageAdd from "@/app/api/integrations/special_messages/add/route";
import * as oneOffList from "@/app/api/integrations/one_off_wage_components/list/route";

jest.setTimeout(60_000);

let admin: Caller;
let readOnly: Caller;
let noPayroll: Caller;
let noExcel: Caller;
let other: Caller;
let groupId: number;
let ann: number;
let leaver: number;
let stranger: number; // another group's person

type Sheets = Record<string, (string | number | null)[][]>;

async function workbook(sheets: Sheets): Promise<string> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer()).toString("base64");
}

const ONE_OFF_HEADER = [
  "id",
  "employee_id",
  "employee",
  "type_code",
  "total_value",
  "hours",
  "days",
  "unity",
  "amount",
  "percentage",
  "is_periodical",
  "is_negative",
  "is_barema",
];
const oneOffRow = (employee: number, code: string, amount: string | number, negative = "no") => [
  null,
  employee,
  "someone",
  code,
  null,
  null,
  null,
  null,
  amount,
  null,
  "no",
  negative,
  "no",
];

const importFile = (caller: Caller, file: string, confirm = false, month = 3) =>
  callRoute(importRoute.POST, { caller, body: { year: 2026, month, file_base64: file, confirm } });

async function download(caller: Caller, month = 3) {
  const url = `http://localhost/api/test?year=2026&month=${month}`;
  const res = await exportRoute.GET(new Request(url, { headers: { cookie: caller.cookie } }), {
    params: Promise.resolve({}),
  });
  return res;
}

beforeAll(async () => {
  await setupTestDatabase();
  const group = await createGroup();
  groupId = group.id;
  ann = (await createEmployee({ groupId, firstName: "Ann", startDate: new Date("2020-01-01") })).id;
  leaver = (
    await createEmployee({
      groupId,
      firstName: "Lea",
      startDate: new Date("2020-01-01"),
      endDate: new Date("2026-02-28"),
    })
  ).id;
  const sign = async (options: Partial<Parameters<typeof createUserInGroup>[0]>, g: { id: number } = group) => {
    const { user } = await createUserInGroup({ group: g, ...allAccessSwitchesOn(), ...options });
    return signInAs(user.id, g.id);
  };
  admin = await sign({ role: "admin" });
  readOnly = await sign({ role: "admin", readOnly: true });
  noPayroll = await sign({ role: "default", accessPayrollProvider: false });
  noExcel = await sign({ role: "admin", accessExcelExports: false });
  const otherGroup = await createGroup();
  other = await sign({ role: "admin" }, otherGroup);
  stranger = (await createEmployee({ groupId: otherGroup.id, firstName: "Sam", startDate: new Date("2020-01-01") })).id;
  expect((await callRoute(typeAdd.POST, { caller: admin, body: { code: "PRM", name: "Bonus" } })).status).toBe(200);
});

afterAll(async () => {
  await stopQueue();
});

describe("month Excel import", () => {
  it("previews row and field errors and writes nothing", async () => {
    const file = await workbook({
      "One-off wage components": [
        ONE_OFF_HEADER,
        oneOffRow(ann, "PRM", "125,50"), // fine: a comma
        oneOffRow(ann, "PRM", "-20"), // minus without is_negative
        oneOffRow(ann, "NOPE", "10"), // unknown type
        oneOffRow(leaver, "PRM", "10"), // month outside the contract
        oneOffRow(stranger, "PRM", "10"), // another group's person
        oneOffRow(ann, "PRM", "12,345"), // three decimals
        oneOffRow(ann, "PRM", "1,2.3"), // two separators
      ],
      "Special messages": [
        ["id", "employee_id", "employee", "message"],
        [null, ann, "Ann", "Starts part-time"],
      ],
    });
    const preview = await importFile(admin, file);
    expect(preview.status).toBe(200);
    expect(preview.body.data.written).toBe(false);
    const errors = preview.body.data.errors as { sheet: string; row: number; field: string }[];
    const at = (row: number) => errors.filter((e) => e.row === row).map((e) => e.field);
    expect(at(2)).toEqual([]);
    expect(at(3)).toContain("amount");
    expect(at(4)).toContain("type_code");
    expect(at(5)).toContain("month");
    expect(at(6)).toContain("employee_id");
    expect(at(7)).toContain("amount");
    expect(at(8)).toContain("amount");
    expect(preview.body.data.sheets).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "special_messages", rows: 1, create: 1 })]),
    );
    // Confirming a file with errors writes none of its rows.
    const refused = await importFile(admin, file, true);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.fields)).toContain("one_offs.3.amount");
    expect(await db.oneOffWageComponent.count({ where: { groupId } })).toBe(0);
    expect(await db.payrollSpecialMessage.count({ where: { groupId } })).toBe(0);
  });

  it("writes every row of a good file in one go, audited; the exported file imported again changes nothing", async () => {
    const file = await workbook({
      "One-off wage components": [ONE_OFF_HEADER, oneOffRow(ann, "PRM", "125,50"), oneOffRow(ann, "PRM", "-20", "yes")],
      "Temporary unemployment": [
        ["id", "employee_id", "employee", "kind", "days"],
        [null, ann, "Ann", "weather", "2,5"],
      ],
      Advances: [
        ["id", "employee_id", "employee", "payment_date", "advances"],
        [null, ann, "Ann", "2026-03-15", 300],
      ],
    });
    const done = await importFile(admin, file, true);
    expect(done.body).toMatchObject({ data: { written: true } });
    expect(done.body.data).toMatchObject({ written: true, errors: [] });
    const listed = await callRoute(oneOffList.GET, { caller: admin, query: { year: 2026, month: 3 } });
    expect(listed.body.data.map((r: { amount: number }) => r.amount).sort()).toEqual([-20, 125.5]);
    const audit = await db.auditLog.count({
      where: { groupId, objectType: "one_off_wage_component", action: "create" },
    });
    expect(audit).toBe(2);

    const res = await download(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const exported = Buffer.from(await res.arrayBuffer());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "One-off wage components",
      "Special messages",
      "Advances",
      "Temporary unemployment",
    ]);
    expect(wb.getWorksheet("One-off wage components")!.rowCount).toBe(3);

    const again = await importFile(admin, exported.toString("base64"), true);
    expect(again.status).toBe(200);
    const oneOffs = again.body.data.sheets.find((s: { kind: string }) => s.kind === "one_offs");
    expect(oneOffs).toMatchObject({ rows: 2, create: 0, update: 0, unchanged: 2 });
    expect(await db.oneOffWageComponent.count({ where: { groupId } })).toBe(2);
  });

  it("refuses a second special message for a person who has one, and a file that is no workbook", async () => {
    expect(
      (
        await callRoute(messageAdd.POST, {
          caller: admin,
          body: { employee_id: ann, year: 2026, month: 4, message: "Hi" },
        })
      ).status,
    ).toBe(200);
    const file = await workbook({
      "Special messages": [
        ["id", "employee_id", "employee", "message"],
        [null, ann, "Ann", "Another"],
      ],
    });
    const preview = await importFile(admin, file, false, 4);
    expect(preview.body.data.errors).toEqual([
      expect.objectContaining({ sheet: "special_messages", row: 2, field: "employee_id" }),
    ]);
    const junk = await importFile(admin, Buffer.from("not a workbook").toString("base64"));
    expect(junk.status).toBe(422);
    expect(junk.body.error.fields).toHaveProperty("file_base64");
  });

  it("read-only users, users without the payroll switch or Excel right are refused; other groups see none of it", async () => {
    const file = await workbook({ "One-off wage components": [ONE_OFF_HEADER, oneOffRow(ann, "PRM", 5)] });
    expect((await importFile(readOnly, file, true)).status).toBe(403);
    expect((await importFile(noPayroll, file, true)).status).toBe(403);
    expect((await download(noPayroll)).status).toBe(403);
    expect((await download(noExcel)).status).toBe(403);
    // Another group's admin (with a type of the same code): our person is unknown to them, their export empty.
    await callRoute(typeAdd.POST, { caller: other, body: { code: "PRM", name: "Bonus" } });
    const theirs = await importFile(other, file);
    expect(theirs.body.data.errors.map((e: { field: string }) => e.field)).toContain("employee_id");
    const res = await download(other);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    expect(wb.getWorksheet("One-off wage components")!.rowCount).toBe(1);
  });
});
