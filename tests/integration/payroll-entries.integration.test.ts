// Payroll-month entries (issue 20) through the route handlers: one-off wage components, special messages,
// advances and temporary unemployment: add, bulk add, edit, delete, list per month; the number rules (a
// comma or a dot), negative amounts only with is_negative, a month outside the person's employment (422
// naming month), a locked month (refused without the lock right, a correction with it), rights (read-only,
// lacking the switch, team scope), another group's ids (404) and the audit rows.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import {
  allAccessSwitchesOn,
  createEmployee,
  createGroup,
  createTeam,
  createUserInGroup,
  addTeamManager,
} from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import * as oneOffAdd from "@/app/api/integrations/one_off_wage_components/add/route";
import * as oneOffBulk from "@/app/api/integrations/one_off_wage_components/bulk_add/route";
import * as oneOffEdit from "@/app/api/integrations/one_off_wage_components/[id]/edit/route";
import * as oneOffDelete from "@/app/api/integrations/one_off_wage_components/[id]/delete/route";
import * as oneOffList from "@/app/api/integrations/one_off_wage_components/list/route";
import * as typeAdd from "@/app/api/integrations/one_off_types/add/route";
import * as messageAdd from "@/app/api/integrations/special_messages/add/route";
import * as messageList from "@/app/api/integrations/special_messages/list/route";
import * as advanceAdd from "@/app/api/integrations/advances/add/route";
import * as advanceList from "@/app/api/integrations/advances/list/route";
import * as unemploymentAdd from "@/app/api/integrations/unemployment/add/route";
import * as unemploymentBulk from "@/app/api/integrations/unemployment/bulk_add/route";

jest.setTimeout(60_000);

let admin: Caller;
let readOnly: Caller;
let noPayroll: Caller;
let noAdvances: Caller;
let manager: Caller;
let other: Caller;
let groupId: number;
let ann: number; // in the manager's team
let bob: number; // elsewhere
let leaver: number; // left on 2026-02-28
let typeId: number;

beforeAll(async () => {
  await setupTestDatabase();
  const group = await createGroup();
  groupId = group.id;
  const team = await createTeam({ groupId });
  ann = (await createEmployee({ groupId, teamId: team.id, firstName: "Ann", startDate: new Date("2020-01-01") })).id;
  bob = (await createEmployee({ groupId, firstName: "Bob", startDate: new Date("2020-01-01") })).id;
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
  noAdvances = await sign({ role: "default", accessAdvancesPayout: false });
  const { user: mUser, membership } = await createUserInGroup({ group, role: "team_only", ...allAccessSwitchesOn() });
  await addTeamManager({ teamId: team.id, membershipId: membership.id });
  manager = await signInAs(mUser.id, groupId);
  other = await sign({ role: "admin" }, await createGroup());
  const type = await callRoute(typeAdd.POST, { caller: admin, body: { code: "PRM", name: "Bonus" } });
  expect(type.status).toBe(200);
  typeId = type.body.data.id;
});

afterAll(async () => {
  await stopQueue();
});

const oneOff = (extra: Record<string, unknown> = {}) => ({
  employee_id: ann,
  year: 2026,
  month: 3,
  type_id: typeId,
  amount: "125,50",
  ...extra,
});

