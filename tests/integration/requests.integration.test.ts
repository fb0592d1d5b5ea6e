// Commute and wage requests through the requests backbone (issue 22): filing (own; a manager for a managed
// person), listing and details with scope (another group's id 404), HR accepts / declines with a message,
// deciding one's own request 403, a second decision 409, read-only users see but do not act, a user
// without the right 403; processRequest turns a commute into a one-off of the payroll month; the inbox's
// pendingCount counts every kind; every decision is audited with the real actor.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { addTeamManager, createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as commuteAdd from "@/app/api/requests/commutes/add/route";
import * as commuteList from "@/app/api/requests/commutes/list/route";
import * as commuteDetail from "@/app/api/requests/commutes/[id]/detail/route";
import * as commuteAccept from "@/app/api/requests/commutes/accept/route";
import * as commuteDecline from "@/app/api/requests/commutes/decline/route";
import * as commuteProcess from "@/app/api/requests/commutes/processRequest/route";
import * as commuteSettings from "@/app/api/requests/commutes/settings/route";
import * as wageAdd from "@/app/api/requests/wages/add/route";
import * as wageList from "@/app/api/requests/wages/list/route";
import * as wageDetail from "@/app/api/requests/wages/[id]/detail/route";
import * as wageAccept from "@/app/api/requests/wages/accept/route";
import * as wageDecline from "@/app/api/requests/wages/decline/route";
import * as pendingCount from "@/app/api/inbox/pendingCount/route";

jest.setTimeout(60_000);

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function fixture() {
  const group = await createGroup();
  await db.featureFlag.create({ data: { groupId: group.id, name: "enable_payroll_provider_sync", enabled: true } });
  const other = await createGroup();
  const team = await createTeam({ groupId: group.id, name: "A" });
  const start = new Date("2020-01-01");
  const boss = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Mo",
    lastName: "Boss",
    startDate: start,
  });
  const eva = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Eva",
    lastName: "E",
    reportsToId: boss.id,
    startDate: start,
  });
  const hrPerson = await createEmployee({ groupId: group.id, firstName: "Hilde", lastName: "HR", startDate: start });
  const foreigner = await createEmployee({ groupId: other.id, firstName: "Fo", lastName: "Reign", startDate: start });
  const admin = await createUserInGroup({ group, role: "admin", accessWages: true, accessPayrollProvider: true });
  const hr = await createUserInGroup({ group, role: "default", accessWages: true, employeeId: hrPerson.id });
  const manager = await createUserInGroup({ group, role: "team_only", employeeId: boss.id });
  await addTeamManager({ teamId: team.id, membershipId: manager.membership.id });
  const employee = await createUserInGroup({ group, role: "employee", employeeId: eva.id });
  const readOnly = await createUserInGroup({ group, role: "admin", accessWages: true, readOnly: true });
  const noWages = await createUserInGroup({ group, role: "default", accessWages: false });
  const otherAdmin = await createUserInGroup({
    group: other,
    role: "admin",
    accessWages: true,
    accessPayrollProvider: true,
  });
  const otherEmployee = await createUserInGroup({ group: other, role: "employee", employeeId: foreigner.id });
  const as = (u: { user: { id: string } }, g = group): Promise<Caller> => signInAs(u.user.id, g.id);
  return {
    group,
    other,
    eva,
    boss,
    hrPerson,
    admin,
    hr,
    manager,
    employee,
    readOnly,
    noWages,
    otherAdmin,
    otherEmployee,
    as,
  };
}
type F = Awaited<ReturnType<typeof fixture>>;

const bike = { mode: "bike", km_per_day: "12,5", days_per_month: 20 };

async function fileCommute(f: F, caller: Caller, body: Record<string, unknown> = bike) {
  return callRoute(commuteAdd.POST, { caller, body });
}

