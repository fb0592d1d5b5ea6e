// Company settings through their route handlers: info, details with Belgian/Dutch number checks, name,
// logo upload (type from the bytes, 1 MB limit) and fetch (content type, caching per version), lead sync;
// each scoped to the caller's group, admins only, read-only refused, audited.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { stopQueue } from "@/lib/jobs/queue";
import { runLeadSync } from "@/lib/settings/run-lead-sync";
import * as info from "@/app/api/admin/group/info/route";
import * as updateInfo from "@/app/api/admin/group/updateInfo/route";
import * as updateName from "@/app/api/admin/group/updateName/route";
import * as syncLead from "@/app/api/admin/group/syncLead/route";
import * as upload from "@/app/api/util/logo/upload/route";
import * as getlogo from "@/app/api/util/logo/getlogo/route";

async function makeCompany(country: "BE" | "NL" = "BE") {
  const group = await createGroup({ country });
  const admin = await createUserInGroup({ group, role: "admin" });
  const readOnlyAdmin = await createUserInGroup({ group, role: "admin", readOnly: true });
  const defaultUser = await createUserInGroup({ group, role: "default" });
  const manager = await createUserInGroup({ group, role: "team_only" });
  const employee = await createUserInGroup({ group, role: "employee" });
  return {
    group,
    admin: { ...admin, caller: await signInAs(admin.user.id, group.id) },
    readOnly: await signInAs(readOnlyAdmin.user.id, group.id),
    defaultUser: await signInAs(defaultUser.user.id, group.id),
    manager: await signInAs(manager.user.id, group.id),
    employee: await signInAs(employee.user.id, group.id),
  };
}

let a: Awaited<ReturnType<typeof makeCompany>>;
let b: Awaited<ReturnType<typeof makeCompany>>;
let nl: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makeCompany();
  b = await makeCompany();
  nl = await makeCompany("NL");
}, 60_000);

afterAll(async () => {
  await stopQueue();
});

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4840000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(14),
]);

const post = (handler: typeof updateInfo.POST, caller: Caller | null, body: unknown) =>
  callRoute(handler, { caller, body });
const groupRow = (id: number) => db.group.findUniqueOrThrow({ where: { id } });

describe("GET /admin/group/info", () => {
  it("answers the caller's company", async () => {
    const res = await callRoute(info.GET, { caller: a.admin.caller });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: a.group.id,
      name: a.group.name,
      subdomain: a.group.subdomain,
      edition: "full",
      country: "BE",
      logo_url: null,
      trial_end: null,
    });
  });

  it("is admins only", async () => {
    for (const caller of [a.defaultUser, a.manager, a.employee])
      expect((await callRoute(info.GET, { caller })).status).toBe(403);
    expect((await callRoute(info.GET, {})).status).toBe(401);
  });
});

