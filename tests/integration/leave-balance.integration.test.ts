// Leave balances through the route handlers: taken, planned (approved future leave), pending, remaining and
// available per type; a request beyond the available balance refused (422 naming day_off_type_id, in the
// caller's language) while the company setting allow_negative_leave_balance is off, accepted once an
// admin switches it on; a dry run answers the dialog's warning and stores nothing. Other groups, read-only
// users and users without the right are refused. Dates are in 2031 so "today" never falls among them.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { addTeamManager, createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as typesList from "@/app/api/day_off_types/list/route";
import * as requestAdd from "@/app/api/leave/requests/add/route";
import * as approve from "@/app/api/leave/requests/approve/route";
import * as saldo from "@/app/api/saldos/[id]/getLatestSaldo/route";
import * as setFlag from "@/app/api/settings/featureflags/[flagName]/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function fixture(entitlement: number) {
  const group = await createGroup();
  const other = await createGroup();
  const team = await createTeam({ groupId: group.id, name: "A" });
  const boss = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Mo",
    lastName: "Manager",
    startDate: new Date("2020-01-01"),
  });
  const eva = await createEmployee({
    groupId: group.id,
    teamId: team.id,
    firstName: "Eva",
    lastName: "de Vries",
    reportsToId: boss.id,
    startDate: new Date("2020-01-01"),
  });
  const admin = await createUserInGroup({ group, role: "admin" });
  const manager = await createUserInGroup({ group, role: "team_only", employeeId: boss.id });
  await addTeamManager({ teamId: team.id, membershipId: manager.membership.id });
  const employee = await createUserInGroup({ group, role: "employee", employeeId: eva.id, language: "nl" });
  const readOnly = await createUserInGroup({ group, role: "admin", readOnly: true });
  const noCalendar = await createUserInGroup({ group, role: "default", accessCalendar: false });
  const otherAdmin = await createUserInGroup({ group: other, role: "admin" });
  const as = (u: { user: { id: string } }, g = group): Promise<Caller> => signInAs(u.user.id, g.id);
  const types = await callRoute(typesList.GET, { caller: await as(admin) });
  const vacation = types.body.data.find((t: { kind: string }) => t.kind === "vacation");
  await db.leaveLedgerEntry.create({
    data: {
      groupId: group.id,
      employeeId: eva.id,
      dayOffTypeId: vacation.id,
      date: new Date("2031-01-01"),
      kind: "entitlement",
      amount: entitlement,
    },
  });
  return { group, other, eva, admin, manager, employee, readOnly, noCalendar, otherAdmin, as, vacation };
}

type F = Awaited<ReturnType<typeof fixture>>;

const ask = async (f: F, caller: Caller, body: Record<string, unknown>) =>
  callRoute(requestAdd.POST, { caller, body: { day_off_type_id: f.vacation.id, ...body } });

async function vacationSaldo(f: F, caller: Caller, date: string) {
  const res = await callRoute(saldo.GET, { caller, params: { id: String(f.eva.id) }, query: { date } });
  expect(res.status).toBe(200);
  return res.body.data.saldos.find((s: { kind: string }) => s.kind === "vacation");
}

describe("balance summary", () => {
  it("subtracts approved future leave from remaining and shows taken, planned, pending and available", async () => {
    const f = await fixture(20);
    const emp = await f.as(f.employee);
    const mgr = await f.as(f.manager);
    // Taken: Monday 3 February (1 day). Planned: Tuesday 10 to Thursday 12 June (3 days). Pending: 1-2 September.
    for (const [start, end] of [
      ["2031-02-03", "2031-02-03"],
      ["2031-06-10", "2031-06-12"],
    ]) {
      const req = await ask(f, emp, { start_date: start, end_date: end });
      expect(req.status).toBe(200);
      expect(
        (await callRoute(approve.POST, { caller: mgr, body: { request_id: req.body.data.id } })).body.data.status,
      ).toBe("approved");
    }
    expect((await ask(f, emp, { start_date: "2031-09-01", end_date: "2031-09-02" })).body.data.status).toBe("pending");

    const onMarch = await vacationSaldo(f, emp, "2031-03-01");
    expect(onMarch).toMatchObject({ taken: 1, planned: 3, pending: 2, remaining: 16, available: 14 });
    // The ledger's running total on the date still shows only what was taken.
    expect(onMarch.ledger_balance).toBe(19);
    expect(onMarch.balance).toBe(16);
    // After the June leave it counts as taken; remaining does not change.
    expect(await vacationSaldo(f, emp, "2031-07-01")).toMatchObject({
      taken: 4,
      planned: 0,
      remaining: 16,
      available: 14,
    });
    // The manager sees the same figures.
    expect(await vacationSaldo(f, mgr, "2031-03-01")).toMatchObject({ remaining: 16, available: 14 });
  });
});

