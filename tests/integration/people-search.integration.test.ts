// The people searches (GET /api/employees/list?search, GET /api/search) word by word through their route
// handlers: partial words, case, accents, Dutch name parts, partner names, employee numbers, words that
// would only match across two fields, LIKE wildcards, and edits (the search helper column is kept by a
// database trigger, lib/people/search-terms.ts). The results must be exactly what per-column ILIKE gives.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import * as list from "@/app/api/employees/list/route";
import * as search from "@/app/api/search/route";
import { db } from "@/lib/db/client";

type Fixture = Awaited<ReturnType<typeof fixture>>;
let f: Fixture;

async function fixture() {
  const group = await createGroup({ country: "NL" });
  const other = await createGroup();
  const els = await createEmployee({
    groupId: group.id,
    firstName: "Élodie",
    lastName: "Lefèvre",
    email: "elodie.lefevre@corp.test",
    employeeNumber: "NR-7731",
  });
  const jan = await createEmployee({
    groupId: group.id,
    firstName: "Jan",
    lastName: "Berg",
    insertion: "van den",
    lastNamePartner: "Visser",
    employeeNumber: "NR-100%",
  });
  const ann = await createEmployee({ groupId: group.id, firstName: "Ann", lastName: "Smith", email: null });
  await createEmployee({ groupId: other.id, firstName: "Jan", lastName: "Berg", employeeNumber: "NR-7731" });
  const admin = await createUserInGroup({ group, role: "admin", accessSensitiveSettings: true });
  const caller = await signInAs(admin.user.id, group.id);
  return { group, els, jan, ann, caller };
}

beforeAll(async () => {
  await setupTestDatabase();
  f = await fixture();
}, 60_000);

const listIds = async (text: string) => {
  const res = await callRoute(list.GET, { caller: f.caller, query: { per_page: 100, search: text } });
  expect(res.status).toBe(200);
  expect(res.body.total).toBe(res.body.data.length);
  return res.body.data.map((r: { employee_id: number }) => r.employee_id).sort();
};
const globalIds = async (keyword: string) => {
  const res = await callRoute(search.GET, { caller: f.caller, query: { keyword } });
  expect(res.status).toBe(200);
  return res.body.people.map((p: { id: number }) => p.id).sort();
};

describe("people search (list and global search)", () => {
  it("finds partial words in any case, never another group's people", async () => {
    expect(await listIds("ERG")).toEqual([f.jan.id]);
    expect(await listIds("jAn bE")).toEqual([f.jan.id]);
    expect(await globalIds("bErG")).toEqual([f.jan.id]);
  });

  it("matches accented letters as written, in either case, and not their plain spelling", async () => {
    expect(await listIds("lefèvre")).toEqual([f.els.id]);
    expect(await listIds("ÉLODIE")).toEqual([f.els.id]);
    expect(await globalIds("Élo")).toEqual([f.els.id]);
    // The plain e-mail address still holds the unaccented spelling.
    expect(await listIds("lefevre")).toEqual([f.els.id]);
    expect(await globalIds("odie lefèv")).toEqual([f.els.id]);
  });

  it("searches the insertion, and the partner's name and employee number in the list only", async () => {
    expect(await listIds("den")).toEqual([f.jan.id]);
    expect(await listIds("visser")).toEqual([f.jan.id]);
    expect(await globalIds("visser")).toEqual([]);
    expect(await listIds("nr-773")).toEqual([f.els.id]);
    expect(await globalIds("nr-773")).toEqual([]);
  });

  it("needs each word inside one field: a word spanning two fields finds nobody", async () => {
    expect(await listIds("janberg")).toEqual([]);
    expect(await listIds("berg visser")).toEqual([f.jan.id]);
    expect(await listIds("bergvisser")).toEqual([]);
    expect(await listIds("annsmith")).toEqual([]);
  });

  it("finds people after their name changes (the helper column follows every update)", async () => {
    const person = await createEmployee({ groupId: f.group.id, firstName: "Rosa", lastName: "Quist" });
    expect(await listIds("quist")).toEqual([person.id]);
    await db.employee.update({ where: { id: person.id }, data: { lastName: "Wijk", email: "rosa@quistlaan.test" } });
    expect(await listIds("wijk")).toEqual([person.id]);
    expect(await listIds("quist")).toEqual([person.id]);
    await db.employee.update({ where: { id: person.id }, data: { email: null } });
    expect(await listIds("quist")).toEqual([]);
    // A direct write to the helper column is overwritten by the trigger.
    await db.employee.update({ where: { id: person.id }, data: { searchText: "zzz" } });
    expect(await listIds("zzz")).toEqual([]);
    expect(await listIds("rosa wijk")).toEqual([person.id]);
  });

  it("treats LIKE wildcards the same way as the per-field search does", async () => {
    const perField = async (term: string) =>
      (
        await db.employee.findMany({
          where: {
            groupId: f.group.id,
            OR: ["firstName", "lastName", "insertion", "lastNamePartner", "email", "employeeNumber"].map((c) => ({
              [c]: { contains: term, mode: "insensitive" as const },
            })),
          },
          select: { id: true },
        })
      )
        .map((e) => e.id)
        .sort();
    for (const term of ["100%", "%", "_", "j_n", "nr-%1", "a%s"]) {
      expect([term, await listIds(term)]).toEqual([term, await perField(term)]);
    }
  });
});