describe("POST /admin/group/updateInfo", () => {
  it("stores valid Belgian details in compact form, audited", async () => {
    const res = await post(updateInfo.POST, a.admin.caller, {
      enterprise_number: "0403.019.261",
      vat_number: "BE 0403.019.261",
      street: "Wetstraat",
      house_number: "16",
      postal_code: "1000",
      city: "Brussel",
      country_code: "be",
      phone: "+32 2 501 02 11",
      email: "hr@example.be",
      website: "https://example.be",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      enterprise_number: "0403019261",
      vat_number: "BE0403019261",
      postal_code: "1000",
      country_code: "BE",
    });
    expect(await groupRow(a.group.id)).toMatchObject({
      enterpriseNumber: "0403019261",
      city: "Brussel",
      email: "hr@example.be",
    });
    expect((await groupRow(b.group.id)).enterpriseNumber).toBeNull();
    const audit = await db.auditLog.findFirst({
      where: { groupId: a.group.id, objectType: "group", action: "update" },
      orderBy: { id: "desc" },
    });
    expect(audit?.actorUserId).toBe(a.admin.user.id);
    expect(audit?.changes).toMatchObject({ enterprise_number: { from: null, to: "0403019261" } });
  });

  it("changes only the fields sent; an empty string clears one", async () => {
    const res = await post(updateInfo.POST, a.admin.caller, { phone: "" });
    expect(res.status).toBe(200);
    expect(await groupRow(a.group.id)).toMatchObject({ phone: null, city: "Brussel" });
    const audits = await db.auditLog.count({ where: { groupId: a.group.id, objectType: "group" } });
    expect((await post(updateInfo.POST, a.admin.caller, {})).status).toBe(200);
    expect(await db.auditLog.count({ where: { groupId: a.group.id, objectType: "group" } })).toBe(audits);
  });

  it("answers 422 naming each bad field", async () => {
    const res = await post(updateInfo.POST, a.admin.caller, {
      enterprise_number: "0403.019.262",
      vat_number: "FR123",
      postal_code: "10000",
      email: "not-mail",
      website: "example",
      country_code: "BEL",
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      expect.arrayContaining(["country_code", "email", "website"]),
    );
    const numbers = await post(updateInfo.POST, a.admin.caller, {
      enterprise_number: "0403.019.262",
      vat_number: "FR123",
      postal_code: "10000",
    });
    expect(numbers.status).toBe(422);
    expect(Object.keys(numbers.body.error.fields).sort()).toEqual(["enterprise_number", "postal_code", "vat_number"]);
    expect((await groupRow(a.group.id)).enterpriseNumber).toBe("0403019261");
    const unknown = await post(updateInfo.POST, a.admin.caller, { group_id: b.group.id });
    expect(unknown.status).toBe(422);
  });

  it("checks Dutch numbers for a Dutch company", async () => {
    const ok = await post(updateInfo.POST, nl.admin.caller, {
      enterprise_number: "12345678",
      vat_number: "NL123456789B01",
      country_code: "NL",
      postal_code: "1012ab",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      enterprise_number: "12345678",
      vat_number: "NL123456789B01",
      postal_code: "1012 AB",
    });
    const bad = await post(updateInfo.POST, nl.admin.caller, {
      enterprise_number: "0403019261",
      vat_number: "NL123456789",
      postal_code: "1000",
    });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["enterprise_number", "postal_code", "vat_number"]);
  });

  it("refuses non-admins and read-only admins", async () => {
    expect((await post(updateInfo.POST, a.defaultUser, { city: "Gent" })).status).toBe(403);
    expect((await post(updateInfo.POST, a.manager, { city: "Gent" })).status).toBe(403);
    const ro = await post(updateInfo.POST, a.readOnly, { city: "Gent" });
    expect(ro.status).toBe(403);
    expect(ro.body.error.code).toBe("read_only");
    expect((await groupRow(a.group.id)).city).toBe("Brussel");
  });
});

describe("POST /admin/group/updateName", () => {
  it("renames only the caller's company, audited", async () => {
    const res = await post(updateName.POST, b.admin.caller, { name: "  Brouwerij Test  " });
    expect(res.status).toBe(200);
    expect((await groupRow(b.group.id)).name).toBe("Brouwerij Test");
    expect((await groupRow(a.group.id)).name).toBe(a.group.name);
    const audit = await db.auditLog.findFirst({
      where: { groupId: b.group.id, objectType: "group" },
      orderBy: { id: "desc" },
    });
    expect(audit?.changes).toEqual({ name: { from: b.group.name, to: "Brouwerij Test" } });
  });

  it("answers 422 for an empty or long name, 403 for others", async () => {
    expect((await post(updateName.POST, b.admin.caller, { name: " " })).body.error.fields).toHaveProperty("name");
    expect((await post(updateName.POST, b.admin.caller, { name: "x".repeat(101) })).status).toBe(422);
    expect((await post(updateName.POST, b.readOnly, { name: "X" })).status).toBe(403);
    expect((await post(updateName.POST, b.employee, { name: "X" })).status).toBe(403);
  });
});

