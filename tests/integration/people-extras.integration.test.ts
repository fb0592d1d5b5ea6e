// The other people routes through their handlers: team list, document counts, bulk info, the
// cross-company list, the Excel export, photos, banking and matching, each with scope and rights.
import ExcelJS from "exceljs";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { makePeopleCompany, latestAudit, type PeopleCompany } from "./helpers/people-fixture";
import { db } from "@/lib/db/client";
import { decryptField } from "@/lib/crypto/field-encryption";
import { createEmployee, createMembership, createUserInGroup } from "@/prisma/seed/factories";
import * as byTeam from "@/app/api/employees/listByTeam/route";
import * as withDocs from "@/app/api/employees/listWithDocumentCount/route";
import * as bulk from "@/app/api/employees/listEmployeeInformationBulk/route";
import * as cross from "@/app/api/employees/cross-groups/list/route";
import * as excel from "@/app/api/employees/list/excel/route";
import * as photoUpload from "@/app/api/employees/photo/upload/route";
import * as photo from "@/app/api/employees/[id]/photo/route";
import * as bic from "@/app/api/employees/banking/getBicByIban/route";
import * as noIban from "@/app/api/employees/banking/listEmployeeIdsWithoutIban/route";
import * as matching from "@/app/api/employees/findMatchingEmployees/route";
import * as currencies from "@/app/api/currencies/list/route";

let a: PeopleCompany;
let b: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
  b = await makePeopleCompany();
}, 60_000);

const ids = (res: { body: { data: { employee_id: number }[] } }) => res.body.data.map((r) => r.employee_id);

describe("listByTeam and listWithDocumentCount", () => {
  it("lists one team's people; another group's team or one outside a manager's scope is a 404", async () => {
    const res = await callRoute(byTeam.GET, { caller: a.admin.caller, query: { team_id: a.support.id } });
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(a.bob.id);
    expect(ids(res)).not.toContain(a.alice.id);
    expect((await callRoute(byTeam.GET, { caller: a.admin.caller, query: { team_id: b.support.id } })).status).toBe(
      404,
    );
    expect((await callRoute(byTeam.GET, { caller: a.manager.caller, query: { team_id: a.support.id } })).status).toBe(
      404,
    );
    expect((await callRoute(byTeam.GET, { caller: a.manager.caller, query: { team_id: a.sales.id } })).status).toBe(
      200,
    );
    const missing = await callRoute(byTeam.GET, { caller: a.admin.caller });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.team_id).toBeDefined();
    expect((await callRoute(byTeam.GET, { caller: a.employee.caller, query: { team_id: a.sales.id } })).status).toBe(
      403,
    );
  });

  it("gives every row its document count (0 without documents here; real counts in documents.integration.test.ts)", async () => {
    const res = await callRoute(withDocs.GET, { caller: a.readOnly.caller });
    expect(res.status).toBe(200);
    expect(res.body.documents_available).toBe(true);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((r: { document_count: number }) => r.document_count === 0)).toBe(true);
    expect(ids(await callRoute(withDocs.GET, { caller: a.manager.caller, query: { per_page: 100 } }))).not.toContain(
      a.bob.id,
    );
    expect((await callRoute(withDocs.GET, { caller: a.admin.caller, query: { per_page: 0 } })).status).toBe(422);
  });
});

