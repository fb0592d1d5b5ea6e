// Issue 17's findings on the handler, auth and storage side, one regression test each, through the route
// handlers, Auth.js's own endpoints and the SAML/OAuth entry points on the real database: invited people
// stay private, NUL and unpaired surrogates are refused with the field named (never a 500), API JSON is
// not cached, /rerouter never redirects where the Host header says, the CSRF check trusts neither a
// client's X-Forwarded-Host nor Origin: null, file names carry no bidi controls and a PDF/HTML polyglot
// is downloaded, not shown.
import { NextRequest } from "next/server";
import { setupTestDatabase } from "./helpers/db";
import { callRoute, type Caller } from "./helpers/http";
import { authRequest, CookieJar, postCallback, signedIn } from "./helpers/auth-flow";
import { makePeopleCompany, type PeopleCompany } from "./helpers/people-fixture";
import { createGroup, createUserInGroup, DEFAULT_TEST_PASSWORD } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { base64, samples } from "@/tests/support/document-samples";
import * as invite from "@/app/api/admin/user/invite/route";
import * as utilUsers from "@/app/api/util/users/route";
import * as adminUserList from "@/app/api/admin/user/list/route";
import * as userDetails from "@/app/api/user/details/route";
import * as updateName from "@/app/api/admin/group/updateName/route";
import * as updateInfo from "@/app/api/admin/group/updateInfo/route";
import * as updateProfile from "@/app/api/user/updateProfile/route";
import * as switchAccount from "@/app/api/accounts/switch/route";
import * as impersonationStart from "@/app/api/impersonation/start/route";
import * as teamDetail from "@/app/api/teams/[id]/detail/route";
import * as upload from "@/app/api/files/upload/route";
import * as download from "@/app/api/files/[id]/download/route";
import * as oauthToken from "@/app/api/oauth/token/route";
import * as oauthRevoke from "@/app/api/oauth/revoke/route";
import * as samlStart from "@/app/(auth)/login/saml/[subdomain]/route";
import * as samlMetadata from "@/app/(auth)/login/saml/[subdomain]/metadata/route";
import * as rerouter from "@/app/(auth)/rerouter/route";
import * as samlCallback from "@/app/(auth)/login/callback/route";

let a: PeopleCompany;

beforeAll(async () => {
  await setupTestDatabase();
  a = await makePeopleCompany();
}, 90_000);

const NUL = "\u0000";
const LONE_HIGH = "\ud800";
const LONE_LOW = "\udc00";

describe("an invited person stays private until they accept", () => {
  it("hides an existing account's name and language from the inviting company, and answers as for a new address", async () => {
    const other = await createGroup({});
    const existing = await createUserInGroup({ group: other, role: "admin", name: "Priya Private", language: "fr" });
    const fresh = `fresh-${Date.now()}@example.test`;

    const res = await callRoute(invite.POST, {
      caller: a.admin.caller,
      body: { emails: [existing.user.email, fresh] },
    });
    expect(res.status).toBe(200);
    const [known, unknown] = res.body.data;
    // The same answer, field for field, whether the address had an account or not.
    expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort());
    expect({ ...known, email: "", user_id: "" }).toEqual({ ...unknown, email: "", user_id: "" });

    const list = await callRoute(utilUsers.GET, { caller: a.admin.caller, query: { include_user_rights: 1 } });
    const row = list.body.data.find((u: { email: string }) => u.email === existing.user.email);
    const newRow = list.body.data.find((u: { email: string }) => u.email === fresh);
    expect(row).toMatchObject({ status: "invited", real_name: "", language: null });
    expect(newRow).toMatchObject({ status: "invited", real_name: "", language: null });
    expect(JSON.stringify(list.body)).not.toContain("Priya");

    // Nor can the name be found by searching the users screen.
    const search = await callRoute(adminUserList.GET, { caller: a.admin.caller, query: { search: "Priya" } });
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(0);
    const byEmail = await callRoute(adminUserList.GET, {
      caller: a.admin.caller,
      query: { search: existing.user.email },
    });
    expect(byEmail.body.data[0]).toMatchObject({ real_name: "", language: null });

    // Once accepted (an enabled member), the person is the company's colleague and shows as such.
    await db.membership.updateMany({
      where: { userId: existing.user.id, groupId: a.group.id },
      data: { status: "enabled" },
    });
    const after = await callRoute(utilUsers.GET, { caller: a.admin.caller });
    expect(after.body.data.find((u: { email: string }) => u.email === existing.user.email)).toMatchObject({
      real_name: "Priya Private",
      language: "fr",
    });
  });
});

