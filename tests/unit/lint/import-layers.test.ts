/**
 * @jest-environment node
 */
// The import-layer rules of eslint.config.mjs (scripts/lint/layer-rules.mjs) run through ESLint's own Node
// API in a child process (jest's module sandbox cannot load an ES-module config): a deliberate violation in
// each layer is an error, the allowed directions are not, the three files that broke the layers once stay
// clean, an eslint-disable comment must name a real rule that it actually silences, and no file outside
// lib/access reads a role or a switch itself (scripts/lint/access-rules.mjs).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const LAYER_RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);
const GATE_MESSAGE = "access decisions live in lib/access";

type Case = { file: string; code: string };
type Result = { file: string; layerErrors: string[]; errors: { ruleId: string | null; message: string }[] };

/** Lints source strings as if they lived at `file`, and real files, with the project's config. */
function lint(cases: Case[], files: string[] = []): Result[] {
  const script = `
    import { ESLint } from "eslint";
    const { cases, files } = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const c of cases) out.push(...(await eslint.lintText(c.code, { filePath: c.file })));
    if (files.length) out.push(...(await eslint.lintFiles(files)));
    const rules = ${JSON.stringify([...LAYER_RULES])};
    console.log(JSON.stringify(out.map((r) => ({
      file: r.filePath.slice(process.cwd().length + 1),
      layerErrors: r.messages.filter((m) => m.severity === 2 && rules.includes(m.ruleId)).map((m) => m.message),
      errors: r.messages.filter((m) => m.severity === 2).map((m) => ({ ruleId: m.ruleId, message: m.message })),
    }))));
  `;
  const stdout = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", script, JSON.stringify({ cases, files })],
    {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as Result[];
}

const forbidden: Case[] = [
  // lib/ never imports app/ or components/ (alias, relative climb, dynamic import, type-only import).
  { file: "lib/people/x.ts", code: 'import { GET } from "@/app/api/teams/list/route";\nexport const x = GET;\n' },
  { file: "lib/openapi/x.ts", code: 'export const load = () => import("@/app/api/teams/list/route");\n' },
  {
    file: "lib/people/x.ts",
    code: 'import type { ButtonProps } from "../../components/ui/button";\nexport type X = ButtonProps;\n',
  },
  { file: "lib/shell/x.ts", code: 'export { Button } from "@/components/ui/button";\n' },
  // components and pages never import lib/db.
  { file: "components/people/x.tsx", code: 'import { db } from "@/lib/db";\nexport const x = db;\n' },
  { file: "components/people/x.tsx", code: 'import { db } from "@/lib/db/client";\nexport const x = db;\n' },
  { file: "components/people/x.tsx", code: 'import { db } from "../../lib/db/client";\nexport const x = db;\n' },
  { file: "app/(app)/people/page.tsx", code: 'import { db } from "@/lib/db/client";\nexport const x = db;\n' },
  { file: "app/(app)/layout.tsx", code: 'const { db } = require("@/lib/db/client");\nexport const x = db;\n' },
  // lib/be, lib/nl and lib/validation never import lib/api or lib/db (nor app/ or components/).
  { file: "lib/be/x.ts", code: 'import { AppError } from "@/lib/api/errors";\nexport const x = AppError;\n' },
  { file: "lib/nl/x.ts", code: 'import { db } from "../db/client";\nexport const x = db;\n' },
  { file: "lib/validation/x.ts", code: 'import { route } from "@/lib/api";\nexport const x = route;\n' },
  { file: "lib/be/x.ts", code: 'import { GET } from "@/app/api/teams/list/route";\nexport const x = GET;\n' },
  // lib/access never imports lib/db.
  { file: "lib/access/x.ts", code: 'import { db } from "@/lib/db/client";\nexport const x = db;\n' },
  // One gate table (scripts/lint/access-rules.mjs): no raw role or switch checks outside lib/access.
  { file: "lib/documents/x.ts", code: 'export const x = (ctx: any) => ctx.subject.role === "employee";\n' },
  { file: "lib/people/x.ts", code: 'export const x = (s: any) => "admin" !== s.role;\n' },
  { file: "app/(app)/people/page.tsx", code: "export const x = (ctx: any) => !ctx.subject.switches.read_only;\n" },
  { file: "app/api/teams/x/route.ts", code: "export const x = (s: any) => s.switches;\n" },
  { file: "components/people/x.tsx", code: 'export const x = (u: any) => u.role == "team_only";\n' },
  { file: "proxy.ts", code: "export const x = (s: any) => { switch (s.role) { default: return 1; } };\n" },
  { file: "lib/be/x.ts", code: 'export const x = (s: any) => s.role !== "admin";\n' },
];

const allowed: Case[] = [
  { file: "app/api/teams/list/route.ts", code: 'import { db } from "@/lib/db/client";\nexport const x = db;\n' },
  {
    file: "lib/people/x.ts",
    code: 'import { db } from "@/lib/db/client";\nimport { AppError } from "@/lib/api/errors";\nexport const x = [db, AppError];\n',
  },
  {
    file: "lib/access/x.ts",
    code: 'import type { RequestContext } from "@/lib/api/context";\nexport type X = RequestContext;\n',
  },
  {
    file: "components/people/x.tsx",
    code: 'import { apiFetch } from "@/lib/client/api-fetch";\nimport { Button } from "@/components/ui/button";\nexport const x = [apiFetch, Button];\n',
  },
  {
    file: "lib/be/x.ts",
    code: 'import type { Locale } from "@/lib/i18n/locales";\nimport { belgianPostalCode } from "./postal-codes";\nexport const x = (l: Locale) => [l, belgianPostalCode];\n',
  },
  // lib/access is where roles and switches are read; elsewhere asking it, or comparing two roles, is fine.
  { file: "lib/access/x.ts", code: 'export const x = (s: any) => s.role === "admin" && s.switches.wages;\n' },
  {
    file: "lib/people/x.ts",
    code: 'import { can } from "@/lib/access/permissions";\nexport const x = (ctx: any, m: any, i: any) => can(ctx.subject, "wages.read") && m.role === i.role;\n',
  },
  // A folder that merely ends in "db" or "api" is not lib/db or lib/api.
  {
    file: "components/people/x.tsx",
    code: 'import { x } from "@/lib/dbx/y";\nimport { y } from "@/lib/apis";\nexport const z = [x, y];\n',
  },
];

// eslint-disable comments must name a rule of this config and be needed (issue 17 found a dozen that named
// rules of no configured linter): an unknown rule and an unused directive are errors.
const directives: Case[] = [
  { file: "lib/people/x.ts", code: "// eslint-disable-next-line no-such-plugin/no-such-rule\nexport const x = 1;\n" },
  { file: "lib/people/x.ts", code: "// eslint-disable-next-line no-console\nexport const x = 1;\n" },
];

// The three places issue 17 found across the layers, as they are now.
const onceBroken = [
  "app/(app)/settings/users/page.tsx",
  "lib/be/get-postal-code-townships.ts",
  "lib/openapi/generate-route-modules.ts",
  "lib/openapi/build-document.ts",
  "app/api/openapi.json/route-modules.generated.ts",
];

let results: Result[];

beforeAll(() => {
  results = lint([...forbidden, ...allowed, ...directives], onceBroken);
}, 180_000);

it.each(forbidden.map((c, i) => [i, c.file, c.code.split("\n")[0]] as const))("forbidden #%i: %s: %s", (i) => {
  expect(results[i]!.layerErrors.length).toBeGreaterThan(0);
});

it("says where access decisions belong", () => {
  const gateCases = forbidden.map((c, i) => [c, results[i]!] as const).filter(([c]) => /role|switches/.test(c.code));
  expect(gateCases.length).toBe(7);
  for (const [, r] of gateCases) expect(r.layerErrors).toEqual([expect.stringContaining(GATE_MESSAGE)]);
});

it.each(allowed.map((c, i) => [i, c.file, c.code.split("\n")[0]] as const))("allowed #%i: %s: %s", (i) => {
  expect(results[forbidden.length + i]!.layerErrors).toEqual([]);
});

it("the files that once crossed the layers are clean, and lib/ holds no generated list of app routes", () => {
  const files = results.slice(forbidden.length + allowed.length + directives.length);
  expect(files.map((r) => r.file).sort()).toEqual([...onceBroken].sort());
  expect(files.filter((r) => r.layerErrors.length > 0)).toEqual([]);
  expect(existsSync(path.join(ROOT, "lib/openapi/route-modules.generated.ts"))).toBe(false);
});

it("refuses an eslint-disable comment naming a rule no configured plugin has", () => {
  const r = results[forbidden.length + allowed.length]!;
  expect(r.errors).toEqual([
    expect.objectContaining({ message: expect.stringContaining("no-such-plugin/no-such-rule") }),
  ]);
});

it("refuses an eslint-disable comment that disables nothing", () => {
  const r = results[forbidden.length + allowed.length + 1]!;
  expect(r.errors).toEqual([
    expect.objectContaining({ message: expect.stringMatching(/unused eslint-disable directive/i) }),
  ]);
});