describe("listEmployeeInformationBulk", () => {
  it("returns only the visible people, in the order asked", async () => {
    const res = await callRoute(bulk.POST, {
      caller: a.plain.caller,
      body: { employee_ids: [a.bob.id, b.alice.id, a.secret.id, a.alice.id] },
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([a.bob.id, a.alice.id]);
    expect(res.body.data[0]).not.toHaveProperty("iban");
    const get = await callRoute(bulk.GET, {
      caller: a.manager.caller,
      path: `/api/test?employee_ids[]=${a.alice.id}&employee_ids[]=${a.bob.id}`,
    });
    expect(get.status).toBe(200);
    expect(ids(get)).toEqual([a.alice.id]);
  });

  it("lets read-only users read and refuses bad ids", async () => {
    expect((await callRoute(bulk.POST, { caller: a.readOnly.caller, body: { employee_ids: [a.bob.id] } })).status).toBe(
      200,
    );
    const bad = await callRoute(bulk.POST, { caller: a.admin.caller, body: { employee_ids: ["x"] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/^employee_ids/);
  });
});

describe("cross-groups/list", () => {
  it("lists the people of every company where the user may read people, each with its group", async () => {
    const both = await createUserInGroup({ group: a.group, role: "admin" });
    await createMembership({ userId: both.user.id, groupId: b.group.id, role: "team_only" });
    const caller = await signInAs(both.user.id, a.group.id);
    const res = await callRoute(cross.GET, { caller, query: { per_page: 500 } });
    expect(res.status).toBe(200);
    const rows = res.body.data as { employee_id: number; group_id: number; group_name: string }[];
    expect(rows.find((r) => r.employee_id === a.alice.id)).toMatchObject({
      group_id: a.group.id,
      group_name: a.group.name,
    });
    // In b the user is a team_only manager of no team: nobody there is in scope.
    expect(rows.some((r) => r.group_id === b.group.id)).toBe(false);

    await db.teamManager.create({
      data: {
        teamId: b.sales.id,
        membershipId: (await db.membership.findFirstOrThrow({ where: { userId: both.user.id, groupId: b.group.id } }))
          .id,
      },
    });
    const after = await callRoute(cross.GET, { caller, query: { per_page: 500 } });
    const bRows = (after.body.data as { employee_id: number; group_id: number }[])
      .filter((r) => r.group_id === b.group.id)
      .map((r) => r.employee_id);
    expect(bRows).toContain(b.alice.id);
    expect(bRows).not.toContain(b.bob.id);
    expect(after.body.total).toBe(after.body.data.length);
  });

  it("stays in one company for a user of one company, and excludes companies where they are an employee", async () => {
    const res = await callRoute(cross.GET, { caller: a.admin.caller, query: { per_page: 500 } });
    expect(new Set(res.body.data.map((r: { group_id: number }) => r.group_id))).toEqual(new Set([a.group.id]));
    const emp = await callRoute(cross.GET, { caller: a.employee.caller });
    expect(emp.status).toBe(200);
    expect(emp.body.data).toEqual([]);
    expect((await callRoute(cross.GET, { caller: a.admin.caller, query: { page: 0 } })).status).toBe(422);
  });
});

describe("GET /api/employees/list/excel", () => {
  async function download(caller: Caller, query = "") {
    const res = await excel.GET(
      new Request(`http://localhost/api/employees/list/excel${query}`, { headers: { cookie: caller.cookie } }),
      {
        params: Promise.resolve({}),
      },
    );
    return res;
  }
  async function sheetOf(res: Response) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet("People")!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    return { sheet, headers };
  }

  it("exports the filtered rows with the sensitive columns for a caller with the right", async () => {
    const res = await download(a.admin.caller, `?team_id=${a.sales.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const { sheet, headers } = await sheetOf(res);
    expect(headers).toEqual(expect.arrayContaining(["First name", "Last name", "National number", "IBAN", "Team"]));
    const idCol = headers.indexOf("ID") + 1;
    const exported = sheet.getColumn(idCol).values.slice(2) as number[];
    expect(exported).toContain(a.alice.id);
    expect(exported).not.toContain(a.bob.id);
    const ibanCol = headers.indexOf("IBAN") + 1;
    const aliceRow = sheet.getRow(exported.indexOf(a.alice.id) + 2);
    const alice = await db.employee.findUniqueOrThrow({ where: { id: a.alice.id } });
    expect(aliceRow.getCell(ibanCol).value).toBe(decryptField(alice.ibanEnc));
  });

  it("leaves out national number and IBAN, and sensitive people, without the sensitive right", async () => {
    const res = await download(a.plain.caller);
    expect(res.status).toBe(200);
    const { sheet, headers } = await sheetOf(res);
    expect(headers).not.toContain("National number");
    expect(headers).not.toContain("IBAN");
    expect(sheet.getColumn(headers.indexOf("ID") + 1).values).not.toContain(a.secret.id);
  });

  it("needs the Excel export right, and keeps a manager to their teams", async () => {
    expect((await download(a.noInsert.caller)).status).toBe(403);
    expect((await download(a.employee.caller)).status).toBe(403);
    const manager = await download(a.manager.caller);
    expect(manager.status).toBe(200);
    const { sheet, headers } = await sheetOf(manager);
    expect(sheet.getColumn(headers.indexOf("ID") + 1).values).not.toContain(a.bob.id);
    expect((await download(a.admin.caller, "?per_page=abc")).status).toBe(422);
  });
});

describe("photos", () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
  const webp = Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("WEBPVP8 "),
    Buffer.alloc(50),
  ]);

  it("stores a PNG, serves it with its Content-Type, and audits the change", async () => {
    const res = await callRoute(photoUpload.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.alice.id, file_base64: png.toString("base64") },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      employee_id: a.alice.id,
      has_photo: true,
      photo_url: `/api/employees/${a.alice.id}/photo`,
    });
    const served = await photo.GET(
      new Request("http://localhost/x", { headers: { cookie: a.manager.caller.cookie } }),
      { params: Promise.resolve({ id: String(a.alice.id) }) },
    );
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await latestAudit(a.alice.id, "update"))?.changes).toMatchObject({
      photo: { to: expect.stringContaining("image/png") },
    });
  });

  it("tells WebP and JPEG by their bytes and refuses anything else", async () => {
    expect(
      (
        await callRoute(photoUpload.POST, {
          caller: a.admin.caller,
          body: { employee_id: a.bob.id, file_base64: `data:image/webp;base64,${webp.toString("base64")}` },
        })
      ).status,
    ).toBe(200);
    expect((await db.employee.findUniqueOrThrow({ where: { id: a.bob.id } })).photoMime).toBe("image/webp");
    const gif = await callRoute(photoUpload.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.bob.id, file_base64: Buffer.from("GIF89a......").toString("base64") },
    });
    expect(gif.status).toBe(422);
    expect(gif.body.error.fields.file_base64).toBeDefined();
    expect(
      (
        await callRoute(photoUpload.POST, {
          caller: a.admin.caller,
          body: { employee_id: a.bob.id, file_base64: "not base64!" },
        })
      ).status,
    ).toBe(422);
  });

  it("answers 413 above 2 MB", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await callRoute(photoUpload.POST, {
      caller: a.admin.caller,
      body: { employee_id: a.bob.id, file_base64: big.toString("base64") },
    });
    expect(res.status).toBe(413);
  });

  it("refuses other groups, read-only users and managers; hides photos out of scope", async () => {
    const body = (id: number) => ({ employee_id: id, file_base64: png.toString("base64") });
    expect((await callRoute(photoUpload.POST, { caller: a.admin.caller, body: body(b.alice.id) })).status).toBe(404);
    expect((await callRoute(photoUpload.POST, { caller: a.readOnly.caller, body: body(a.alice.id) })).status).toBe(403);
    expect((await callRoute(photoUpload.POST, { caller: a.manager.caller, body: body(a.alice.id) })).status).toBe(403);
    expect((await callRoute(photo.GET, { caller: a.manager.caller, params: { id: String(a.bob.id) } })).status).toBe(
      404,
    );
    expect((await callRoute(photo.GET, { caller: b.admin.caller, params: { id: String(a.alice.id) } })).status).toBe(
      404,
    );
    expect((await callRoute(photo.GET, { caller: a.admin.caller, params: { id: String(a.secret.id) } })).status).toBe(
      404,
    );
  });
});

describe("banking", () => {
  it("gives the BIC of Belgian and Dutch IBANs, 422 for an invalid one", async () => {
    const be = await callRoute(bic.GET, { caller: a.readOnly.caller, query: { iban: "BE71 0961 2345 6769" } });
    expect(be.status).toBe(200);
    expect(be.body.data).toEqual({ iban: "BE71096123456769", country_code: "BE", bank_code: "096", bic: "GKCCBEBB" });
    expect(
      (await callRoute(bic.GET, { caller: a.admin.caller, query: { iban: "NL91ABNA0417164300" } })).body.data.bic,
    ).toBe("ABNANL2A");
    const bad = await callRoute(bic.GET, { caller: a.admin.caller, query: { iban: "BE71096123456768" } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.iban).toBeDefined();
    expect(
      (await callRoute(bic.GET, { caller: a.employee.caller, query: { iban: "NL91ABNA0417164300" } })).status,
    ).toBe(403);
  });

  it("lists the visible people without an IBAN", async () => {
    const none = await createEmployee({ groupId: a.group.id, teamId: a.sales.id, iban: null });
    const hidden = await createEmployee({ groupId: a.group.id, teamId: a.support.id, iban: null });
    const otherGroup = await createEmployee({ groupId: b.group.id, iban: null });
    const res = await callRoute(noIban.GET, { caller: a.manager.caller });
    expect(res.status).toBe(200);
    expect(res.body.data).toContain(none.id);
    expect(res.body.data).not.toContain(hidden.id);
    expect(res.body.data).not.toContain(otherGroup.id);
    expect(res.body.data).not.toContain(a.alice.id);
  });
});

describe("findMatchingEmployees", () => {
  it("matches national numbers by hash among visible people, only for callers with the sensitive right", async () => {
    const alice = await db.employee.findUniqueOrThrow({ where: { id: a.alice.id } });
    const nn = decryptField(alice.nationalNumberEnc)!;
    const secret = decryptField(
      (await db.employee.findUniqueOrThrow({ where: { id: a.secret.id } })).nationalNumberEnc,
    )!;
    const otherGroup = decryptField(
      (await db.employee.findUniqueOrThrow({ where: { id: b.bob.id } })).nationalNumberEnc,
    )!;
    // Without the sensitive right a match would reveal the number (a birth date leaves a few hundred candidates).
    const refused = await callRoute(matching.POST, { caller: a.plain.caller, body: { national_numbers: [nn] } });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(String(a.alice.id));
    const hr = await callRoute(matching.POST, {
      caller: a.hr.caller,
      body: { national_numbers: [nn, secret, otherGroup, "12345"] },
    });
    expect(hr.status).toBe(200);
    const [first, second, third, fourth] = hr.body.data.national_numbers;
    expect(first.national_number).toBe(nn);
    expect(first.matches.map((m: { employee_id: number }) => m.employee_id)).toEqual([a.alice.id]);
    expect(second.matches[0].employee_id).toBe(a.secret.id);
    expect(third.matches).toEqual([]);
    expect(fourth).toMatchObject({ valid: false, matches: [] });
  });

  it("matches name and birth date, exactly or loosely", async () => {
    const p = await createEmployee({
      groupId: a.group.id,
      teamId: a.sales.id,
      firstName: "Lotte",
      lastName: "Peeters",
      birthDate: new Date(Date.UTC(1980, 6, 14)),
    });
    const exact = await callRoute(matching.POST, {
      caller: a.readOnly.caller,
      body: { nameAndDOBs: [{ first_name: "lotte", last_name: "PEETERS", birth_date: "14/07/1980" }] },
    });
    expect(exact.status).toBe(200);
    expect(exact.body.data.nameAndDOBs[0].matches.map((m: { employee_id: number }) => m.employee_id)).toEqual([p.id]);
    const typo = { nameAndDOBs: [{ first_name: "Lotte", last_name: "Peters", birth_date: "1980-07-14" }] };
    expect(
      (await callRoute(matching.POST, { caller: a.admin.caller, body: typo })).body.data.nameAndDOBs[0].matches,
    ).toEqual([]);
    const loose = await callRoute(matching.POST, { caller: a.admin.caller, body: { ...typo, search_type: "loose" } });
    expect(loose.body.data.nameAndDOBs[0].matches.map((m: { employee_id: number }) => m.employee_id)).toEqual([p.id]);
    expect(
      (await callRoute(matching.POST, { caller: b.admin.caller, body: { ...typo, search_type: "loose" } })).body.data
        .nameAndDOBs[0].matches,
    ).toEqual([]);
  });

  it("needs one of the two inputs and valid dates", async () => {
    const none = await callRoute(matching.POST, { caller: a.admin.caller, body: {} });
    expect(none.status).toBe(422);
    expect(none.body.error.fields.national_numbers).toBeDefined();
    const bad = await callRoute(matching.POST, {
      caller: a.admin.caller,
      body: { nameAndDOBs: [{ first_name: "A", last_name: "B", birth_date: "tomorrow" }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/birth_date/);
    expect((await callRoute(matching.POST, { caller: a.employee.caller, body: { national_numbers: [] } })).status).toBe(
      403,
    );
  });
});

describe("GET /api/currencies/list", () => {
  it("lists currencies with EUR first for any signed-in user, 401 without a session", async () => {
    const res = await callRoute(currencies.GET, { caller: a.employee.caller });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ code: "EUR", name: "Euro", decimals: 2 });
    expect(res.body.total).toBeGreaterThan(100);
    expect((await callRoute(currencies.GET, {})).status).toBe(401);
  });
});
