// The dashboard's own part (issue 16, self-service): getMyDashboard for a self-service employee gives their
// balance per type (lib/leave's getLatestSaldo), their open and recently decided requests, their upcoming
// approved leave and the files visible to them that they have not read; nothing of a colleague's; nothing
// without an own record; leave and documents only where their areas are open.
import { setupTestDatabase } from "./helpers/db";
import { makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { loadSessionContext } from "@/lib/api/session-context";
import { db } from "@/lib/db/client";
import { getMyDashboard } from "@/lib/dashboard/get-my-dashboard";
import { ensureDayOffTypes } from "@/lib/leave/day-off-types";
import type { Caller } from "./helpers/http";

let a: PeopleCompany;
const TODAY = new Date(Date.UTC(2026, 5, 10, 10)); // Wednesday 10 June 2026
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function ctxOf(caller: Caller) {
  const ctx = await loadSessionContext(caller.sessionId);
  if (!ctx) throw new Error("no context");
  return ctx;
}

let vacationId: number;
const ids: Record<string, number> = {};

async function request(
  employeeId: number,
  key: string,
  start: string,
  end: string,
  status: "pending" | "approved" | "declined" | "cancelled" | "deletion_requested",
  decidedAt?: Date,
) {
  const row = await db.leaveRequest.create({
    data: {
      groupId: a.group.id,
      employeeId,
      dayOffTypeId: vacationId,
      startDate: day(start),
      endDate: day(end),
      amount: 1,
      status,
      requestedByUserId: a.admin.user.id,
      decidedAt: decidedAt ?? null,
    },
  });
  ids[key] = row.id;
}

async function file(
  key: string,
  data: { relatedObject: "employee" | "company_wide"; employeeId?: number; isImportant?: boolean },
) {
  const row = await db.file.create({
    data: {
      groupId: a.group.id,
      relatedObject: data.relatedObject,
      employeeId: data.employeeId ?? null,
      documentType: "other",
      filename: `${key}.pdf`,
      mimeType: "application/pdf",
      sizeBytes: 10,
      storageKey: `test/${key}`,
      sha256: "0".repeat(64),
      isImportant: data.isImportant ?? false,
      uploadedByUserId: a.admin.user.id,
      uploadedByName: "Admin",
    },
  });
  ids[key] = row.id;
}

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
  await ensureDayOffTypes(a.group.id);
  vacationId = (await db.dayOffType.findFirstOrThrow({ where: { groupId: a.group.id, kind: "vacation" } })).id;
  const eve = a.selfEmployee.id;
  await db.leaveLedgerEntry.create({
    data: {
      groupId: a.group.id,
      employeeId: eve,
      dayOffTypeId: vacationId,
      date: day("2026-01-01"),
      kind: "entitlement",
      amount: 20,
    },
  });
  await request(eve, "pending", "2026-07-01", "2026-07-03", "pending");
  await request(eve, "approvedFuture", "2026-08-03", "2026-08-07", "approved", day("2026-05-01"));
  await request(eve, "approvedPast", "2026-03-02", "2026-03-02", "approved", day("2026-02-20"));
  await request(eve, "declined", "2026-09-01", "2026-09-01", "declined", day("2026-06-01"));
  await request(a.bob.id, "colleague", "2026-07-01", "2026-07-01", "pending");
  await file("ownUnread", { relatedObject: "employee", employeeId: eve, isImportant: true });
  await file("ownRead", { relatedObject: "employee", employeeId: eve });
  await file("companyUnread", { relatedObject: "company_wide" });
  await file("colleagueFile", { relatedObject: "employee", employeeId: a.bob.id });
  await db.fileRead.create({ data: { fileId: ids.ownRead!, userId: a.employee.user.id, groupId: a.group.id } });
}, 60_000);

describe("getMyDashboard", () => {
  it("gives a self-service employee their balance, requests, upcoming leave and unread documents", async () => {
    const mine = await getMyDashboard(await ctxOf(a.employee.caller), TODAY);
    expect(mine?.employee_id).toBe(a.selfEmployee.id);
    const vacation = mine!.leave!.balances.find((b) => b.kind === "vacation");
    // lib/leave's own figures, passed through (20 granted; the pending request waits for approval).
    expect(vacation).toMatchObject({ unit: "days", pending: 1 });
    expect(vacation).toEqual(
      expect.objectContaining({
        taken: expect.any(Number),
        planned: expect.any(Number),
        remaining: expect.any(Number),
        available: expect.any(Number),
      }),
    );
    expect(vacation!.available).toBe(vacation!.remaining - 1);
    expect(mine!.leave!.open_requests.map((r) => r.id)).toEqual([ids.pending]);
    expect(mine!.leave!.open_requests[0]).toMatchObject({
      status: "pending",
      start_date: "2026-07-01",
      end_date: "2026-07-03",
    });
    // Decided ones, the latest decision first.
    expect(mine!.leave!.recent_requests.map((r) => r.id)).toEqual([ids.declined, ids.approvedFuture, ids.approvedPast]);
    expect(mine!.leave!.upcoming_leave.map((r) => r.id)).toEqual([ids.approvedFuture]);
    expect(mine!.documents!.files.map((f) => f.file_id)).toEqual([ids.ownUnread, ids.companyUnread]);
    expect(mine!.documents).toMatchObject({ total: 2 });
    expect(mine!.documents!.files[0]).toMatchObject({
      is_important: true,
      preview_url: `/api/files/${ids.ownUnread}/download?intention=preview`,
    });
  });

  it("never shows a colleague's request or file", async () => {
    const text = JSON.stringify(await getMyDashboard(await ctxOf(a.employee.caller), TODAY));
    expect(text).not.toContain("colleagueFile");
    const mine = (await getMyDashboard(await ctxOf(a.employee.caller), TODAY))!;
    const all = [...mine.leave!.open_requests, ...mine.leave!.recent_requests, ...mine.leave!.upcoming_leave];
    expect(all.some((r) => r.id === ids.colleague)).toBe(false);
  });

  it("has nothing for a user without an own person record (like the demo admin)", async () => {
    expect(await getMyDashboard(await ctxOf(a.admin.caller), TODAY)).toBeNull();
  });

  it("leaves out leave without the calendar area, and documents without self-service documents", async () => {
    await db.featureFlag.createMany({
      data: [
        { groupId: a.group.id, name: "disable_days_off", enabled: true },
        { groupId: a.group.id, name: "enable_self_service_documents", enabled: false },
      ],
    });
    try {
      const mine = await getMyDashboard(await ctxOf(a.employee.caller), TODAY);
      expect(mine).toMatchObject({ employee_id: a.selfEmployee.id, leave: null, documents: null });
    } finally {
      await db.featureFlag.deleteMany({
        where: { groupId: a.group.id, name: { in: ["disable_days_off", "enable_self_service_documents"] } },
      });
    }
  });

  it("is null for an employee while enable_self_service is off", async () => {
    await db.featureFlag.create({ data: { groupId: a.group.id, name: "enable_self_service", enabled: false } });
    try {
      expect(await getMyDashboard(await ctxOf(a.employee.caller), TODAY)).toBeNull();
    } finally {
      await db.featureFlag.deleteMany({ where: { groupId: a.group.id, name: "enable_self_service" } });
    }
  });
});
