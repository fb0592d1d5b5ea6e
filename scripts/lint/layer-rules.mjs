// The import rules that keep the layers of ARCHITECTURE.md (data flows one way: app -> lib -> lib/db):
//   lib/ never imports app/ or components/;
//   components and pages never import lib/db;
//   lib/be, lib/nl and lib/validation never import lib/api or lib/db (pure domain rules, usable anywhere);
//   lib/access never imports lib/db (it decides from the context it is given, it does not query).
// Each rule is a regular expression on the import string: the "@/..." alias or a relative path that climbs
// (../) to the folder. `no-restricted-imports` covers import/export declarations (types too); dynamic import()
// and require() are not seen by it, so `no-restricted-syntax` checks those with the same expressions.
// ESLint replaces a rule's options when a later block matches the same file, so every block below carries all
// the targets its files must avoid (lib/be also avoids app/ and components/), and every block but lib/access's
// carries the access rules of access-rules.mjs (no raw role or switch checks outside lib/access).
import { ACCESS_SYNTAX_RULES } from "./access-rules.mjs";

/** One forbidden place: the regular expression for its import strings and the reason shown in the error. */
const TARGETS = {
  app: {
    regex: "^(?:@/|(?:\\.\\./)+)app(?:/|$)",
    why: "lib/ never imports app/ (routes and pages call lib, not the other way)",
  },
  components: {
    regex: "^(?:@/|(?:\\.\\./)+)components(?:/|$)",
    why: "lib/ never imports components/ (React belongs to the UI layer)",
  },
  db: {
    regex: "^(?:@/lib/|(?:\\.\\./)+(?:lib/)?)db(?:/|$)",
    why: "this layer never imports lib/db: put the query in a lib/<module>/<verb-noun>.ts use case",
  },
  api: {
    regex: "^(?:@/lib/|(?:\\.\\./)+(?:lib/)?)api(?:/|$)",
    why: "pure domain rules never import lib/api: throw or return a domain result the route maps to AppError",
  },
};

/** Pages are every server-rendered UI file of the App Router; route handlers (route.ts) may use lib/db. */
const PAGES = [
  "app/**/page.tsx",
  "app/**/layout.tsx",
  "app/**/not-found.tsx",
  "app/**/error.tsx",
  "app/**/loading.tsx",
  "app/**/template.tsx",
  "app/**/default.tsx",
];
const PURE = ["lib/be/**", "lib/nl/**", "lib/validation/**"];

/**
 * Most general first: a later block replaces the options of an earlier one for the files both match.
 * `gates: false` only for lib/access, the one place that reads roles and switches.
 */
export const LAYERS = [
  { name: "layers/app", files: ["app/**", "proxy.ts"], forbid: [], gates: true },
  { name: "layers/lib", files: ["lib/**"], forbid: ["app", "components"], gates: true },
  { name: "layers/ui", files: ["components/**", ...PAGES], forbid: ["db"], gates: true },
  { name: "layers/access", files: ["lib/access/**"], forbid: ["app", "components", "db"], gates: false },
  { name: "layers/pure", files: PURE, forbid: ["app", "components", "api", "db"], gates: true },
];

const asSelectorRegex = (regex) => `/${regex.replaceAll("/", "\\/")}/`;

export const layerRules = LAYERS.map(({ name, files, forbid, gates }) => ({
  name,
  files: files.map((f) => f.replace(/\*\*$/, "**/*.{ts,tsx,js,mjs}")),
  ignores: ["lib/db/generated/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: forbid.map((t) => ({ regex: TARGETS[t].regex, message: TARGETS[t].why })) },
    ],
    "no-restricted-syntax": [
      "error",
      ...forbid.flatMap((t) => [
        { selector: `ImportExpression[source.value=${asSelectorRegex(TARGETS[t].regex)}]`, message: TARGETS[t].why },
        {
          selector: `CallExpression[callee.name="require"][arguments.0.value=${asSelectorRegex(TARGETS[t].regex)}]`,
          message: TARGETS[t].why,
        },
      ]),
      ...(gates ? ACCESS_SYNTAX_RULES : []),
    ],
  },
}));
