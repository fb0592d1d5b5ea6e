// Leave through the route handlers: requests counted on schedules and holidays, approvals by the right
// manager only (never one's own), balances from the ledger, locked months, schedules and holidays; other
// groups' ids answer 404, read-only users cannot write, users without the calendar right are refused.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { addTeamManager, createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as typesList from "@/app/api/day_off_types/list/route";
import * as typesAdd from "@/app/api/day_off_types/add/route";
import * as typesEdit from "@/app/api/day_off_types/edit/route";
import * as typesArchive from "@/app/api/day_off_types/archive/route";
import * as requestAdd from "@/app/api/leave/requests/add/route";
import * as requestList from "@/app/api/leave/requests/list/route";
import * as approve from "@/app/api/leave/requests/approve/route";
import * as decline from "@/app/api/leave/requests/decline/route";
import * as cancel from "@/app/api/leave/requests/cancel/route";
import * as lockMonth from "@/app/api/leave/lockMonth/route";
import * as lockedMonths from "@/app/api/leave/lockedMonths/route";
import * as pendingCount from "@/app/api/inbox/pendingCount/route";
import * as inboxLeave from "@/app/api/inbox/leave/list/route";
import * as saldo from "@/app/api/saldos/[id]/getLatestSaldo/route";
import * as adjust from "@/app/api/saldos/adjust/route";
import * as exception from "@/app/api/saldos/exception/route";
import * as generate from "@/app/api/saldos/generateEntitlements/route";
import * as scheduleSet from "@/app/api/weekly_schedule/set/route";
import * as scheduleYear from "@/app/api/weekly_schedule/[id]/[year]/detail/route";
import * as scheduleMonth from "@/app/api/weekly_schedule/[id]/[year]/[month]/detail/route";
import * as workingHours from "@/app/api/util/workingHours/calculate/route";
import * as holidaysList from "@/app/api/holidays/list/route";
import * as replacement from "@/app/api/holidays/replacement/route";
import * as calendar from "@/app/api/calendar/month/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function fixture(options: { multipleManagers?: boolean; country?: "BE" | "NL" } = {}) {
  const group = await createGroup({ country: options.country });
  if (options.multipleManagers)
    await db.featureFlag.create({ data: { groupId: group.id, name: "enable_multiple_managers", enabled: true } });
  // These tests are about counting, deciding and scope, not about balances (tests/integration/leave-balance…):
  // their people have no entitlements, so requests beyond the balance are let through here.
  await db.featureFlag.create({ data: { groupId: group.id, name: "allow_negative_leave_balance", enabled: true } });
  const other = await createGroup();
  const teamA = await createTeam({ groupId: group.id, name: "A" });
  const teamB = await createTeam({ groupId: group.id, name: "B" });
  const boss = await createEmployee({
    groupId: group.id,
    teamId: teamA.id,
    firstName: "Mo",
    lastName: "Manager",
    startDate: new Date("2020-01-01"),
  });
  const eva = await createEmployee({
    groupId: group.id,
    teamId: teamA.id,
    firstName: "Eva",
    lastName: "Employee",
    reportsToId: boss.id,
    startDate: new Date("2020-01-01"),
  });
  const piet = await createEmployee({
    groupId: group.id,
    teamId: teamB.id,
    firstName: "Piet",
    lastName: "Other",
    startDate: new Date("2020-01-01"),
  });
  const foreigner = await createEmployee({ groupId: other.id, firstName: "Fo", lastName: "Reign" });
  const admin = await createUserInGroup({ group, role: "admin" });
  const manager = await createUserInGroup({ group, role: "team_only", employeeId: boss.id });
  await addTeamManager({ teamId: teamA.id, membershipId: manager.membership.id });
  const employee = await createUserInGroup({ group, role: "employee", employeeId: eva.id });
  const pietUser = await createUserInGroup({ group, role: "employee", employeeId: piet.id });
  const readOnly = await createUserInGroup({ group, role: "default", readOnly: true });
  const noCalendar = await createUserInGroup({ group, role: "default", accessCalendar: false });
  const otherAdmin = await createUserInGroup({ group: other, role: "admin" });
  const as = async (u: { user: { id: string } }, g = group): Promise<Caller> => signInAs(u.user.id, g.id);
  const types = await callRoute(typesList.GET, { caller: await as(admin) });
  const vacation = types.body.data.find((t: { kind: string }) => t.kind === "vacation");
  return {
    group,
    other,
    teamA,
    teamB,
    boss,
    eva,
    piet,
    foreigner,
    admin,
    manager,
    employee,
    pietUser,
    readOnly,
    noCalendar,
    otherAdmin,
    as,
    vacation,
    types: types.body.data,
  };
}