describe("one-off wage components", () => {
  it("adds with a comma amount, lists it for the month, edits and deletes, each audited", async () => {
    const added = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ hours: "7.6" }) });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ amount: 125.5, hours: 7.6, is_negative: false, employee_id: ann });
    const id = added.body.data.id;

    const listed = await callRoute(oneOffList.GET, { caller: admin, query: { year: 2026, month: 3 } });
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(id);
    const april = await callRoute(oneOffList.GET, { caller: admin, query: { year: 2026, month: 4 } });
    expect(april.body.data.map((r: { id: number }) => r.id)).not.toContain(id);

    const edited = await callRoute(oneOffEdit.POST, {
      caller: admin,
      params: { id: String(id) },
      body: oneOff({ amount: "-20.00", is_negative: true }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ amount: -20, is_negative: true, hours: null });

    const deleted = await callRoute(oneOffDelete.POST, { caller: admin, params: { id: String(id) } });
    expect(deleted.status).toBe(200);
    const audit = await db.auditLog.findMany({
      where: { groupId, objectType: "one_off_wage_component", objectId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "delete"]);
    expect(audit[0].employeeId).toBe(ann);
  });

  it("refuses bad numbers and a minus sign without is_negative, naming the field", async () => {
    const twoSeparators = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ amount: "1.2,5" }) });
    expect(twoSeparators.status).toBe(422);
    expect(twoSeparators.body.error.fields).toHaveProperty("amount");
    const decimals = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ amount: "1.255" }) });
    expect(decimals.status).toBe(422);
    const negative = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ amount: "-5" }) });
    expect(negative.status).toBe(422);
    expect(negative.body.error.fields.amount).toMatch(/is_negative/);
    const noValue = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ amount: null }) });
    expect(noValue.status).toBe(422);
    const unknownType = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ type_id: 999999 }) });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.error.fields).toHaveProperty("type_id");
  });

  it("refuses a month outside the person's employment with 422 naming month", async () => {
    const res = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ employee_id: leaver }) });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty("month");
    const before = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ employee_id: leaver, month: 2 }) });
    expect(before.status).toBe(200);
  });

  it("bulk adds for many people in one go, or nothing when a row is wrong", async () => {
    const ok = await callRoute(oneOffBulk.POST, {
      caller: admin,
      body: { entries: [oneOff({ month: 5 }), oneOff({ employee_id: bob, month: 5, amount: 10 })] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.total).toBe(2);
    const bad = await callRoute(oneOffBulk.POST, {
      caller: admin,
      body: { entries: [oneOff({ month: 6 }), oneOff({ employee_id: leaver, month: 6 })] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toHaveProperty(["entries.1.month"]);
    expect(await db.oneOffWageComponent.count({ where: { groupId, month: 6 } })).toBe(0);
  });

  it("in a locked month: a change by someone with the lock right is a correction, audited as one", async () => {
    await db.leaveLockedMonth.create({ data: { groupId, month: "2026-07", lockedByUserId: "test" } });
    const { user } = await createUserInGroup({
      group: { id: groupId },
      role: "default",
      ...allAccessSwitchesOn(),
      accessWages: true,
    });
    const hr = await signInAs(user.id, groupId);
    // HR with wages holds leave.lock: a correction, audited as one.
    const res = await callRoute(oneOffAdd.POST, { caller: hr, body: oneOff({ month: 7 }) });
    expect(res.status).toBe(200);
    const audit = await db.auditLog.findFirst({
      where: { groupId, objectType: "one_off_wage_component", objectId: String(res.body.data.id) },
    });
    expect(JSON.stringify(audit?.changes)).toContain("locked_month_correction");
  });
});

describe("rights and scope", () => {
  it("read-only users read but never write; users without the switch get 403", async () => {
    expect((await callRoute(oneOffList.GET, { caller: readOnly, query: { year: 2026, month: 3 } })).status).toBe(200);
    expect((await callRoute(oneOffAdd.POST, { caller: readOnly, body: oneOff() })).status).toBe(403);
    expect((await callRoute(oneOffList.GET, { caller: noPayroll, query: { year: 2026, month: 3 } })).status).toBe(403);
    expect((await callRoute(oneOffAdd.POST, { caller: noPayroll, body: oneOff() })).status).toBe(403);
    const advance = { employee_id: ann, year: 2026, month: 3, payment_date: "15/03/2026", advances: "300,00" };
    expect((await callRoute(advanceAdd.POST, { caller: noAdvances, body: advance })).status).toBe(403);
    expect((await callRoute(advanceList.GET, { caller: noAdvances, query: { year: 2026, month: 3 } })).status).toBe(
      403,
    );
    const added = await callRoute(advanceAdd.POST, { caller: admin, body: advance });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ payment_date: "2026-03-15", advances: 300 });
  });

  it("another group's ids answer 404; a manager sees only their team's people", async () => {
    const added = await callRoute(oneOffAdd.POST, { caller: admin, body: oneOff({ employee_id: bob, month: 8 }) });
    const id = String(added.body.data.id);
    expect(
      (await callRoute(oneOffEdit.POST, { caller: other, params: { id }, body: oneOff({ month: 8 }) })).status,
    ).toBe(404);
    expect((await callRoute(oneOffDelete.POST, { caller: other, params: { id } })).status).toBe(404);
    expect((await callRoute(oneOffAdd.POST, { caller: other, body: { ...oneOff(), type_id: 1 } })).status).toBe(404);
    const seen = await callRoute(oneOffList.GET, { caller: manager, query: { year: 2026, month: 8 } });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual([]);
    expect((await callRoute(oneOffAdd.POST, { caller: manager, body: oneOff() })).status).toBe(403);
  });
});

describe("special messages and temporary unemployment", () => {
  it("one special message per person and month (a second is a 409)", async () => {
    const body = { employee_id: ann, year: 2026, month: 3, message: "Starts 4/5 from the 15th" };
    expect((await callRoute(messageAdd.POST, { caller: admin, body })).status).toBe(200);
    expect((await callRoute(messageAdd.POST, { caller: admin, body })).status).toBe(409);
    const empty = await callRoute(messageAdd.POST, { caller: admin, body: { ...body, month: 4, message: "  " } });
    expect(empty.status).toBe(422);
    const listed = await callRoute(messageList.GET, { caller: admin, query: { year: 2026, month: 3 } });
    expect(listed.body.data[0]).toMatchObject({ message: "Starts 4/5 from the 15th" });
  });

  it("days per kind with one decimal, bulk for many people", async () => {
    const res = await callRoute(unemploymentBulk.POST, {
      caller: admin,
      body: {
        entries: [
          { employee_id: ann, year: 2026, month: 3, kind: "economic", days: "2,5" },
          { employee_id: bob, year: 2026, month: 3, kind: "weather", days: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ kind: "economic", days: 2.5 });
    const bad = await callRoute(unemploymentAdd.POST, {
      caller: admin,
      body: { employee_id: ann, year: 2026, month: 3, kind: "strike", days: 40 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toHaveProperty("kind");
  });
});