describe("NUL and unpaired surrogates are refused where input is parsed, naming the field", () => {
  const refused = (res: { status: number; body: any }, field: string) => {
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toHaveProperty(field);
  };

  it("in JSON bodies (group name and info, profile, account switch, impersonation, uploads)", async () => {
    refused(await callRoute(updateName.POST, { caller: a.admin.caller, body: { name: `Acme${NUL}` } }), "name");
    refused(
      await callRoute(updateName.POST, {
        caller: a.admin.caller,
        rawBody: '{"name":"Acme\\ud800"}',
        headers: { "content-type": "application/json" },
      }),
      "name",
    );
    refused(
      await callRoute(updateInfo.POST, {
        caller: a.admin.caller,
        rawBody: '{"city":"Gent\\udc00"}',
        headers: { "content-type": "application/json" },
      }),
      "city",
    );
    refused(
      await callRoute(updateProfile.POST, { caller: a.admin.caller, body: { real_name: `Ann${NUL}` } }),
      "real_name",
    );
    refused(
      await callRoute(switchAccount.POST, { caller: a.admin.caller, body: { subdomain: `x${NUL}` } }),
      "subdomain",
    );
    refused(
      await callRoute(impersonationStart.POST, { caller: a.admin.caller, body: { user_id: `${NUL}` } }),
      "user_id",
    );
    const file = { related_object_id: a.alice.id, document_type: "contract", file_base64: base64(samples.pdf()) };
    refused(
      await callRoute(upload.POST, { caller: a.admin.caller, body: { ...file, filename: `a${NUL}.pdf` } }),
      "filename",
    );
    refused(
      await callRoute(upload.POST, {
        caller: a.admin.caller,
        rawBody: JSON.stringify({ ...file, filename: "x.pdf" }).replace('"x.pdf"', '"\\ud800.pdf"'),
        headers: { "content-type": "application/json" },
      }),
      "filename",
    );
    // A key with a NUL is named too (as far as it can be).
    expect((await callRoute(updateName.POST, { caller: a.admin.caller, body: { [`na${NUL}me`]: "x" } })).status).toBe(
      422,
    );
    expect((await db.group.findUniqueOrThrow({ where: { id: a.group.id } })).name).not.toContain(NUL);
  });

  it("in query strings (admin user search) and path parameters", async () => {
    refused(await callRoute(adminUserList.GET, { caller: a.admin.caller, query: { search: `ann${NUL}` } }), "search");
    refused(await callRoute(teamDetail.GET, { caller: a.admin.caller, params: { id: `1${NUL}` } }), "id");
    refused(await callRoute(teamDetail.GET, { caller: a.admin.caller, params: { id: LONE_LOW } }), "id");
  });

  it("at the sign-in endpoint, without a CSRF token: 400 naming email, no session", async () => {
    const jar = new CookieJar();
    const res = await authRequest(jar, "/api/auth/callback/credentials", {
      email: `a${NUL}@example.test`,
      password: "x",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("email");
    expect(signedIn(jar)).toBe(false);
    // (A form cannot carry an unpaired surrogate: URL decoding turns it into U+FFFD.)
    const inPassword = await authRequest(new CookieJar(), "/api/auth/callback/credentials", {
      email: "a@example.test",
      password: `x${NUL}`,
    });
    expect(inPassword.status).toBe(400);
  });

  it("a NUL in the sign-in callbackUrl answers 400 before any session cookie is set", async () => {
    const { user } = await createUserInGroup({ group: a.group, role: "default" });
    const { res, jar } = await postCallback("credentials", {
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
      callbackUrl: `/people${NUL}`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("callbackUrl");
    expect(signedIn(jar)).toBe(false);
    // Without the NUL the same sign-in works.
    const ok = await postCallback("credentials", {
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
      callbackUrl: "/people",
    });
    expect(ok.res.status).toBe(302);
    expect(signedIn(ok.jar)).toBe(true);
  });

  it("at the OAuth token and revoke endpoints (client_id), also inside Basic credentials", async () => {
    const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      new Request("http://localhost/api/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(body).toString(),
      });
    for (const handler of [oauthToken.POST, oauthRevoke.POST]) {
      const res = await handler(
        form({ grant_type: "refresh_token", client_id: `app${NUL}`, token: "t", refresh_token: "t" }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).error_description).toMatch(/^client_id /);
    }
    const basic = Buffer.from(`app%00:secret`).toString("base64");
    const res = await oauthToken.POST(
      form({ grant_type: "refresh_token", refresh_token: "t" }, { authorization: `Basic ${basic}` }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error_description).toMatch(/^client_id /);
  });

  it("on the SAML paths (/login/saml/%00 and its metadata)", async () => {
    const req = new NextRequest("http://localhost:3000/login/saml/%00");
    const res = await samlStart.GET(req, { params: Promise.resolve({ subdomain: NUL }) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("subdomain");
    const meta = await samlMetadata.GET(new NextRequest("http://localhost:3000/login/saml/x/metadata"), {
      params: Promise.resolve({ subdomain: `x${LONE_HIGH}` }),
    });
    expect(meta.status).toBe(400);
  });
});

describe("the SAML assertion consumer service, signed out", () => {
  it("answers a response whose InResponseTo holds a NUL with the failure page, never a 500", async () => {
    for (const id of [`_r${NUL}`, `_r${LONE_HIGH}`]) {
      const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_x" InResponseTo="${id}"></samlp:Response>`;
      const req = new NextRequest("http://localhost:3000/login/callback", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ SAMLResponse: Buffer.from(xml, "utf8").toString("base64") }).toString(),
      });
      const res = await samlCallback.POST(req);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toContain("/login/sso-failed");
    }
  });
});

describe("API JSON is never cached", () => {
  it("sends Cache-Control: no-store on /api/user/details, on lists and on errors", async () => {
    const details = await callRoute(userDetails.GET, { caller: a.admin.caller });
    expect(details.status).toBe(200);
    expect(details.headers.get("cache-control")).toBe("no-store");
    expect((await callRoute(utilUsers.GET, { caller: a.admin.caller })).headers.get("cache-control")).toBe("no-store");
    expect((await callRoute(userDetails.GET, {})).headers.get("cache-control")).toBe("no-store");
  });
});

describe("/rerouter redirects from configuration, never from the Host header", () => {
  const saved = { APP_URL: process.env.APP_URL, PORT: process.env.PORT };
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it("with APP_URL unset goes to http://localhost:$PORT whatever Host says", async () => {
    delete process.env.APP_URL;
    process.env.PORT = "3999";
    const req = new NextRequest("http://evil.example/rerouter", {
      headers: { host: "evil.example", "x-forwarded-host": "evil2.example" },
    });
    const res = await rerouter.GET(req);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost:3999/login");
  });

  it("with APP_URL set goes there", async () => {
    process.env.APP_URL = "https://hr.example.be/";
    const res = await rerouter.GET(
      new NextRequest("http://evil.example/rerouter", { headers: { host: "evil.example" } }),
    );
    expect(res.headers.get("location")).toBe("https://hr.example.be/login");
  });
});

describe("the CSRF check", () => {
  const write = (caller: Caller, headers: Record<string, string>) =>
    callRoute(updateProfile.POST, { caller, body: { real_name: "Same Name" }, headers });

  it("refuses Origin: null", async () => {
    const res = await write(a.plain.caller, { origin: "null", host: "localhost" });
    expect(res.status).toBe(403);
  });

  it("trusts X-Forwarded-Host only with TRUST_PROXY=1", async () => {
    const forged = { origin: "https://evil.example", host: "localhost", "x-forwarded-host": "evil.example" };
    expect((await write(a.plain.caller, forged)).status).toBe(403);
    process.env.TRUST_PROXY = "1";
    try {
      const proxied = { origin: "https://hr.example.be", host: "10.0.0.2:3000", "x-forwarded-host": "hr.example.be" };
      expect((await write(a.plain.caller, proxied)).status).toBe(200);
    } finally {
      delete process.env.TRUST_PROXY;
    }
    expect((await write(a.plain.caller, { origin: "http://localhost", host: "localhost" })).status).toBe(200);
  });
});

describe("uploaded files", () => {
  const uploadAs = (filename: string, bytes: Buffer) =>
    callRoute(upload.POST, {
      caller: a.admin.caller,
      body: { related_object_id: a.alice.id, document_type: "contract", filename, file_base64: base64(bytes) },
    });

  it("refuses bidi controls in a file name (\\u202egpj.exe.pdf shows as fdp.exe.jpg)", async () => {
    for (const name of ["\u202egpj.exe.pdf", "report\u2067.pdf", "a\u200f.pdf"]) {
      const res = await uploadAs(name, samples.pdf());
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toHaveProperty("filename");
    }
  });

  it("serves a PDF/HTML polyglot as an attachment, a plain PDF and an image inline", async () => {
    const polyglot = Buffer.concat([
      samples.pdf(),
      Buffer.from("<html><body><script>alert(document.domain)</script></body></html>\n"),
    ]);
    const poly = await uploadAs("Polyglot.pdf", polyglot);
    expect(poly.status).toBe(200);
    const served = await callRoute(download.GET, { caller: a.admin.caller, params: { id: String(poly.body.file_id) } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment;/);

    const plain = await uploadAs("Plain.pdf", samples.pdf());
    const plainServed = await callRoute(download.GET, {
      caller: a.admin.caller,
      params: { id: String(plain.body.file_id) },
    });
    expect(plainServed.headers.get("content-disposition")).toMatch(/^inline;/);
    const image = await uploadAs("Photo.png", samples.png());
    const imageServed = await callRoute(download.GET, {
      caller: a.admin.caller,
      params: { id: String(image.body.file_id) },
    });
    expect(imageServed.headers.get("content-disposition")).toMatch(/^inline;/);
  });
});
