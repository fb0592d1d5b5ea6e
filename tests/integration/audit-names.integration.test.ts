// Audit rows name what their ids point at: moving a person to another team and another manager shows the
// team's and the manager's names in the activity feed and the audit trail (looked up in the caller's
// group only), next to the ids the API always had.
import { setupTestDatabase } from "./helpers/db";
import { callRoute } from "./helpers/http";
import { makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import * as edit from "@/app/api/employees/edit/route";
import * as feed from "@/app/api/activity/[object]/[id]/list/route";
import * as trail from "@/app/api/auditlogs/employeeDetail/list/route";

let a: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
}, 60_000);

it("names the team and the manager a change points at, in the feed and the trail", async () => {
  const res = await callRoute(edit.POST, {
    caller: a.admin.caller,
    body: { employee_id: a.bob.id, team_id: a.sales.id, reports_to_id: a.alice.id },
  });
  expect(res.status).toBe(200);

  const activity = await callRoute(feed.GET, {
    caller: a.admin.caller,
    params: { object: "employee", id: String(a.bob.id) },
  });
  expect(activity.status).toBe(200);
  const changes = activity.body.data.find(
    (e: { type: string; changes?: { field: string }[] }) =>
      e.type === "audit" && e.changes?.some((c) => c.field === "team_id"),
  ).changes;
  expect(changes.find((c: { field: string }) => c.field === "team_id")).toMatchObject({
    from: a.support.id,
    to: a.sales.id,
    from_name: "Support",
    to_name: "Sales",
  });
  expect(changes.find((c: { field: string }) => c.field === "reports_to_id")).toMatchObject({
    from: null,
    to: a.alice.id,
    from_name: null,
    to_name: "Alice Aerts",
  });

  const audit = await callRoute(trail.GET, { caller: a.admin.caller, query: { employee_id: a.bob.id } });
  expect(audit.status).toBe(200);
  const row = audit.body.data.find((r: { changes: { field: string }[] }) =>
    r.changes.some((c) => c.field === "team_id"),
  );
  expect(row.changes.find((c: { field: string }) => c.field === "team_id")).toMatchObject({
    to: a.sales.id,
    to_name: "Sales",
  });
});

it("never names another company's team", async () => {
  const b = await makePeopleCompany();
  // A row that (by a bug or a hand edit) points at another group's team keeps the bare id.
  const { db } = await import("@/lib/db/client");
  await db.auditLog.create({
    data: {
      groupId: a.group.id,
      action: "update",
      objectType: "employee",
      objectId: String(a.bob.id),
      employeeId: a.bob.id,
      changes: { team_id: { from: null, to: b.sales.id } },
    },
  });
  const activity = await callRoute(feed.GET, {
    caller: a.admin.caller,
    params: { object: "employee", id: String(a.bob.id) },
  });
  const change = activity.body.data[0].changes.find((c: { field: string }) => c.field === "team_id");
  expect(change).toMatchObject({ to: b.sales.id, to_name: null });
});
