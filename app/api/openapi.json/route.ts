// GET /api/openapi.json – the OpenAPI 3.1 document of the whole API, generated from the route schemas
import { buildOpenApiDocument } from "@/lib/openapi/build-document";
import { ROUTE_MODULES } from "./route-modules.generated";

let cached: Promise<unknown> | undefined;

// Public on purpose: the document describes the API, it holds no data. Built once per server process.
export const GET = Object.assign(
  async () => {
    cached ??= buildOpenApiDocument(ROUTE_MODULES).catch((error) => {
      cached = undefined;
      throw error;
    });
    return Response.json(await cached, { headers: { "Cache-Control": "public, max-age=300" } });
  },
  { meta: { kind: "public" as const } },
);
