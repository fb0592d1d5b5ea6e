// One gate table: access decisions live in lib/access (permissions.ts and its siblings). Everywhere else the
// code asks `can(subject, "resource.action")`, `canAccessArea`, or a named predicate of lib/access, and never
// reads a role or a per-user switch itself: a rule written twice drifts (issue 17 found 74 such decisions in
// 51 files, a second documents rights table and the personal-session rule in a dozen places).
// These `no-restricted-syntax` selectors are merged into the layer blocks of layer-rules.mjs (ESLint replaces
// a rule's options when a later block matches the same file, so they cannot live in a block of their own);
// the lib/access block leaves them out.

const WHY =
  "access decisions live in lib/access: ask can(subject, permission), canAccessArea or a named predicate there (add one to lib/access/permissions.ts)";

const EQUALITY = "/^[!=]==?$/";

/** A role compared with a literal (`ctx.subject.role === "admin"`, either side), or switched on. */
const roleChecks = [
  `BinaryExpression[operator=${EQUALITY}][left.type="MemberExpression"][left.property.name="role"][right.type="Literal"]`,
  `BinaryExpression[operator=${EQUALITY}][right.type="MemberExpression"][right.property.name="role"][left.type="Literal"]`,
  `SwitchStatement[discriminant.type="MemberExpression"][discriminant.property.name="role"]`,
];

/** The per-user switches map read directly (`subject.switches.wages`, `ctx.subject.switches`). */
const switchReads = [`MemberExpression[property.name="switches"]`];

export const ACCESS_SYNTAX_RULES = [...roleChecks, ...switchReads].map((selector) => ({ selector, message: WHY }));
