// fast-check arbitraries for the fuzz test: values that fit a route's input schema (the JSON Schema the
// OpenAPI document derives from the route's zod schema), and hostile ones: wrong types, oversized and odd
// unicode text, numbers at the edges, prototype-pollution keys and ids of the other group's objects.
import fc from "fast-check";

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const POLLUTION_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "__defineGetter__"];

const ODD_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\u202egpj.exe.pdf",
  "\ufeff",
  "\u200b",
  "e\u0301",
  "👩‍👩‍👧‍👦",
  "%00",
  "%",
  "%ZZ",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${7*7}",
  "{{7*7}}",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "31/02/2026",
  "00/00/0000",
  "9999-99-99",
  "2026-13-40",
  "now",
  "true",
  "[object Object]",
  "__proto__",
  "\r\nSet-Cookie: x=1",
  "a".repeat(5000),
];

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  1e21,
];

/** Any hostile value; `ids` are object ids to probe with (the other group's, the own group's). */
export function hostileValue(ids: (string | number)[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constantFrom(...ODD_TEXT),
    fc.constantFrom(...EDGE_NUMBERS),
    fc.constantFrom(true, false, null),
    ids.length ? fc.constantFrom(...ids) : fc.constant(1),
    ids.length ? fc.constantFrom(...ids.map(String)) : fc.constant("1"),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.integer(),
    fc.double({ noNaN: true }),
  );
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...POLLUTION_KEYS, "a", "id"), leaf, { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constant("x".repeat(200_000)) },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 2000 }, (_, i) => i)) },
  );
}

/** A value fitting the schema as closely as fast-check can make it (the deeper code paths). */
export function fittingValue(
  schema: JsonSchema | undefined,
  ids: (string | number)[],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fittingValue(s, ids, depth + 1)));
  if (schema.allOf?.length) return fittingValue(schema.allOf[0], ids, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return fittingString(schema, ids);
    case "integer": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
      const numericIds = ids.filter((i): i is number => typeof i === "number" && i >= min && i <= max);
      const range = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
      return numericIds.length ? fc.oneof(range, fc.constantFrom(...numericIds)) : range;
    }
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(fittingValue(schema.items, ids, depth + 1), { maxLength: 4 });
    case "object":
      return fittingObject(schema, ids, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function fittingString(schema: JsonSchema, ids: (string | number)[]): fc.Arbitrary<unknown> {
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "date")
    return fc
      .date({ min: new Date("1990-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "uuid") return fc.uuid();
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      const stringIds = ids.map(String).filter((id) => new RegExp(schema.pattern!).test(id));
      return stringIds.length ? fc.oneof(matching, fc.constantFrom(...stringIds)) : matching;
    } catch {
      /* a pattern fast-check cannot invert: plain text below */
    }
  }
  const text = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
  return fc.oneof(text, fc.constantFrom("12/03/2026", "2026-03-12", "now", ...ids.map(String)));
}

/** An object of the schema's properties: required ones mostly present, optional ones sometimes. */
export function fittingObject(
  schema: JsonSchema,
  ids: (string | number)[],
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  if (props.length === 0) return fc.constant({});
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(props.map(([name, prop]) => [name, fittingValue(prop, ids, depth)]));
  return fc.record(model, {
    requiredKeys: props.filter(([name]) => required.has(name)).map(([name]) => name),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * One input for a route: a fitting object with some fields swapped for hostile values, a fully hostile
 * object, or one carrying prototype-pollution keys and unknown fields.
 */
export function routeInput(
  schema: JsonSchema | undefined,
  ids: (string | number)[],
): fc.Arbitrary<Record<string, unknown>> {
  const fitting = fittingObject(schema ?? {}, ids);
  const names = Object.keys(schema?.properties ?? {});
  const hostile = hostileValue(ids);
  const swapped = names.length
    ? fc
        .tuple(fitting, fc.dictionary(fc.constantFrom(...names), hostile, { maxKeys: 2 }))
        .map(([base, bad]) => ({ ...base, ...bad }))
    : fitting;
  const allHostile = names.length
    ? fc.dictionary(fc.constantFrom(...names), hostile, { maxKeys: names.length })
    : fc.constant({});
  const polluted = fc
    .tuple(fitting, fc.constantFrom(...POLLUTION_KEYS, "group_id", "groupId", "unknown_field"), hostile)
    .map(([base, key, value]) => {
      const out = { ...base };
      // defineProperty: a plain assignment to __proto__ would change the object's prototype, not add a key.
      Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
      return out;
    });
  // A fitting object whose one text field gets a character databases and encoders choke on: the input most
  // likely to pass validation and reach the database.
  const twisted = fc
    .tuple(fitting, fc.nat(), fc.constantFrom("\u0000", "\ud800", "\udc00", "\u202e", "\uffff", "\u{10ffff}"))
    .map(([base, i, ch]) => {
      const texts = Object.keys(base).filter((k) => typeof base[k] === "string");
      if (texts.length === 0) return base;
      const key = texts[i % texts.length]!;
      return { ...base, [key]: `${base[key] as string}${ch}` };
    });
  return fc.oneof(
    { weight: 4, arbitrary: fitting },
    { weight: 3, arbitrary: twisted },
    { weight: 3, arbitrary: swapped },
    { weight: 2, arbitrary: allHostile },
    { weight: 1, arbitrary: polluted },
  );
}

/** Bodies that are not a JSON object at all, or not JSON, or too deep. */
export const RAW_BODIES = [
  "",
  "null",
  "[]",
  "1",
  '"text"',
  "{",
  "{}}",
  '{"a":}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
  "\u0000",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
];