describe("commute requests", () => {
  it("an employee declares a commute; HR accepts it with the default bicycle rate and processes it into a one-off", async () => {
    const f = await fixture();
    const filed = await fileCommute(f, await f.as(f.employee));
    expect(filed.status).toBe(200);
    expect(filed.body.data).toMatchObject({ employee_id: f.eva.id, mode: "bike", km_per_day: 12.5, status: "pending" });
    const id = filed.body.data.id;

    // The employee sees their own; HR sees it in the list, the detail and the inbox count.
    const own = await callRoute(commuteList.GET, { caller: await f.as(f.employee) });
    expect(own.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const adminCaller = await f.as(f.admin);
    expect((await callRoute(commuteDetail.GET, { caller: adminCaller, params: { id: String(id) } })).status).toBe(200);
    expect((await callRoute(pendingCount.GET, { caller: adminCaller })).body.total).toBe(1);

    const accepted = await callRoute(commuteAccept.POST, { caller: adminCaller, body: { request_id: id } });
    expect(accepted.status).toBe(200);
    // 12.5 km x 20 days x EUR 0.37 = EUR 92.50
    expect(accepted.body.data).toMatchObject({ status: "accepted", monthly_allowance: 92.5 });
    // Accepted, not yet sent: still waiting for HR.
    expect((await callRoute(pendingCount.GET, { caller: adminCaller })).body.total).toBe(1);

    const processed = await callRoute(commuteProcess.POST, {
      caller: adminCaller,
      body: { request_id: id, year: 2026, month: 11 },
    });
    expect(processed.status).toBe(200);
    expect(processed.body.data).toMatchObject({ status: "processed", processed_year: 2026, processed_month: 11 });
    const oneOff = await db.oneOffWageComponent.findUniqueOrThrow({
      where: { id: processed.body.data.one_off_id },
      include: { type: true },
    });
    expect(oneOff).toMatchObject({ employeeId: f.eva.id, year: 2026, month: 11, totalValueCents: 9250 });
    expect(oneOff.type.code).toBe("commute_allowance");
    expect((await callRoute(pendingCount.GET, { caller: adminCaller })).body.total).toBe(0);
    // A second processing is a decision on a decided request.
    const again = await callRoute(commuteProcess.POST, {
      caller: adminCaller,
      body: { request_id: id, year: 2026, month: 12 },
    });
    expect(again.status).toBe(409);

    const audit = await db.auditLog.findMany({
      where: { groupId: f.group.id, objectType: "commute_request", objectId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ["create", f.employee.user.id],
      ["accept", f.admin.user.id],
      ["process", f.admin.user.id],
    ]);
  });

  it("public transport pays the company's share of the ticket; the settings change it", async () => {
    const f = await fixture();
    const adminCaller = await f.as(f.admin);
    const set = await callRoute(commuteSettings.POST, {
      caller: adminCaller,
      body: { bike_per_km: "0,30", car_per_km: 0, public_transport_share_pct: 75 },
    });
    expect(set.status).toBe(200);
    const missingTicket = await fileCommute(f, await f.as(f.employee), {
      mode: "public_transport",
      km_per_day: 0,
      days_per_month: 20,
    });
    expect(missingTicket.status).toBe(422);
    expect(JSON.stringify(missingTicket.body)).toContain("ticket_price");
    const filed = await fileCommute(f, await f.as(f.employee), {
      mode: "public_transport",
      km_per_day: 0,
      days_per_month: 20,
      ticket_price: "80,00",
    });
    const accepted = await callRoute(commuteAccept.POST, {
      caller: adminCaller,
      body: { request_id: filed.body.data.id },
    });
    expect(accepted.body.data.monthly_allowance).toBe(60);
  });

  it("refuses bad numbers (comma and dot per spec 5), negative km and unknown fields with 422", async () => {
    const f = await fixture();
    const caller = await f.as(f.employee);
    for (const body of [
      { ...bike, km_per_day: "-3" },
      { ...bike, km_per_day: "1,2,3" },
      { ...bike, days_per_month: 40 },
      { ...bike, mode: "rocket" },
      { ...bike, extra: 1 },
    ])
      expect((await fileCommute(f, caller, body)).status).toBe(422);
  });

  it("decline needs a message; a second decision is 409; deciding one's own is 403; others 404 or 403", async () => {
    const f = await fixture();
    const filed = await fileCommute(f, await f.as(f.employee));
    const id = filed.body.data.id;
    const adminCaller = await f.as(f.admin);
    expect((await callRoute(commuteDecline.POST, { caller: adminCaller, body: { request_id: id } })).status).toBe(422);
    // Another group's admin: the id does not exist for them.
    expect(
      (await callRoute(commuteAccept.POST, { caller: await f.as(f.otherAdmin, f.other), body: { request_id: id } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(commuteDetail.GET, { caller: await f.as(f.otherAdmin, f.other), params: { id: String(id) } }))
        .status,
    ).toBe(404);
    // Read-only admin sees it, never acts; a user without the wages switch has no right; the employee neither.
    expect(
      (await callRoute(commuteDetail.GET, { caller: await f.as(f.readOnly), params: { id: String(id) } })).status,
    ).toBe(200);
    expect(
      (await callRoute(commuteAccept.POST, { caller: await f.as(f.readOnly), body: { request_id: id } })).status,
    ).toBe(403);
    expect(
      (await callRoute(commuteAccept.POST, { caller: await f.as(f.noWages), body: { request_id: id } })).status,
    ).toBe(403);
    expect(
      (await callRoute(commuteAccept.POST, { caller: await f.as(f.employee), body: { request_id: id } })).status,
    ).toBe(403);

    const declined = await callRoute(commuteDecline.POST, {
      caller: adminCaller,
      body: { request_id: id, message_to_employee: "Please add your route" },
    });
    expect(declined.body.data).toMatchObject({ status: "declined", message_to_employee: "Please add your route" });
    expect((await callRoute(commuteAccept.POST, { caller: adminCaller, body: { request_id: id } })).status).toBe(409);

    // HR's own commute: HR cannot decide it.
    const own = await fileCommute(f, await f.as(f.hr));
    const self = await callRoute(commuteAccept.POST, {
      caller: await f.as(f.hr),
      body: { request_id: own.body.data.id },
    });
    expect(self.status).toBe(403);
  });

  it("processing refuses a month outside the person's employment and writes nothing", async () => {
    const f = await fixture();
    const filed = await fileCommute(f, await f.as(f.employee));
    const adminCaller = await f.as(f.admin);
    const res = await callRoute(commuteProcess.POST, {
      caller: adminCaller,
      body: { request_id: filed.body.data.id, year: 2019, month: 1 },
    });
    expect(res.status).toBe(422);
    expect(await db.oneOffWageComponent.count({ where: { groupId: f.group.id } })).toBe(0);
    expect((await db.commuteRequest.findUniqueOrThrow({ where: { id: filed.body.data.id } })).status).toBe("pending");
  });
});

describe("wage requests", () => {
  const body = { proposed_bruto: "3.500,00", effective_date: "01/01/2027", motivation: "New responsibilities" };

  it("an employee asks; a manager asks for a managed person; HR accepts or declines with a message", async () => {
    const f = await fixture();
    const badNumber = await callRoute(wageAdd.POST, { caller: await f.as(f.employee), body });
    expect(badNumber.status).toBe(422);
    const mine = await callRoute(wageAdd.POST, {
      caller: await f.as(f.employee),
      body: { ...body, proposed_bruto: "3500,00" },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ employee_id: f.eva.id, proposed_bruto: 3500, effective_date: "2027-01-01" });
    const forEva = await callRoute(wageAdd.POST, {
      caller: await f.as(f.manager),
      body: { ...body, proposed_bruto: 3600, employee_id: f.eva.id },
    });
    expect(forEva.status).toBe(200);
    // Not a person the manager manages, nor one of another group: 404.
    const notMine = await callRoute(wageAdd.POST, {
      caller: await f.as(f.manager),
      body: { ...body, proposed_bruto: 3600, employee_id: f.hrPerson.id },
    });
    expect(notMine.status).toBe(404);
    const employeeForOther = await callRoute(wageAdd.POST, {
      caller: await f.as(f.employee),
      body: { ...body, proposed_bruto: 3600, employee_id: f.boss.id },
    });
    expect(employeeForOther.status).toBe(404);

    // The manager sees what they filed but cannot decide; HR sees both and decides.
    const managerList = await callRoute(wageList.GET, { caller: await f.as(f.manager) });
    expect(managerList.body.data.map((r: { id: number }) => r.id)).toEqual([forEva.body.data.id]);
    expect(
      (await callRoute(wageAccept.POST, { caller: await f.as(f.manager), body: { request_id: forEva.body.data.id } }))
        .status,
    ).toBe(403);
    const hr = await f.as(f.hr);
    expect((await callRoute(pendingCount.GET, { caller: hr })).body.total).toBe(2);
    const accepted = await callRoute(wageAccept.POST, {
      caller: hr,
      body: { request_id: mine.body.data.id, message_to_employee: "Congratulations" },
    });
    expect(accepted.body.data).toMatchObject({ status: "accepted", message_to_employee: "Congratulations" });
    expect(
      (
        await callRoute(wageDecline.POST, {
          caller: hr,
          body: { request_id: mine.body.data.id, message_to_employee: "x" },
        })
      ).status,
    ).toBe(409);
    const declined = await callRoute(wageDecline.POST, {
      caller: hr,
      body: { request_id: forEva.body.data.id, message_to_employee: "Next year" },
    });
    expect(declined.body.data.status).toBe("declined");
    expect(
      (await callRoute(wageDetail.GET, { caller: await f.as(f.employee), params: { id: String(forEva.body.data.id) } }))
        .body.data.message_to_employee,
    ).toBe("Next year");
    expect(
      (
        await callRoute(wageDetail.GET, {
          caller: await f.as(f.otherAdmin, f.other),
          params: { id: String(forEva.body.data.id) },
        })
      ).status,
    ).toBe(404);
    const audit = await db.auditLog.findMany({
      where: { groupId: f.group.id, objectType: "wage_request", action: { in: ["accept", "decline"] } },
    });
    expect(audit.map((a) => a.actorUserId).sort()).toEqual([f.hr.user.id, f.hr.user.id]);
  });

  it("accepting opens a draft change on the contract running on the effective date (contracts module on)", async () => {
    const f = await fixture();
    const contract = await db.contract.create({
      data: {
        groupId: f.group.id,
        employeeId: f.eva.id,
        country: "BE",
        contractType: "open_ended",
        employmentType: "employee",
        jointCommittee: "200",
        daysPerWeek: 5,
        hoursPerWeek: 38,
        startDate: new Date("2020-01-01"),
      },
    });
    const hr = await f.as(f.hr);
    const file = async (bruto: number) =>
      (
        await callRoute(wageAdd.POST, {
          caller: await f.as(f.employee),
          body: { ...body, proposed_bruto: bruto },
        })
      ).body.data.id as number;
    const first = await file(3700);
    await callRoute(wageAccept.POST, { caller: hr, body: { request_id: first } });
    const change = await db.contractChange.findFirstOrThrow({ where: { wageRequestId: first } });
    expect(change).toMatchObject({
      contractId: contract.id,
      status: "pending",
      brutoCents: 370_000,
      note: "New responsibilities",
      requestedByUserId: f.hr.user.id,
      wageId: null,
      commandId: null,
    });
    expect(change.changeDate.toISOString().slice(0, 10)).toBe("2027-01-01");
    const audit = await db.auditLog.findFirst({
      where: { objectType: "contract_change", objectId: String(change.id) },
    });
    expect(audit?.actorUserId).toBe(f.hr.user.id);

    // The contracts module switched off for the company: accepting records the decision only.
    await db.featureFlag.create({ data: { groupId: f.group.id, name: "disable_contracts", enabled: true } });
    const second = await file(3800);
    expect((await callRoute(wageAccept.POST, { caller: hr, body: { request_id: second } })).status).toBe(200);
    expect(await db.contractChange.count({ where: { wageRequestId: second } })).toBe(0);
  });

  it("accepting without a contract on the effective date opens no change", async () => {
    const f = await fixture();
    const filed = await callRoute(wageAdd.POST, {
      caller: await f.as(f.employee),
      body: { ...body, proposed_bruto: 3100 },
    });
    expect(
      (await callRoute(wageAccept.POST, { caller: await f.as(f.hr), body: { request_id: filed.body.data.id } })).status,
    ).toBe(200);
    expect(await db.contractChange.count({ where: { wageRequestId: filed.body.data.id } })).toBe(0);
  });

  it("a read-only admin sees wage requests and is refused on decisions", async () => {
    const f = await fixture();
    const mine = await callRoute(wageAdd.POST, {
      caller: await f.as(f.employee),
      body: { ...body, proposed_bruto: 3000 },
    });
    const ro = await f.as(f.readOnly);
    expect((await callRoute(wageList.GET, { caller: ro })).body.total).toBe(1);
    expect((await callRoute(wageAccept.POST, { caller: ro, body: { request_id: mine.body.data.id } })).status).toBe(
      403,
    );
    expect((await callRoute(wageAdd.POST, { caller: ro, body: { ...body, proposed_bruto: 3000 } })).status).toBe(403);
  });
});