describe("logo", () => {
  it("answers 404 without a logo", async () => {
    expect((await callRoute(getlogo.GET, { caller: b.admin.caller })).status).toBe(404);
  });

  it("stores a PNG decided by its bytes (a data: URL's declared type ignored), audited, and serves it", async () => {
    const res = await post(upload.POST, a.admin.caller, {
      file_base64: `data:application/pdf;base64,${PNG.toString("base64")}`,
      filename: "logo.pdf",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      mime: "image/png",
      size: PNG.length,
      logo_url: expect.stringMatching(/^\/util\/logo\/getlogo\?v=[0-9a-f]{16}$/),
    });
    const audit = await db.auditLog.findFirst({ where: { groupId: a.group.id, objectType: "group_logo" } });
    expect(audit?.actorUserId).toBe(a.admin.user.id);

    const version = new URL(res.body.data.logo_url, "http://x").searchParams.get("v")!;
    const fetched = await callRoute(getlogo.GET, { caller: a.employee, query: { v: version } });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("image/png");
    expect(fetched.headers.get("cache-control")).toContain("immutable");
    const unversioned = await callRoute(getlogo.GET, { caller: a.employee });
    expect(unversioned.headers.get("cache-control")).toContain("no-cache");
    expect((await callRoute(info.GET, { caller: a.admin.caller })).body.data.logo_url).toBe(res.body.data.logo_url);
    // Another company's members see their own (absent) logo.
    expect((await callRoute(getlogo.GET, { caller: b.employee, query: { v: version } })).status).toBe(404);
  });

  it("accepts WebP", async () => {
    const res = await post(upload.POST, nl.admin.caller, { file_base64: WEBP.toString("base64") });
    expect(res.status).toBe(200);
    expect(res.body.data.mime).toBe("image/webp");
  });

  it("refuses a disguised file (a .png name with PDF bytes) and SVG, naming file_base64", async () => {
    const pdf = await post(upload.POST, b.admin.caller, { file_base64: PDF.toString("base64"), filename: "logo.png" });
    expect(pdf.status).toBe(422);
    expect(pdf.body.error.fields).toHaveProperty("file_base64");
    const svg = await post(upload.POST, b.admin.caller, {
      file_base64: `data:image/svg+xml;base64,${SVG.toString("base64")}`,
    });
    expect(svg.status).toBe(422);
    const notBase64 = await post(upload.POST, b.admin.caller, { file_base64: "%%%" });
    expect(notBase64.body.error.fields).toHaveProperty("file_base64");
    expect((await groupRow(b.group.id)).logo).toBeNull();
  });

  it("answers 413 above 1 MB", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const res = await post(upload.POST, b.admin.caller, { file_base64: big.toString("base64") });
    expect(res.status).toBe(413);
    const huge = await post(upload.POST, b.admin.caller, {
      file_base64: Buffer.alloc(2 * 1024 * 1024).toString("base64"),
    });
    expect(huge.status).toBe(413);
    expect((await groupRow(b.group.id)).logo).toBeNull();
  });

  it("refuses non-admins and read-only admins", async () => {
    const body = { file_base64: PNG.toString("base64") };
    expect((await post(upload.POST, b.defaultUser, body)).status).toBe(403);
    expect((await post(upload.POST, b.manager, body)).status).toBe(403);
    expect((await post(upload.POST, b.readOnly, body)).body.error.code).toBe("read_only");
    expect((await groupRow(b.group.id)).logo).toBeNull();
  });
});

describe("POST /admin/group/syncLead", () => {
  it("records the time, audits and queues the job", async () => {
    const res = await callRoute(syncLead.POST, { caller: a.admin.caller, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.data.queued).toBe(true);
    expect((await groupRow(a.group.id)).leadSyncedAt).toBeInstanceOf(Date);
    expect((await groupRow(b.group.id)).leadSyncedAt).toBeNull();
    expect(await db.auditLog.count({ where: { groupId: a.group.id, objectType: "group_lead_sync" } })).toBe(1);
  });

  it("refuses non-admins and read-only admins", async () => {
    expect((await callRoute(syncLead.POST, { caller: b.defaultUser, method: "POST" })).status).toBe(403);
    expect((await callRoute(syncLead.POST, { caller: b.readOnly, method: "POST" })).status).toBe(403);
    expect((await groupRow(b.group.id)).leadSyncedAt).toBeNull();
  });

  it("the job logs without LEAD_SYNC_URL and posts the lead data when it is set", async () => {
    const log = jest.spyOn(console, "info").mockImplementation(() => undefined);
    expect(await runLeadSync(a.group.id, undefined)).toBe("logged");
    log.mockRestore();
    const fetchSpy = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    expect(await runLeadSync(a.group.id, "https://crm.example/leads")).toBe("sent");
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://crm.example/leads");
    expect(JSON.parse(String(init!.body))).toMatchObject({
      group_id: a.group.id,
      enterprise_number: "0403019261",
      users: 5,
    });
    fetchSpy.mockResolvedValue(new Response("no", { status: 500 }));
    await expect(runLeadSync(a.group.id, "https://crm.example/leads")).rejects.toThrow(/500/);
    fetchSpy.mockRestore();
  });
});
