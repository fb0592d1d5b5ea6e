// Table preferences per user, account and table: defaults, saving, the 6-column limit and per-page
// options, read-only users keeping their own views, and no leaking between users or accounts.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as prefs from "@/app/api/table_preferences/[table]/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

async function person(readOnly = false) {
  const group = await createGroup({});
  const { user } = await createUserInGroup({ group, role: "default", readOnly });
  return { group, user, caller: await signInAs(user.id, group.id) };
}

const good = { per_page: 30, columns: ["name", "team", "email"], name_order: "last_first", calendar_sort: "last_name" };

it("answers the defaults when nothing is stored", async () => {
  const p = await person();
  const res = await callRoute(prefs.GET, { caller: p.caller, params: { table: "people" } });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({
    table: "people",
    per_page: 10,
    columns: null,
    name_order: "first_last",
    calendar_sort: "name",
  });
});

it("stores and returns the caller's settings, audited, and updates them in place", async () => {
  const p = await person();
  const saved = await callRoute(prefs.POST, { caller: p.caller, params: { table: "people" }, body: good });
  expect(saved.status).toBe(200);
  expect((await callRoute(prefs.GET, { caller: p.caller, params: { table: "people" } })).body.data).toEqual({
    table: "people",
    ...good,
  });
  await callRoute(prefs.POST, { caller: p.caller, params: { table: "people" }, body: { ...good, per_page: 10 } });
  expect(await db.tablePreference.count({ where: { userId: p.user.id } })).toBe(1);
  const audits = await db.auditLog.findMany({
    where: { groupId: p.group.id, objectType: "table_preference" },
    orderBy: { id: "asc" },
  });
  expect(audits.map((a) => a.action)).toEqual(["create", "update"]);
  expect(audits[1]!.changes).toEqual({ per_page: { from: 30, to: 10 } });
});

it("lets a read-only user keep their own view", async () => {
  const p = await person(true);
  expect((await callRoute(prefs.POST, { caller: p.caller, params: { table: "calendar" }, body: good })).status).toBe(
    200,
  );
});

it("keeps settings apart per user, table and account", async () => {
  const p = await person();
  await callRoute(prefs.POST, { caller: p.caller, params: { table: "people" }, body: good });
  const colleague = await createUserInGroup({ group: p.group, role: "admin" });
  expect(
    (await callRoute(prefs.GET, { caller: await signInAs(colleague.user.id, p.group.id), params: { table: "people" } }))
      .body.data.columns,
  ).toBeNull();
  expect((await callRoute(prefs.GET, { caller: p.caller, params: { table: "assets" } })).body.data.columns).toBeNull();
  const other = await person();
  expect((await callRoute(prefs.GET, { caller: other.caller, params: { table: "people" } })).body.data.per_page).toBe(
    10,
  );
});

it.each([
  ["columns", { ...good, columns: ["a", "b", "c", "d", "e", "f", "g"] }, /at most 6/],
  ["columns", { ...good, columns: ["a", "a"] }, /repeat/],
  ["per_page", { ...good, per_page: 20 }, /10, 30/],
  ["name_order", { ...good, name_order: "first" }, /first_last/],
  ["calendar_sort", { ...good, calendar_sort: "age" }, /last_name/],
  ["table", good, /table name/],
  ["owner", { ...good, owner: "x" }, /Unknown/],
])("refuses a bad %s, naming it", async (field, body, message) => {
  const p = await person();
  const res = await callRoute(prefs.POST, {
    caller: p.caller,
    params: { table: field === "table" ? "People!" : "people" },
    body,
  });
  expect(res.status).toBe(422);
  expect(res.body.error.fields[field]).toMatch(message);
  expect(await db.tablePreference.count({ where: { userId: p.user.id } })).toBe(0);
});

it("accepts exactly 6 columns", async () => {
  const p = await person();
  expect(
    (
      await callRoute(prefs.POST, {
        caller: p.caller,
        params: { table: "people" },
        body: { ...good, columns: ["a", "b", "c", "d", "e", "f"] },
      })
    ).status,
  ).toBe(200);
});

it("needs a session", async () => {
  expect((await callRoute(prefs.GET, { params: { table: "people" } })).status).toBe(401);
});
