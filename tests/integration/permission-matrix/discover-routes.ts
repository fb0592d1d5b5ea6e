// Finds every route handler of the app from the file tree (app/**/route.ts), so a route another change adds
// is in the matrix without anyone listing it. What access a route declares (area, permission, allowReadOnly,
// publicRoute) is read from its source text: route() keeps its options inside a closure, and the matrix only
// uses them to pick the switch the "user without the switch" persona lacks and to judge the recorded outcomes.
import fs from "node:fs";
import path from "node:path";

export const APP_ROOT = path.resolve(__dirname, "../../..");
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type RouteFile = {
  /** Path of the file from the repository root, e.g. app/api/teams/[id]/detail/route.ts */
  file: string;
  /** URL pattern without route groups, e.g. /api/teams/[id]/detail */
  pattern: string;
  /** Dynamic segment names in order, e.g. ["id"] */
  params: string[];
  source: string;
};

export type Declared = {
  areas: string[];
  permissions: string[];
  isPublic: boolean;
  allowReadOnly: boolean;
};

export function findRouteFiles(): RouteFile[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts" || entry.name === "route.tsx") found.push(full);
    }
  };
  walk(path.join(APP_ROOT, "app"));
  return found.sort().map((full) => {
    const file = path.relative(APP_ROOT, full).split(path.sep).join("/");
    const segments = file
      .split("/")
      .slice(1, -1)
      .filter((s) => !/^\(.*\)$/.test(s));
    const params = segments.filter((s) => s.startsWith("[")).map((s) => s.replace(/^\[(\.\.\.)?|\]$/g, ""));
    return { file, pattern: "/" + segments.join("/"), params, source: fs.readFileSync(full, "utf8") };
  });
}

/** The HTTP methods a route module exports as functions (re-exports included: the module is loaded). */
export function exportedMethods(mod: Record<string, unknown>): HttpMethod[] {
  return HTTP_METHODS.filter((m) => typeof mod[m] === "function");
}

export function declaredAccess(source: string): Declared {
  const all = (re: RegExp) => [...source.matchAll(re)].map((m) => m[1]!);
  return {
    areas: [...new Set(all(/\barea:\s*"([a-z_]+)"/g))],
    // `permission: "a.b"` or several, `permission: ["a.b", "c.d"]` (route() wants them all).
    permissions: [
      ...new Set([
        ...all(/\bpermission:\s*"([a-z_.]+)"/g),
        ...[...source.matchAll(/\bpermission:\s*\[([^\]]*)\]/g)].flatMap((m) =>
          [...m[1]!.matchAll(/"([a-z_.]+)"/g)].map((p) => p[1]!),
        ),
      ]),
    ],
    isPublic: /\bpublicRoute\s*\(/.test(source),
    allowReadOnly: /\ballowReadOnly:\s*true/.test(source),
  };
}

// The switch whose absence should close a route: the permission's switch first (wages.write inside the people
// area is about wages), else the area's. Routes gated by role only (settings, teams, users.manage) have none.
const PERMISSION_SWITCH: Record<string, string> = {
  "employees.read": "employee_details",
  "employees.write": "employee_details",
  "employees.insert": "employee_insert",
  "wages.read": "wages",
  "wages.write": "wages",
  "sensitive.read": "sensitive_settings",
  "exports.excel": "excel_exports",
  "leave.read": "calendar",
  "leave.approve": "calendar",
  "leave.manage": "calendar",
  "leave.lock": "wages",
  "integrations.read": "payroll_provider",
  "integrations.manage": "payroll_provider",
  "data_conflicts.read": "payroll_provider",
  "data_conflicts.manage": "payroll_provider",
  "payroll.read": "payroll_provider",
  "payroll.write": "payroll_provider",
  "payroll.push": "payroll_provider",
  "provider_commands.request": "payroll_provider",
  "advances.read": "advances_payout",
  "advances.write": "advances_payout",
};
const AREA_SWITCH: Record<string, string> = {
  people: "employee_details",
  documents: "documents",
  calendar: "calendar",
  assets: "assets",
  fleet: "fleet",
  expenses: "expenses",
  software: "software",
  contracts: "wages",
  trainings: "trainings",
  internal_messages: "internal_messages",
  performance: "performance_reviews",
  workflows: "workflows",
  insights: "stats",
};

/**
 * The switch relevant to one method of a route. Excel/export downloads are about excel_exports even when the
 * route only declares the people area (the use case is expected to check it).
 */
export function relevantSwitch(route: RouteFile, declared: Declared): string | null {
  if (/excel|export/i.test(route.pattern) && !/^\/api\/exports\//.test(route.pattern)) return "excel_exports";
  for (const p of declared.permissions) if (PERMISSION_SWITCH[p]) return PERMISSION_SWITCH[p]!;
  for (const a of declared.areas) if (AREA_SWITCH[a]) return AREA_SWITCH[a]!;
  return null;
}

/**
 * The declaration of one exported method: the text from `export const METHOD` to the next export. Files with
 * one handler, or handlers built elsewhere, fall back to the whole file.
 */
export function declaredForMethod(source: string, method: HttpMethod): Declared {
  const start = source.search(new RegExp(`export\\s+(const|async function|function)\\s+${method}\\b`));
  if (start < 0) return declaredAccess(source);
  const rest = source.slice(start + 1);
  const next = rest.search(/\nexport\s/);
  const own = declaredAccess(next < 0 ? rest : rest.slice(0, next));
  // Options kept in a shared const (`route({ ...options, allowReadOnly: true })`): area and permission
  // come from the whole file, allowReadOnly stays the method's own.
  if (own.areas.length === 0 && own.permissions.length === 0) {
    const file = declaredAccess(source);
    return { ...own, areas: file.areas, permissions: file.permissions };
  }
  return own;
}

type HandlerMeta = { kind?: string; area?: string; permission?: string | readonly string[]; allowReadOnly?: boolean };

/**
 * What a handler declares: route() and publicRoute() attach their options as `meta` (the OpenAPI document
 * reads them too); a handler without it falls back to its source text, and one that calls neither wrapper
 * nor requireApiContext does its own authentication (a protocol endpoint) and counts as public.
 */
export function declaredForHandler(handler: unknown, source: string, method: HttpMethod): Declared {
  const meta = (handler as { meta?: HandlerMeta } | undefined)?.meta;
  if (meta && typeof meta === "object" && meta.kind) {
    return {
      areas: meta.area ? [meta.area] : [],
      permissions: meta.permission ? [meta.permission].flat() : [],
      isPublic: meta.kind !== "route",
      allowReadOnly: Boolean(meta.allowReadOnly),
    };
  }
  const declared = declaredForMethod(source, method);
  if (!declared.isPublic && !/\broute\s*\(|requireApiContext/.test(source)) return { ...declared, isPublic: true };
  return declared;
}
