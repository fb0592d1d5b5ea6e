// The leave waiting in /inbox and the pendingCount (issue 22, speed): the set-based SQL of
// lib/leave/actionable-leave-sql.ts returns exactly the rows of the rules' Prisma form (actionableWhere),
// for every kind of caller: an admin (decides for all), a team manager with split approvals (the
// multiple-managers flag: open, answered, someone else's), a manager of another team, one's own requests,
// a sensitive person, a deleted person, another group's requests, a read-only user and an employee.
// The page is the oldest first, and the person filter narrows both.
import { setupTestDatabase } from "./helpers/db";
import { signInAs } from "./helpers/http";
import { addTeamManager, createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import type { RequestContext } from "@/lib/api/context";
import { loadSessionContext } from "@/lib/api/session-context";
import { ensureDayOffTypes } from "@/lib/leave/day-off-types";
import { actionableWhere, listInboxLeave } from "@/lib/leave/list-leave-requests";
import { countActionableLeave, pageActionableLeaveIds } from "@/lib/leave/actionable-leave-sql";

jest.setTimeout(60_000);

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function ctxOf(u: { user: { id: string } }, groupId: number): Promise<RequestContext> {
  const caller = await signInAs(u.user.id, groupId);
  return (await loadSessionContext(caller.sessionId))!;
}

async function fixture() {
  const group = await createGroup();
  await db.featureFlag.create({ data: { groupId: group.id, name: "enable_multiple_managers", enabled: true } });
  const other = await createGroup();
  const teamA = await createTeam({ groupId: group.id, name: "A" });
  const teamB = await createTeam({ groupId: group.id, name: "B" });
  const person = (teamId: number | null, lastName: string, extra: Record<string, unknown> = {}) =>
    createEmployee({
      groupId: group.id,
      teamId,
      firstName: "P",
      lastName,
      startDate: new Date("2020-01-01"),
      ...extra,
    });
  const boss = await person(teamA.id, "Boss");
  const bossB = await person(teamB.id, "BossB");
  const a1 = await person(teamA.id, "A1", { reportsToId: boss.id });
  const a2 = await person(teamA.id, "A2");
  const secret = await person(teamA.id, "Secret", { isSensitive: true });
  const gone = await person(teamA.id, "Gone", { deletedAt: new Date() });
  const b1 = await person(teamB.id, "B1");
  const foreigner = await createEmployee({ groupId: other.id, firstName: "F", lastName: "Oreign" });
  const admin = await createUserInGroup({ group, role: "admin" });
  const manager = await createUserInGroup({ group, role: "team_only", employeeId: boss.id });
  await addTeamManager({ teamId: teamA.id, membershipId: manager.membership.id });
  const managerB = await createUserInGroup({ group, role: "team_only", employeeId: bossB.id });
  await addTeamManager({ teamId: teamB.id, membershipId: managerB.membership.id });
  const readOnly = await createUserInGroup({ group, role: "default", readOnly: true });
  const employee = await createUserInGroup({ group, role: "employee", employeeId: a1.id });
  await ensureDayOffTypes(group.id);
  await ensureDayOffTypes(other.id);
  const type = await db.dayOffType.findFirstOrThrow({ where: { groupId: group.id, kind: "vacation" } });
  const otherType = await db.dayOffType.findFirstOrThrow({ where: { groupId: other.id, kind: "vacation" } });

  let minute = 0;
  const request = async (employeeId: number, status: string, g = group.id, typeId = type.id) =>
    db.leaveRequest.create({
      data: {
        groupId: g,
        employeeId,
        dayOffTypeId: typeId,
        startDate: new Date("2027-03-01"),
        endDate: new Date("2027-03-02"),
        amount: 2,
        status: status as "pending",
        requestedByUserId: "test",
        // Distinct creation times, some out of id order: the page is the oldest first.
        createdAt: new Date(Date.UTC(2026, 10, 1, 8, (minute += 7) % 60, minute)),
      },
    });
  const approvals = async (requestId: number, rows: Array<[membershipId: number, decision: string | null]>) =>
    db.leaveApproval.createMany({
      data: rows.map(([membershipId, decision]) => ({ requestId, membershipId, decision })),
    });

  const plain = await request(a1.id, "pending");
  const deletion = await request(a2.id, "deletion_requested");
  await request(a2.id, "approved");
  await request(a2.id, "declined");
  const mineOpen = await request(a1.id, "pending");
  await approvals(mineOpen.id, [
    [manager.membership.id, null],
    [admin.membership.id, "approved"],
  ]);
  const mineAnswered = await request(a2.id, "pending");
  await approvals(mineAnswered.id, [
    [manager.membership.id, "approved"],
    [admin.membership.id, null],
  ]);
  const someoneElses = await request(a1.id, "pending");
  await approvals(someoneElses.id, [[admin.membership.id, null]]);
  await request(boss.id, "pending");
  await request(secret.id, "pending");
  await request(gone.id, "pending");
  await request(b1.id, "pending");
  await request(foreigner.id, "pending", other.id, otherType.id);

  const callers = {
    admin: await ctxOf(admin, group.id),
    manager: await ctxOf(manager, group.id),
    managerB: await ctxOf(managerB, group.id),
    readOnly: await ctxOf(readOnly, group.id),
    employee: await ctxOf(employee, group.id),
  };
  return { callers, a1, plain, deletion, mineOpen, mineAnswered, someoneElses };
}

async function prismaIds(ctx: RequestContext, employeeId?: number) {
  const rows = await db.leaveRequest.findMany({
    where: employeeId ? { AND: [actionableWhere(ctx), { employeeId }] } : actionableWhere(ctx),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

describe("the leave waiting for a caller, as set-based SQL", () => {
  it("returns the rows of the Prisma rules for every kind of caller, oldest first, with and without a person", async () => {
    const f = await fixture();
    for (const [name, ctx] of Object.entries(f.callers)) {
      for (const employeeId of [undefined, f.a1.id]) {
        const expected = await prismaIds(ctx, employeeId);
        const label = `${name}${employeeId ? " (one person)" : ""}`;
        expect([label, await countActionableLeave(ctx, employeeId)]).toEqual([label, expected.length]);
        expect([label, await pageActionableLeaveIds(ctx, { skip: 0, take: 100, employeeId })]).toEqual([
          label,
          expected,
        ]);
        // A later page: the same order, cut.
        expect([label, await pageActionableLeaveIds(ctx, { skip: 1, take: 2, employeeId })]).toEqual([
          label,
          expected.slice(1, 3),
        ]);
      }
    }
  });

  it("keeps the approvals rules: the manager's open one waits, their answered one and someone else's do not", async () => {
    const f = await fixture();
    const manager = await pageActionableLeaveIds(f.callers.manager, { skip: 0, take: 100 });
    expect(manager.sort()).toEqual([f.plain.id, f.deletion.id, f.mineOpen.id].sort());
    // The admin decides for all: every open request of the group's visible people but their own.
    const admin = await pageActionableLeaveIds(f.callers.admin, { skip: 0, take: 100 });
    expect(admin).toEqual(expect.arrayContaining([f.mineAnswered.id, f.someoneElses.id, f.mineOpen.id]));
    expect(await countActionableLeave(f.callers.managerB)).toBe(1);
    expect(await countActionableLeave(f.callers.employee)).toBe(0);
  });

  it("pages /inbox's leave with the given total and the rows in order, each with its approvals", async () => {
    const f = await fixture();
    const all = await prismaIds(f.callers.manager);
    const page = await listInboxLeave(f.callers.manager, { page: 1, per_page: 2, total: all.length });
    expect(page.total).toBe(all.length);
    expect(page.data.map((r) => r.id)).toEqual(all.slice(0, 2));
    const counted = await listInboxLeave(f.callers.manager, { page: 2, per_page: 2 });
    expect(counted.total).toBe(all.length);
    expect(counted.data.map((r) => r.id)).toEqual(all.slice(2, 4));
  });
});
