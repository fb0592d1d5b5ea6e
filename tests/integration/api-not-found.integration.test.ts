// Unknown /api paths answer a JSON 404 in the API's error shape (app/api/[...missing]/route.ts), for every
// method and whether or not the caller is signed in, instead of the HTML "lost" page.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import * as missing from "@/app/api/[...missing]/route";
import { listRouteFiles } from "@/lib/openapi/route-files";

beforeAll(async () => {
  await setupTestDatabase();
}, 120_000);

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

describe("an unknown /api path", () => {
  it("answers 404 JSON for every method, signed out", async () => {
    for (const method of METHODS) {
      const res = await callRoute(missing[method], {
        method,
        path: "/api/no-such-thing",
        params: { missing: "no-such-thing" },
        ...(method === "GET" || method === "DELETE" ? {} : { body: { a: 1 } }),
      });
      expect([method, res.status, res.headers.get("content-type")]).toEqual([
        method,
        404,
        expect.stringMatching(/^application\/json/),
      ]);
      expect(res.body).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
  });

  it("answers the same 404 to a signed-in caller (the session is not read)", async () => {
    const group = await createGroup();
    const admin = await createUserInGroup({ group, role: "admin" });
    const caller = await signInAs(admin.user.id, group.id);
    const get = await callRoute(missing.GET, { caller, path: "/api/no-such-thing", params: { missing: "x" } });
    const post = await callRoute(missing.POST, { caller, path: "/api/no-such-thing", body: {} });
    expect([get.status, get.body.error.code, post.status, post.body.error.code]).toEqual([
      404,
      "not_found",
      404,
      "not_found",
    ]);
  });

  it("is not an operation of the API document", () => {
    expect(listRouteFiles().some((r) => r.file.includes("[...missing]"))).toBe(false);
  });
});