describe("overdraft", () => {
  it("refuses a 10-day request against 2 days while the setting is off, naming the field in the caller's language", async () => {
    const f = await fixture(2);
    const emp = await f.as(f.employee);
    const body = { start_date: "2031-03-03", end_date: "2031-03-14" };

    const preview = await ask(f, emp, { ...body, dry_run: true });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toBeNull();
    expect(preview.body.balance).toMatchObject({
      tracks_balance: true,
      amount: 10,
      // The year of the request (2031) seen from its first day: nothing taken or planned yet.
      taken: 0,
      planned: 0,
      remaining: 2,
      available: 2,
      over: 8,
      negative_allowed: false,
    });
    expect(await db.leaveRequest.count({ where: { employeeId: f.eva.id } })).toBe(0);

    const refused = await ask(f, emp, body);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.fields)).toEqual(["day_off_type_id"]);
    // Eva's profile language is Dutch.
    expect(refused.body.error.fields.day_off_type_id).toBe(
      "Deze aanvraag neemt 8 dagen meer dan er in het saldo over is (2 dagen beschikbaar).",
    );
    expect(refused.body.error.message).toBe("Je bedrijf staat geen negatief verlofsaldo toe.");
    // A manager entering it for her is refused the same way (in English, the manager's default).
    const byManager = await ask(f, await f.as(f.manager), { ...body, employee_id: f.eva.id });
    expect(byManager.status).toBe(422);
    expect(byManager.body.error.fields.day_off_type_id).toBe(
      "This request takes 8 days more than the balance has left (2 days available).",
    );
    expect(await db.leaveRequest.count({ where: { employeeId: f.eva.id } })).toBe(0);

    // What fits still goes through, and a pending request reserves its days.
    expect((await ask(f, emp, { start_date: "2031-03-03", end_date: "2031-03-04" })).status).toBe(200);
    const next = await ask(f, emp, { start_date: "2031-03-05", end_date: "2031-03-05" });
    expect(next.status).toBe(422);
    expect(next.body.error.fields.day_off_type_id).toContain("1 dag meer");
  });

  it("accepts the request once an admin allows a negative balance; only admins of the group switch it", async () => {
    const f = await fixture(2);
    const body = { start_date: "2031-03-03", end_date: "2031-03-14" };
    const flag = (caller: Caller, value: boolean) =>
      callRoute(setFlag.POST, { caller, params: { flagName: "allow_negative_leave_balance" }, body: { value } });
    expect((await flag(await f.as(f.manager), true)).status).toBe(403);
    expect((await flag(await f.as(f.readOnly), true)).status).toBe(403);
    // Another group's admin switches their own group's setting, not this one's.
    expect((await flag(await f.as(f.otherAdmin, f.other), true)).status).toBe(200);
    expect((await ask(f, await f.as(f.employee), body)).status).toBe(422);

    const on = await flag(await f.as(f.admin), true);
    expect(on.status).toBe(200);
    expect(
      await db.auditLog.count({
        where: { groupId: f.group.id, objectType: "feature_flag", objectId: "allow_negative_leave_balance" },
      }),
    ).toBe(1);
    const preview = await ask(f, await f.as(f.employee), { ...body, dry_run: true });
    expect(preview.body.balance).toMatchObject({ over: 8, negative_allowed: true });
    const accepted = await ask(f, await f.as(f.employee), body);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: "pending", amount: 10 });
    expect(await vacationSaldo(f, await f.as(f.employee), "2031-03-01")).toMatchObject({
      remaining: 2,
      pending: 10,
      available: -8,
    });
  });

  it("refuses other groups, read-only users and users without the calendar right", async () => {
    const f = await fixture(20);
    const body = { employee_id: f.eva.id, start_date: "2031-03-03", end_date: "2031-03-04" };
    expect((await ask(f, await f.as(f.otherAdmin, f.other), body)).status).toBe(404);
    expect((await ask(f, await f.as(f.otherAdmin, f.other), { ...body, dry_run: true })).status).toBe(404);
    const readOnly = await ask(f, await f.as(f.readOnly), body);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error.code).toBe("read_only");
    expect((await ask(f, await f.as(f.noCalendar), body)).status).toBe(403);
    expect(
      (await callRoute(saldo.GET, { caller: await f.as(f.otherAdmin, f.other), params: { id: String(f.eva.id) } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(saldo.GET, { caller: await f.as(f.noCalendar), params: { id: String(f.eva.id) } })).status,
    ).toBe(403);
    expect(await db.leaveRequest.count({ where: { employeeId: f.eva.id } })).toBe(0);
  });
});
