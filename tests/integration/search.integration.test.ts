// GET /api/search through the route handler: people and teams the caller may see, never another group's;
// a team_only caller only their own teams' people; read-only users can search; the keyword is validated.
import { setupTestDatabase, uniqueSuffix } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { addTeamManager, createEmployee, createGroup, createTeam, createUserInGroup } from "@/prisma/seed/factories";
import * as search from "@/app/api/search/route";
import { db } from "@/lib/db/client";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

// A unique surname per fixture, so parallel fixtures in one database never see each other's rows.
async function fixture() {
  const tag = `Zq${uniqueSuffix()}`;
  const group = await createGroup();
  const other = await createGroup();
  const sales = await createTeam({ groupId: group.id, name: `Sales ${tag}` });
  const support = await createTeam({ groupId: group.id, name: `Support ${tag}` });
  const inSales = await createEmployee({
    groupId: group.id,
    teamId: sales.id,
    firstName: "Anna",
    lastName: `${tag}son`,
  });
  const inSupport = await createEmployee({
    groupId: group.id,
    teamId: support.id,
    firstName: "Bram",
    lastName: `${tag}sen`,
  });
  const foreign = await createEmployee({ groupId: other.id, firstName: "Carla", lastName: `${tag}sma` });
  await createTeam({ groupId: other.id, name: `Sales ${tag} abroad` });
  const admin = await createUserInGroup({ group, role: "admin" });
  return { tag, group, other, sales, support, inSales, inSupport, foreign, admin };
}

describe("GET /api/search", () => {
  it("finds people and teams of the caller's group only", async () => {
    const f = await fixture();
    const res = await callRoute(search.GET, {
      caller: await signInAs(f.admin.user.id, f.group.id),
      query: { keyword: f.tag },
    });
    expect(res.status).toBe(200);
    expect(res.body.people.map((p: { id: number }) => p.id).sort()).toEqual([f.inSales.id, f.inSupport.id].sort());
    expect(res.body.people.map((p: { id: number }) => p.id)).not.toContain(f.foreign.id);
    expect(res.body.teams.map((t: { name: string }) => t.name)).toEqual([`Sales ${f.tag}`, `Support ${f.tag}`]);
    const anna = res.body.people.find((p: { id: number }) => p.id === f.inSales.id);
    expect(anna).toMatchObject({ name: `Anna ${f.tag}son`, team_name: `Sales ${f.tag}` });
    // Results link to their pages.
    expect(anna.url).toBe(`/people/${f.inSales.id}`);
    expect(res.body.teams[0].url).toBe("/settings/teams/add");
  });

  it("hides sensitive people from callers without the sensitive right", async () => {
    const f = await fixture();
    await db.employee.update({ where: { id: f.inSupport.id }, data: { isSensitive: true } });
    const withoutRight = await createUserInGroup({ group: f.group, role: "default", accessSensitiveSettings: false });
    const hidden = await callRoute(search.GET, {
      caller: await signInAs(withoutRight.user.id, f.group.id),
      query: { keyword: f.tag },
    });
    expect(hidden.body.people.map((p: { id: number }) => p.id)).toEqual([f.inSales.id]);
    const withRight = await createUserInGroup({ group: f.group, role: "default", accessSensitiveSettings: true });
    const shown = await callRoute(search.GET, {
      caller: await signInAs(withRight.user.id, f.group.id),
      query: { keyword: f.tag },
    });
    expect(shown.body.people.map((p: { id: number }) => p.id).sort()).toEqual([f.inSales.id, f.inSupport.id].sort());
  });

  it("matches every word against first or last name", async () => {
    const f = await fixture();
    const caller = await signInAs(f.admin.user.id, f.group.id);
    const res = await callRoute(search.GET, { caller, query: { keyword: `anna ${f.tag}` } });
    expect(res.body.people.map((p: { id: number }) => p.id)).toEqual([f.inSales.id]);
  });

  it("a team_only caller only finds the people and teams of their own teams", async () => {
    const f = await fixture();
    const manager = await createUserInGroup({ group: f.group, role: "team_only" });
    await addTeamManager({ teamId: f.sales.id, membershipId: manager.membership.id });
    const res = await callRoute(search.GET, {
      caller: await signInAs(manager.user.id, f.group.id),
      query: { keyword: f.tag },
    });
    expect(res.status).toBe(200);
    expect(res.body.people.map((p: { id: number }) => p.id)).toEqual([f.inSales.id]);
    expect(res.body.teams.map((t: { id: number }) => t.id)).toEqual([f.sales.id]);
  });

  it("a read-only user can search", async () => {
    const f = await fixture();
    const reader = await createUserInGroup({ group: f.group, role: "default", readOnly: true });
    const res = await callRoute(search.GET, {
      caller: await signInAs(reader.user.id, f.group.id),
      query: { keyword: f.tag },
    });
    expect(res.status).toBe(200);
    expect(res.body.people).toHaveLength(2);
  });

  it("a self-service employee finds nobody (no people or teams area)", async () => {
    const f = await fixture();
    const employee = await createUserInGroup({ group: f.group, role: "employee" });
    const res = await callRoute(search.GET, {
      caller: await signInAs(employee.user.id, f.group.id),
      query: { keyword: f.tag },
    });
    expect(res.body).toEqual({ people: [], teams: [] });
  });

  it("returns at most 10 of each kind", async () => {
    const f = await fixture();
    for (let i = 0; i < 12; i++) {
      await createEmployee({ groupId: f.group.id, firstName: `Many${i}`, lastName: `${f.tag}many` });
      await createTeam({ groupId: f.group.id, name: `${f.tag}many team ${i}` });
    }
    const res = await callRoute(search.GET, {
      caller: await signInAs(f.admin.user.id, f.group.id),
      query: { keyword: `${f.tag}many` },
    });
    expect(res.body.people).toHaveLength(10);
    expect(res.body.teams).toHaveLength(10);
  });

  it("needs 2 characters, names the field, refuses unknown fields and needs a session", async () => {
    const f = await fixture();
    const caller = await signInAs(f.admin.user.id, f.group.id);
    const short = await callRoute(search.GET, { caller, query: { keyword: " a " } });
    expect(short.status).toBe(422);
    expect(short.body.error.fields.keyword).toMatch(/at least 2/);
    expect((await callRoute(search.GET, { caller, query: {} })).body.error.fields.keyword).toBeDefined();
    expect((await callRoute(search.GET, { caller, query: { keyword: "ab", group_id: 1 } })).status).toBe(422);
    expect((await callRoute(search.GET, { query: { keyword: "ab" } })).status).toBe(401);
  });
});
