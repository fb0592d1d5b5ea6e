// Builds the OpenAPI 3.1 document from the route handlers themselves: route() attaches its options
// (input schema, area, permission, scope) to each handler, and zod 4 turns the input schema into JSON
// Schema. Nothing is described twice, so the document cannot drift from what the API accepts.
import { z } from "zod";
import type { RouteMeta } from "@/lib/api/route";
import { SCOPES, scopeForRequest } from "@/lib/oauth/scopes";
import type { RouteModuleEntry } from "./route-module-entry";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type JsonSchema = Record<string, unknown>;
type HandlerMeta = RouteMeta | { kind: "oauth"; contentType: string };

export async function buildOpenApiDocument(entries: RouteModuleEntry[], serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const mod = await entry.load();
    for (const method of METHODS) {
      const handler = mod[method] as ({ meta?: HandlerMeta } & ((...args: never[]) => unknown)) | undefined;
      if (typeof handler !== "function") continue;
      (paths[entry.path] ??= {})[method.toLowerCase()] = operation(entry, method, handler.meta);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "HR API",
      version: "1",
      description:
        "Every call works with the session cookie of a signed-in user, or with an OAuth 2 access token " +
        "(Authorization: Bearer) carrying the scope the operation names (x-scope). Errors share one body: " +
        '{ "error": { "code", "message", "fields" } }.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
        oauth2: {
          type: "oauth2",
          flows: {
            authorizationCode: {
              authorizationUrl: "/oauth/authorize",
              tokenUrl: "/api/oauth/token",
              refreshUrl: "/api/oauth/token",
              scopes: Object.fromEntries(SCOPES.map((s) => [s, s])),
            },
          },
        },
      },
      schemas: {
        Error: {
          type: "object",
          properties: {
            error: {
              type: "object",
              properties: {
                code: { type: "string" },
                message: { type: "string" },
                fields: { type: "object", additionalProperties: { type: "string" } },
              },
              required: ["code", "message"],
            },
          },
          required: ["error"],
        },
      },
    },
  };
}

function operation(entry: RouteModuleEntry, method: string, meta: HandlerMeta | undefined) {
  const pathParams = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const op: Record<string, unknown> = {
    operationId: `${method.toLowerCase()}${entry.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    summary: entry.summary || undefined,
    tags: [entry.path.split("/")[2] ?? "api"],
    responses: {
      "200": { description: "OK", content: { "application/json": { schema: {} } } },
      default: {
        description: "Error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
  };
  if (meta?.kind === "oauth") {
    op.requestBody = { required: true, content: { [meta.contentType]: { schema: { type: "object" } } } };
    op.security = [];
    return op;
  }
  const schema = meta?.input ? inputSchema(meta.input) : null;
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  const parameters: unknown[] = pathParams.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: properties[name] ?? { type: "string" },
  }));
  const bodyLike = !["GET", "DELETE"].includes(method);
  if (!bodyLike) {
    for (const [name, prop] of Object.entries(properties)) {
      if (!pathParams.includes(name))
        parameters.push({ name, in: "query", required: required.has(name), schema: prop });
    }
  } else if (schema) {
    const bodyProps = Object.fromEntries(Object.entries(properties).filter(([name]) => !pathParams.includes(name)));
    const body = { ...schema, properties: bodyProps, required: [...required].filter((n) => !pathParams.includes(n)) };
    op.requestBody = { required: body.required.length > 0, content: { "application/json": { schema: body } } };
  }
  if (parameters.length) op.parameters = parameters;
  if (meta?.kind === "public") {
    op.security = [];
    return op;
  }
  const scope = scopeForRequest(entry.path, method, meta?.scope);
  op["x-scope"] = scope;
  if (meta?.area) op["x-area"] = meta.area;
  if (meta?.permission) op["x-permission"] = meta.permission;
  op.security = scope ? [{ session: [] }, { oauth2: [scope] }] : [{ session: [] }];
  return op;
}

// The schema of what a client sends (io: "input"): before transforms, so "id as digits" stays a string.
function inputSchema(input: z.ZodType): JsonSchema | null {
  try {
    const schema = z.toJSONSchema(input, {
      io: "input",
      unrepresentable: "any",
      target: "draft-2020-12",
    }) as JsonSchema;
    delete schema.$schema;
    return schema;
  } catch {
    return { type: "object" };
  }
}
