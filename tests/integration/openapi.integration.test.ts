// The OpenAPI document: every route file under app/api is in it (found from the file tree, so a new route
// is noticed), input schemas come from the routes' zod schemas, and scopes match the bearer rule.
import { setupTestDatabase } from "./helpers/db";
import { callRoute } from "./helpers/http";
import { listRouteFiles } from "@/lib/openapi/route-files";
import { renderRouteModules } from "@/lib/openapi/generate-route-modules";
import * as openapi from "@/app/api/openapi.json/route";

let doc: any;

beforeAll(async () => {
  await setupTestDatabase();
  const res = await callRoute(openapi.GET as never, { path: "/api/openapi.json" });
  expect(res.status).toBe(200);
  doc = res.body;
}, 120_000);

// Paths only: a summary (the route file's first comment) may lag until the next regeneration.
it("the generated route list names every route file (else run `npx tsx lib/openapi/generate-route-modules.ts`)", async () => {
  const { ROUTE_MODULES } = await import("@/app/api/openapi.json/route-modules.generated");
  expect(ROUTE_MODULES.map((r) => r.path)).toEqual(listRouteFiles().map((r) => r.urlPath));
  expect(renderRouteModules()).toContain("export const ROUTE_MODULES");
});

it("is OpenAPI 3.1 and lists every route file of app/api with its methods", () => {
  expect(doc.openapi).toBe("3.1.0");
  const files = listRouteFiles();
  expect(files.length).toBeGreaterThan(100);
  const missing = files.filter((f) => !doc.paths[f.urlPath] || Object.keys(doc.paths[f.urlPath]).length === 0);
  expect(missing.map((f) => f.file)).toEqual([]);
});

it("carries the input schemas: query parameters for GET, a JSON body for POST, path parameters", () => {
  const add = doc.paths["/api/teams/add"].post;
  expect(add.requestBody.content["application/json"].schema.properties).toHaveProperty("name");
  expect(add.requestBody.content["application/json"].schema.additionalProperties).toBe(false);
  const list = doc.paths["/api/teams/list"].get;
  expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["page", "search"]));
  const detail = doc.paths["/api/teams/{id}/detail"].get;
  expect(detail.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
  const apps = doc.paths["/api/client_apps/add"].post.requestBody.content["application/json"].schema;
  expect(apps.required).toEqual(expect.arrayContaining(["name", "redirect_uris", "scopes"]));
});

it("names the scope a token needs, and none where tokens are refused", () => {
  expect(doc.paths["/api/teams/list"].get["x-scope"]).toBe("teams:read");
  expect(doc.paths["/api/teams/add"].post["x-scope"]).toBe("teams:write");
  expect(doc.paths["/api/teams/add"].post.security).toContainEqual({ oauth2: ["teams:write"] });
  expect(doc.paths["/api/client_apps/add"].post["x-scope"]).toBeNull();
  expect(doc.paths["/api/client_apps/add"].post["x-area"]).toBe("developer");
  expect(doc.paths["/api/oauth/token"].post.requestBody.content).toHaveProperty("application/x-www-form-urlencoded");
});
