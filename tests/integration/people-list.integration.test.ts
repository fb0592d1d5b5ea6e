// The people list and detail through their route handlers: group and team scope, sensitive people and
// fields, deleted people, search, paging, order and bad input.
import { setupTestDatabase } from "./helpers/db";
import { callRoute } from "./helpers/http";
import { makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import * as list from "@/app/api/employees/list/route";
import * as detail from "@/app/api/employees/[id]/detail/route";

let a: PeopleCompany;
let b: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
  b = await makePeopleCompany();
}, 60_000);

const ids = (res: { body: { data: { employee_id: number }[] } }) => res.body.data.map((r) => r.employee_id);
const get = (caller: unknown, query: Record<string, string | number> = {}) =>
  callRoute(list.GET, { caller: caller as never, query: { per_page: 100, ...query } });

describe("GET /api/employees/list", () => {
  it("answers 401 without a session", async () => {
    expect((await callRoute(list.GET, {})).status).toBe(401);
  });

  it("lists the group's active people ordered by last name, never another group's", async () => {
    const res = await get(a.admin.caller);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expect.arrayContaining([a.alice.id, a.bob.id, a.secret.id]));
    expect(ids(res)).not.toContain(a.gone.id);
    expect(ids(res)).not.toContain(b.alice.id);
    const lastNames = res.body.data.map((r: { last_name: string }) => r.last_name);
    expect(lastNames).toEqual([...lastNames].sort((x: string, y: string) => x.localeCompare(y)));
    expect(res.body).toMatchObject({ total: res.body.data.length, page: 1, per_page: 100 });
    const alice = res.body.data.find((r: { employee_id: number }) => r.employee_id === a.alice.id);
    expect(alice).toMatchObject({
      first_name: "Alice",
      last_name: "Aerts",
      team_name: "Sales",
      display_name: "Aerts, Alice",
      deleted: false,
    });
    expect(alice).not.toHaveProperty("national_number");
    expect(alice).not.toHaveProperty("iban");
  });

  it("orders by first name with name_order=first_last and composes Dutch names", async () => {
    const res = await get(a.admin.caller, { name_order: "first_last" });
    const firstNames = res.body.data.map((r: { first_name: string }) => r.first_name);
    expect(firstNames).toEqual([...firstNames].sort((x: string, y: string) => x.localeCompare(y)));
    expect(res.body.data.find((r: { employee_id: number }) => r.employee_id === a.bob.id).display_name).toBe(
      "Bob de Bakker",
    );
  });

  it("pages in SQL with the total of all matches", async () => {
    const first = await get(a.admin.caller, { per_page: 2, page: 1 });
    const second = await get(a.admin.caller, { per_page: 2, page: 2 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(2);
    expect(ids(second)).not.toContain(ids(first)[0]);
  });

  it("searches names, email and employee number, case-insensitively, word by word", async () => {
    expect(ids(await get(a.admin.caller, { search: "aerts" }))).toEqual([a.alice.id]);
    expect(ids(await get(a.admin.caller, { search: "ALICE@corp" }))).toEqual([a.alice.id]);
    expect(ids(await get(a.admin.caller, { search: "e-002" }))).toEqual([a.bob.id]);
    expect(ids(await get(a.admin.caller, { search: "bob bakker" }))).toEqual([a.bob.id]);
    expect(ids(await get(a.admin.caller, { search: "bob aerts" }))).toEqual([]);
  });

  it("filters by team", async () => {
    const res = await get(a.admin.caller, { team_id: a.support.id });
    expect(ids(res)).toContain(a.bob.id);
    expect(ids(res)).not.toContain(a.alice.id);
  });

  it("shows deleted people only on request, and only to those who can edit people", async () => {
    expect(ids(await get(a.admin.caller, { include_deleted: "true" }))).toContain(a.gone.id);
    expect((await get(a.readOnly.caller, { include_deleted: "true" })).status).toBe(403);
    expect((await get(a.manager.caller, { include_deleted: "true" })).status).toBe(403);
  });

  it("hides sensitive people from callers without the sensitive right", async () => {
    expect(ids(await get(a.hr.caller))).toContain(a.secret.id);
    expect(ids(await get(a.plain.caller))).not.toContain(a.secret.id);
  });

  it("limits a team_only manager to their team", async () => {
    const res = await get(a.manager.caller);
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(a.alice.id);
    expect(ids(res)).not.toContain(a.bob.id);
  });

  it("lets a read-only user read", async () => {
    expect((await get(a.readOnly.caller)).status).toBe(200);
  });

  it("refuses self-service employees", async () => {
    expect((await get(a.employee.caller)).status).toBe(403);
  });

  it.each([
    [{ per_page: 0 }, "per_page"],
    [{ per_page: 501 }, "per_page"],
    [{ page: "x" }, "page"],
    [{ name_order: "sideways" }, "name_order"],
    [{ team_id: "abc" }, "team_id"],
    [{ include_deleted: "maybe" }, "include_deleted"],
    [{ colour: "red" }, "colour"],
  ])("answers 422 for %j naming the field", async (query, field) => {
    const res = await get(a.admin.caller, query as Record<string, string | number>);
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBeDefined();
  });

  it("accepts per_page 30 and 500", async () => {
    expect((await get(a.admin.caller, { per_page: 30 })).body.per_page).toBe(30);
    expect((await get(a.admin.caller, { per_page: 500 })).body.per_page).toBe(500);
  });
});

describe("GET /api/employees/{id}/detail", () => {
  const detailOf = (caller: unknown, id: number | string) =>
    callRoute(detail.GET, { caller: caller as never, params: { id: String(id) } });

  it("gives the person with sensitive fields and permissions to an admin with the right", async () => {
    const res = await detailOf(a.admin.caller, a.alice.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      employee_id: a.alice.id,
      first_name: "Alice",
      team_id: a.sales.id,
      team_name: "Sales",
      iban: "BE71096123456769",
      national_number: expect.stringMatching(/^\d{11}$/),
      birth_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      has_user_account: false,
      deleted: false,
    });
    expect(res.body.data.permissions).toEqual({
      can_edit: true,
      can_delete: true,
      can_reactivate: false,
      can_hard_delete: false,
      can_see_wages: true,
      can_edit_wages: true,
      can_see_sensitive: true,
      // Self-service editing of one's own record is for the person themself, not for an admin reading Alice.
      own_editable_fields: [],
    });
  });

  it("leaves out national number and IBAN without the sensitive right", async () => {
    const res = await detailOf(a.plain.caller, a.alice.id);
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty("national_number");
    expect(res.body.data).not.toHaveProperty("iban");
    expect(res.body.data.permissions).toMatchObject({ can_see_sensitive: false, can_see_wages: false, can_edit: true });
  });

  it("answers 404 for another group's person, exactly like a missing one", async () => {
    const other = await detailOf(a.admin.caller, b.alice.id);
    const missing = await detailOf(a.admin.caller, 2_000_000_000);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it("answers 404 for a sensitive person without the right, and outside a manager's teams", async () => {
    expect((await detailOf(a.plain.caller, a.secret.id)).status).toBe(404);
    expect((await detailOf(a.manager.caller, a.bob.id)).status).toBe(404);
    const own = await detailOf(a.manager.caller, a.alice.id);
    expect(own.status).toBe(200);
    expect(own.body.data.permissions).toMatchObject({ can_edit: false, can_delete: false });
  });

  it("shows a deleted person to an editor (to reactivate) but not to a read-only user", async () => {
    const res = await detailOf(a.admin.caller, a.gone.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      deleted: true,
      permissions: { can_reactivate: true, can_hard_delete: true, can_edit: false },
    });
    expect((await detailOf(a.readOnly.caller, a.gone.id)).status).toBe(404);
  });

  it("answers 422 for a malformed id", async () => {
    const res = await detailOf(a.admin.caller, "abc");
    expect(res.status).toBe(422);
    expect(res.body.error.fields.id).toBeDefined();
  });
});