type F = Awaited<ReturnType<typeof fixture>>;

async function ask(f: F, caller: Caller, body: Record<string, unknown>) {
  return callRoute(requestAdd.POST, { caller, body: { day_off_type_id: f.vacation.id, ...body } });
}

describe("day-off types", () => {
  it("gives each group the built-in types, hiding those whose flag is off", async () => {
    const f = await fixture();
    const kinds = f.types.map((t: { kind: string }) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(["vacation", "sick", "unpaid", "small_leave", "extra_vacation"]));
    // Education and overtime compensation wait for their flags.
    expect(kinds).not.toContain("education");
    expect(kinds).not.toContain("overtime_compensation");
    await db.featureFlag.create({ data: { groupId: f.group.id, name: "enable_day_off_education", enabled: true } });
    const again = await callRoute(typesList.GET, { caller: await f.as(f.admin) });
    expect(again.body.data.map((t: { kind: string }) => t.kind)).toContain("education");
  });

  it("lets admins add, edit and archive custom types, audited; refuses bad input and other roles", async () => {
    const f = await fixture();
    const caller = await f.as(f.admin);
    const bad = await callRoute(typesAdd.POST, {
      caller,
      body: { name: "", unit: "weeks", needs_approval: true, self_request: true, tracks_balance: false },
    });
    expect(bad.status).toBe(422);
    const added = await callRoute(typesAdd.POST, {
      caller,
      body: {
        name: "Moving day",
        unit: "days",
        needs_approval: true,
        self_request: true,
        tracks_balance: true,
        yearly_allowance: 1,
        // Keyed by integration sources, which may hold a hyphen (securex-be).
        payroll_codes: { securex: "VH", "securex-be": "VH2" },
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ kind: "custom", name: "Moving day", yearly_allowance: 1 });
    const dup = await callRoute(typesAdd.POST, {
      caller,
      body: { name: "moving DAY", unit: "days", needs_approval: true, self_request: true, tracks_balance: true },
    });
    expect(dup.body.error.fields).toHaveProperty("name");
    const renameBuiltIn = await callRoute(typesEdit.POST, {
      caller,
      body: { day_off_type_id: f.vacation.id, name: "Holiday" },
    });
    expect(renameBuiltIn.status).toBe(422);
    const edited = await callRoute(typesEdit.POST, {
      caller,
      body: { day_off_type_id: added.body.data.id, colour: "#123456" },
    });
    expect(edited.body.data.colour).toBe("#123456");
    const archived = await callRoute(typesArchive.POST, { caller, body: { day_off_type_id: added.body.data.id } });
    expect(archived.body.data.archived).toBe(true);
    expect(await db.auditLog.count({ where: { groupId: f.group.id, objectType: "day_off_type" } })).toBe(3);

    expect(
      (
        await callRoute(typesAdd.POST, {
          caller: await f.as(f.employee),
          body: { name: "X", unit: "days", needs_approval: true, self_request: true, tracks_balance: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(typesAdd.POST, {
          caller: await f.as(f.readOnly),
          body: { name: "X", unit: "days", needs_approval: true, self_request: true, tracks_balance: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callRoute(typesEdit.POST, {
          caller: await f.as(f.otherAdmin, f.other),
          body: { day_off_type_id: f.vacation.id, colour: "#000000" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("requests and approvals", () => {
  it("counts only working days, skipping weekends and public holidays", async () => {
    const f = await fixture();
    // Mon 9 to Fri 13 November 2026 holds Armistice (Wed 11): 4 days.
    const res = await ask(f, await f.as(f.employee), { start_date: "2026-11-09", end_date: "2026-11-15" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "pending", amount: 4, employee_id: f.eva.id });
    const half = await ask(f, await f.as(f.employee), {
      start_date: "2026-11-16",
      end_date: "2026-11-16",
      end_part: "first_half",
    });
    expect(half.body.data.amount).toBe(0.5);
    const afternoon = await ask(f, await f.as(f.employee), {
      start_date: "2026-11-16",
      end_date: "2026-11-16",
      start_part: "second_half",
    });
    expect(afternoon.status).toBe(200);
  });

  it("refuses bad input naming the field, weekend-only and overlapping requests", async () => {
    const f = await fixture();
    const caller = await f.as(f.employee);
    expect(
      (await ask(f, caller, { start_date: "2026-13-01", end_date: "2026-12-01" })).body.error.fields,
    ).toHaveProperty("start_date");
    expect(
      (await ask(f, caller, { start_date: "2026-12-02", end_date: "2026-12-01" })).body.error.fields,
    ).toHaveProperty("end_date");
    expect(
      (await ask(f, caller, { start_date: "2026-11-21", end_date: "2026-11-22" })).body.error.fields,
    ).toHaveProperty("start_date");
    expect(
      (await ask(f, caller, { start_date: "2026-11-23", end_date: "2026-11-23", minutes: 60 })).body.error.fields,
    ).toHaveProperty("minutes");
    expect((await ask(f, caller, { start_date: "2026-11-23", end_date: "2026-11-24", surprise: 1 })).status).toBe(422);
    expect((await ask(f, caller, { start_date: "2026-11-23", end_date: "2026-11-25" })).status).toBe(200);
    expect(
      (await ask(f, caller, { start_date: "2026-11-25", end_date: "2026-11-26" })).body.error.fields,
    ).toHaveProperty("start_date");
  });

  it("lets the person's manager approve; the employee cannot approve their own; another team's manager cannot", async () => {
    const f = await fixture();
    const req = await ask(f, await f.as(f.employee), { start_date: "2026-12-07", end_date: "2026-12-08" });
    const id = req.body.data.id;
    expect((await callRoute(approve.POST, { caller: await f.as(f.employee), body: { request_id: id } })).status).toBe(
      403,
    );
    // Piet's own request, seen by the team A manager: outside their scope.
    const pietReq = await ask(f, await f.as(f.pietUser), { start_date: "2026-12-07", end_date: "2026-12-07" });
    expect(
      (await callRoute(approve.POST, { caller: await f.as(f.manager), body: { request_id: pietReq.body.data.id } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(approve.POST, { caller: await f.as(f.otherAdmin, f.other), body: { request_id: id } })).status,
    ).toBe(404);
    expect((await callRoute(approve.POST, { caller: await f.as(f.readOnly), body: { request_id: id } })).status).toBe(
      403,
    );

    const inbox = await callRoute(pendingCount.GET, { caller: await f.as(f.manager) });
    expect(inbox.body.total).toBe(1);
    const list = await callRoute(inboxLeave.GET, { caller: await f.as(f.manager) });
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([id]);

    const ok = await callRoute(approve.POST, {
      caller: await f.as(f.manager),
      body: { request_id: id, note: "Enjoy" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: "approved", decision_note: "Enjoy" });
    expect((await callRoute(pendingCount.GET, { caller: await f.as(f.manager) })).body.total).toBe(0);
    expect((await callRoute(approve.POST, { caller: await f.as(f.manager), body: { request_id: id } })).status).toBe(
      409,
    );
    // Approved vacation is booked in the ledger.
    const entries = await db.leaveLedgerEntry.findMany({ where: { requestId: id } });
    expect(entries.map((e) => Number(e.amount))).toEqual([-2]);
    const audit = await db.auditLog.findMany({
      where: { objectType: "leave_request", objectId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => a.action)).toEqual(["create", "approve"]);
  });

  it("declines, and withdraws: pending at once, approved through a deletion request the manager confirms", async () => {
    const f = await fixture();
    const emp = await f.as(f.employee);
    const mgr = await f.as(f.manager);
    const a = await ask(f, emp, { start_date: "2027-01-11", end_date: "2027-01-11" });
    expect(
      (await callRoute(decline.POST, { caller: mgr, body: { request_id: a.body.data.id } })).body.data.status,
    ).toBe("declined");
    const b = await ask(f, emp, { start_date: "2027-01-12", end_date: "2027-01-12" });
    expect((await callRoute(cancel.POST, { caller: emp, body: { request_id: b.body.data.id } })).body.data.status).toBe(
      "cancelled",
    );
    const c = await ask(f, emp, { start_date: "2027-01-13", end_date: "2027-01-14" });
    await callRoute(approve.POST, { caller: mgr, body: { request_id: c.body.data.id } });
    const asked = await callRoute(cancel.POST, { caller: emp, body: { request_id: c.body.data.id } });
    expect(asked.body.data.status).toBe("deletion_requested");
    expect((await callRoute(pendingCount.GET, { caller: mgr })).body.total).toBe(1);
    const confirmed = await callRoute(approve.POST, { caller: mgr, body: { request_id: c.body.data.id } });
    expect(confirmed.body.data.status).toBe("cancelled");
    const net = await db.leaveLedgerEntry.aggregate({ where: { requestId: c.body.data.id }, _sum: { amount: true } });
    expect(Number(net._sum.amount)).toBe(0);
    // Someone else's request cannot be withdrawn by a colleague.
    const d = await ask(f, emp, { start_date: "2027-01-18", end_date: "2027-01-18" });
    expect(
      (await callRoute(cancel.POST, { caller: await f.as(f.pietUser), body: { request_id: d.body.data.id } })).status,
    ).toBe(404);
  });

  it("with multiple managers, every listed manager approves before the request is approved", async () => {
    const f = await fixture({ multipleManagers: true });
    // A second manager of team A besides Eva's reports-to manager.
    const second = await createUserInGroup({ group: f.group, role: "team_only" });
    await addTeamManager({ teamId: f.teamA.id, membershipId: second.membership.id });
    const req = await ask(f, await f.as(f.employee), { start_date: "2027-02-01", end_date: "2027-02-01" });
    expect(req.body.data.approvals).toHaveLength(2);
    const first = await callRoute(approve.POST, {
      caller: await f.as(f.manager),
      body: { request_id: req.body.data.id },
    });
    expect(first.body.data.status).toBe("pending");
    // The first manager's inbox is empty now; the second still has it.
    expect((await callRoute(pendingCount.GET, { caller: await f.as(f.manager) })).body.total).toBe(0);
    expect((await callRoute(pendingCount.GET, { caller: await f.as(second) })).body.total).toBe(1);
    const done = await callRoute(approve.POST, { caller: await f.as(second), body: { request_id: req.body.data.id } });
    expect(done.body.data.status).toBe("approved");
  });

  it("with multiple managers, an extra manager leading another team is asked too and may decide", async () => {
    const f = await fixture({ multipleManagers: true });
    const lead = await createEmployee({ groupId: f.group.id, teamId: f.teamB.id, firstName: "Lea", lastName: "Lead" });
    const leadUser = await createUserInGroup({ group: f.group, role: "team_only", employeeId: lead.id });
    await addTeamManager({ teamId: f.teamB.id, membershipId: leadUser.membership.id });
    await db.extraManager.create({ data: { groupId: f.group.id, employeeId: f.eva.id, managerId: lead.id } });
    const req = await ask(f, await f.as(f.employee), { start_date: "2027-02-02", end_date: "2027-02-02" });
    expect(req.body.data.approvals.map((a: { membership_id: number }) => a.membership_id).sort()).toEqual(
      [f.manager.membership.id, leadUser.membership.id].sort(),
    );
    expect(
      (await callRoute(approve.POST, { caller: await f.as(leadUser), body: { request_id: req.body.data.id } })).body
        .data.status,
    ).toBe("pending");
    expect(
      (await callRoute(approve.POST, { caller: await f.as(f.manager), body: { request_id: req.body.data.id } })).body
        .data.status,
    ).toBe("approved");
    // Piet (team B, no link to the lead as manager) is not the lead's to decide on beyond the team scope.
    const pietReq = await ask(f, await f.as(f.pietUser), { start_date: "2027-02-03", end_date: "2027-02-03" });
    expect(
      (await callRoute(approve.POST, { caller: await f.as(f.manager), body: { request_id: pietReq.body.data.id } }))
        .status,
    ).toBe(404);
  });

  it("approves types without approval at once and lets managers enter leave for their people only", async () => {
    const f = await fixture();
    const sick = f.types.find((t: { kind: string }) => t.kind === "sick");
    const res = await callRoute(requestAdd.POST, {
      caller: await f.as(f.employee),
      body: { day_off_type_id: sick.id, start_date: "2027-03-01", end_date: "2027-03-02" },
    });
    expect(res.body.data.status).toBe("approved");
    const forEva = await ask(f, await f.as(f.manager), {
      employee_id: f.eva.id,
      start_date: "2027-03-08",
      end_date: "2027-03-08",
    });
    expect(forEva.status).toBe(200);
    expect(
      (
        await ask(f, await f.as(f.manager), {
          employee_id: f.piet.id,
          start_date: "2027-03-08",
          end_date: "2027-03-08",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ask(f, await f.as(f.pietUser), {
          employee_id: f.eva.id,
          start_date: "2027-03-08",
          end_date: "2027-03-08",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ask(f, await f.as(f.admin), {
          employee_id: f.foreigner.id,
          start_date: "2027-03-08",
          end_date: "2027-03-08",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ask(f, await f.as(f.noCalendar), {
          employee_id: f.eva.id,
          start_date: "2027-03-08",
          end_date: "2027-03-08",
        })
      ).status,
    ).toBe(403);
  });

  it("lists own requests for employees and the scope's for managers", async () => {
    const f = await fixture();
    await ask(f, await f.as(f.employee), { start_date: "2027-04-05", end_date: "2027-04-05" });
    await ask(f, await f.as(f.pietUser), { start_date: "2027-04-05", end_date: "2027-04-05" });
    const mine = await callRoute(requestList.GET, { caller: await f.as(f.employee) });
    expect(mine.body.data.map((r: { employee_id: number }) => r.employee_id)).toEqual([f.eva.id]);
    const mgr = await callRoute(requestList.GET, { caller: await f.as(f.manager) });
    expect(mgr.body.data.map((r: { employee_id: number }) => r.employee_id)).toEqual([f.eva.id]);
    const adm = await callRoute(requestList.GET, { caller: await f.as(f.admin), query: { status: "pending" } });
    expect(adm.body.total).toBe(2);
  });
});

describe("locked months", () => {
  it("refuses changes in a month payroll locked unless the caller has the right, and audits", async () => {
    const f = await fixture();
    expect(
      (await callRoute(lockMonth.POST, { caller: await f.as(f.manager), body: { month: "2027-05", locked: true } }))
        .status,
    ).toBe(403);
    expect(
      (await callRoute(lockMonth.POST, { caller: await f.as(f.admin), body: { month: "2027-5", locked: true } })).body
        .error.fields,
    ).toHaveProperty("month");
    const locked = await callRoute(lockMonth.POST, {
      caller: await f.as(f.admin),
      body: { month: "2027-05", locked: true },
    });
    expect(locked.body.data.map((m: { month: string }) => m.month)).toEqual(["2027-05"]);
    expect((await callRoute(lockedMonths.GET, { caller: await f.as(f.employee) })).body.data).toHaveLength(1);
    const refused = await ask(f, await f.as(f.employee), { start_date: "2027-05-03", end_date: "2027-05-03" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty("start_date");
    const byAdmin = await ask(f, await f.as(f.admin), {
      employee_id: f.eva.id,
      start_date: "2027-05-03",
      end_date: "2027-05-03",
    });
    expect(byAdmin.status).toBe(200);
    const audit = await db.auditLog.findFirst({
      where: { objectType: "leave_request", objectId: String(byAdmin.body.data.id) },
    });
    expect(JSON.stringify(audit?.changes)).toContain("2027-05");
  });
});

describe("balances", () => {
  it("shows the balance on a date from the ledger with its steps, and refuses other people's", async () => {
    const f = await fixture();
    const adm = await f.as(f.admin);
    expect(
      (
        await callRoute(adjust.POST, {
          caller: adm,
          body: {
            employee_id: f.eva.id,
            day_off_type_id: f.vacation.id,
            date: "2026-01-01",
            amount: 20,
            kind: "accrual",
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callRoute(adjust.POST, {
          caller: adm,
          body: { employee_id: f.eva.id, day_off_type_id: f.vacation.id, date: "2026-01-01", amount: 0 },
        })
      ).body.error.fields,
    ).toHaveProperty("amount");
    const req = await ask(f, await f.as(f.employee), { start_date: "2026-06-01", end_date: "2026-06-05" });
    await callRoute(approve.POST, { caller: await f.as(f.manager), body: { request_id: req.body.data.id } });
    const before = await callRoute(saldo.GET, {
      caller: await f.as(f.employee),
      params: { id: String(f.eva.id) },
      query: { date: "2026-05-31" },
    });
    const vac = (r: typeof before) => r.body.data.saldos.find((s: { kind: string }) => s.kind === "vacation");
    // The approved June week is planned on 31 May: subtracted from the balance, not yet from the ledger.
    expect(vac(before)).toMatchObject({ balance: 15, ledger_balance: 20, taken: 0, planned: 5, remaining: 15 });
    const after = await callRoute(saldo.GET, {
      caller: await f.as(f.employee),
      params: { id: String(f.eva.id) },
      query: { date: "2026-12-31" },
    });
    expect(vac(after).balance).toBe(15);
    expect(vac(after).steps.map((s: { running: number }) => s.running)).toEqual([20, 15]);
    // A colleague, a manager of another team and another group see nothing.
    expect(
      (await callRoute(saldo.GET, { caller: await f.as(f.pietUser), params: { id: String(f.eva.id) } })).status,
    ).toBe(404);
    expect(
      (await callRoute(saldo.GET, { caller: await f.as(f.otherAdmin, f.other), params: { id: String(f.eva.id) } }))
        .status,
    ).toBe(404);
    expect(
      (
        await callRoute(adjust.POST, {
          caller: await f.as(f.readOnly),
          body: { employee_id: f.eva.id, day_off_type_id: f.vacation.id, date: "2026-01-01", amount: 1 },
        })
      ).status,
    ).toBe(403);
  });

  it("generates the year's statutory entitlement once, honouring a person's exception", async () => {
    const f = await fixture();
    const adm = await f.as(f.admin);
    // Piet works a 4/5 (no Wednesdays): 16 days; Eva has an exception of 25.
    await callRoute(scheduleSet.POST, {
      caller: adm,
      body: { employee_id: f.piet.id, valid_from: "2026-01-01", weeks: [[456, 456, 0, 456, 456, 0, 0]] },
    });
    expect(
      (
        await callRoute(exception.POST, {
          caller: adm,
          body: { employee_id: f.eva.id, day_off_type_id: f.vacation.id, year: 2027, amount: 25 },
        })
      ).status,
    ).toBe(200);
    const first = await callRoute(generate.POST, { caller: adm, body: { year: 2027 } });
    expect(first.status).toBe(200);
    const second = await callRoute(generate.POST, { caller: adm, body: { year: 2027 } });
    expect(second.body.data.created).toBe(0);
    const amountFor = async (employeeId: number) =>
      Number(
        (
          await db.leaveLedgerEntry.findFirst({
            where: { employeeId, dayOffTypeId: f.vacation.id, kind: "entitlement" },
          })
        )?.amount,
      );
    expect(await amountFor(f.boss.id)).toBe(20);
    expect(await amountFor(f.piet.id)).toBe(16);
    expect(await amountFor(f.eva.id)).toBe(25);
    expect((await callRoute(generate.POST, { caller: await f.as(f.manager), body: { year: 2027 } })).status).toBe(403);
  });
});

describe("schedules, working hours and holidays", () => {
  it("sets a part-time schedule that requests then follow, and reports it per day", async () => {
    const f = await fixture();
    const adm = await f.as(f.admin);
    const bad = await callRoute(scheduleSet.POST, {
      caller: adm,
      body: { employee_id: f.eva.id, valid_from: "2027-06-01", weeks: [[456, 456]] },
    });
    expect(bad.body.error.fields).toHaveProperty(["weeks.0"]);
    const set = await callRoute(scheduleSet.POST, {
      caller: adm,
      body: { employee_id: f.eva.id, valid_from: "2027-06-01", weeks: [[456, 456, 0, 456, 456, 0, 0]] },
    });
    expect(set.body.data.hours_per_week).toBeCloseTo(30.4);
    // Mon 7 to Fri 11 June 2027 without Wednesday: 4 days.
    expect(
      (await ask(f, await f.as(f.employee), { start_date: "2027-06-07", end_date: "2027-06-11" })).body.data.amount,
    ).toBe(4);
    const month = await callRoute(scheduleMonth.GET, {
      caller: await f.as(f.employee),
      params: { id: String(f.eva.id), year: "2027", month: "6" },
    });
    expect(month.status).toBe(200);
    expect(month.body.data.days.find((d: { date: string }) => d.date === "2027-06-09").scheduled_minutes).toBe(0);
    const year = await callRoute(scheduleYear.GET, {
      caller: await f.as(f.manager),
      params: { id: String(f.eva.id), year: "2027" },
    });
    expect(year.body.data.days).toHaveLength(365);
    expect(
      (
        await callRoute(scheduleYear.GET, {
          caller: await f.as(f.pietUser),
          params: { id: String(f.eva.id), year: "2027" },
        })
      ).status,
    ).toBe(404);
    const hours = await callRoute(workingHours.GET, {
      caller: adm,
      query: { employee_id: f.eva.id, weeks: 2, start_date: "2027-06-07", working_type_ids: String(f.vacation.id) },
    });
    expect(hours.body.data).toMatchObject({ from: "2027-06-07", to: "2027-06-20", scheduled_hours: 60.8 });
    expect(
      (await callRoute(workingHours.GET, { caller: adm, query: { employee_id: f.eva.id, weeks: 0 } })).body.error
        .fields,
    ).toHaveProperty("weeks");
  });

  it("lists Belgian holidays and stores replacement days for those on a rest day", async () => {
    const f = await fixture();
    const adm = await f.as(f.admin);
    const list = await callRoute(holidaysList.GET, { caller: adm, query: { year: 2026 } });
    expect(
      list.body.data
        .filter((h: { needs_replacement: boolean }) => h.needs_replacement)
        .map((h: { date: string }) => h.date),
    ).toEqual(["2026-08-15", "2026-11-01"]);
    const wrong = await callRoute(replacement.POST, {
      caller: adm,
      body: { holiday_date: "2026-08-15", replacement_date: "2026-08-22" },
    });
    expect(wrong.body.error.fields).toHaveProperty("replacement_date");
    const notNeeded = await callRoute(replacement.POST, {
      caller: adm,
      body: { holiday_date: "2026-07-21", replacement_date: "2026-07-22" },
    });
    expect(notNeeded.body.error.fields).toHaveProperty("holiday_date");
    const ok = await callRoute(replacement.POST, {
      caller: adm,
      body: { holiday_date: "2026-08-15", replacement_date: "2026-08-17" },
    });
    expect(ok.body.data.find((h: { date: string }) => h.date === "2026-08-15").replacement_date).toBe("2026-08-17");
    // The replacement day is a day off: a request over it does not count it.
    expect(
      (await ask(f, await f.as(f.employee), { start_date: "2026-08-17", end_date: "2026-08-18" })).body.data.amount,
    ).toBe(1);
    expect(
      (
        await callRoute(replacement.POST, {
          caller: await f.as(f.employee),
          body: { holiday_date: "2026-11-01", replacement_date: "2026-11-02" },
        })
      ).status,
    ).toBe(403);
  });

  it("lists Dutch holidays for a Dutch group", async () => {
    const f = await fixture({ country: "NL" });
    const list = await callRoute(holidaysList.GET, { caller: await f.as(f.admin), query: { year: 2026 } });
    expect(list.body.country).toBe("NL");
    expect(list.body.data.map((h: { date: string }) => h.date)).toContain("2026-04-27");
  });
});

describe("the month calendar", () => {
  it("shows the people in scope with their leave, hiding colleagues' leave types from employees", async () => {
    const f = await fixture();
    const req = await ask(f, await f.as(f.employee), { start_date: "2027-09-06", end_date: "2027-09-07" });
    const adm = await callRoute(calendar.GET, {
      caller: await f.as(f.admin),
      query: { year: 2027, month: 9, sort: "last_name" },
    });
    expect(adm.status).toBe(200);
    expect(adm.body.data.days).toHaveLength(30);
    const names = adm.body.data.people.map((p: { name: string }) => p.name);
    expect(names).toEqual(["Eva Employee", "Mo Manager", "Piet Other"]);
    const eva = adm.body.data.people.find((p: { id: number }) => p.id === f.eva.id);
    expect(eva.leave["2027-09-06"]).toMatchObject({
      request_id: req.body.data.id,
      status: "pending",
      day_off_type_id: f.vacation.id,
    });
    expect(eva.off_days).toContain("2027-09-04");
    expect(eva.spans).toEqual([
      {
        request_id: req.body.data.id,
        status: "pending",
        day_off_type_id: f.vacation.id,
        from: "2027-09-06",
        to: "2027-09-07",
        start_part: "full",
        end_part: "full",
      },
    ]);
    const mgr = await callRoute(calendar.GET, { caller: await f.as(f.manager), query: { year: 2027, month: 9 } });
    expect(mgr.body.data.people.map((p: { id: number }) => p.id).sort()).toEqual([f.boss.id, f.eva.id].sort());
    const colleague = await callRoute(calendar.GET, {
      caller: await f.as(f.pietUser),
      query: { year: 2027, month: 9 },
    });
    expect(colleague.body.data.people.map((p: { id: number }) => p.id)).toEqual([f.piet.id]);
    // A teammate of Eva sees that she is away, not why.
    const mate = await createEmployee({ groupId: f.group.id, teamId: f.teamA.id, firstName: "Tim", lastName: "Mate" });
    const mateUser = await createUserInGroup({ group: f.group, role: "employee", employeeId: mate.id });
    const seen = await callRoute(calendar.GET, { caller: await f.as(mateUser), query: { year: 2027, month: 9 } });
    const evaSeen = seen.body.data.people.find((p: { id: number }) => p.id === f.eva.id);
    expect(evaSeen.leave["2027-09-06"].day_off_type_id).toBeNull();
    expect(
      (await callRoute(calendar.GET, { caller: await f.as(f.admin), query: { year: 2027, month: 13 } })).body.error
        .fields,
    ).toHaveProperty("month");
    expect(
      (await callRoute(calendar.GET, { caller: await f.as(f.noCalendar), query: { year: 2027, month: 9 } })).status,
    ).toBe(403);
  });
});
