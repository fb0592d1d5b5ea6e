// Text PostgreSQL cannot store (NUL) or that is not Unicode at all (an unpaired UTF-16 surrogate, which
// JSON and jsonb refuse and encodeURIComponent throws on). Such input is refused once, where a request is
// parsed (route()'s input reader, Auth.js's form, the OAuth form, SAML paths, upload names), with the
// field it was found in, so no handler below ever meets it and answers 500.
import { AppError } from "./errors";

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = "must not contain NUL characters or unpaired surrogates";

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

/** The path ("name", "address.street", "emails.2") of the first key or string value with unsafe text. */
export function findUnsafeText(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isUnsafeText(value) ? pathName(path) : null;
  if (value === null || typeof value !== "object") return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  for (const [key, inner] of entries) {
    if (isUnsafeText(key)) return pathName([...path, key.replace(UNSAFE_GLOBAL, "?")]);
    const found = findUnsafeText(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

const UNSAFE_GLOBAL = new RegExp(UNSAFE.source, "g");

/** Throws the 422 naming the field when any key or string in `value` is unsafe. */
export function assertSafeText(value: unknown, path: string[] = []): void {
  const field = findUnsafeText(value, path);
  if (field !== null) throw unsafeTextError(field);
}

export function unsafeTextError(field: string): AppError {
  return AppError.validation({ [field]: `${field} ${UNSAFE_TEXT_MESSAGE}` }, `${field} ${UNSAFE_TEXT_MESSAGE}`);
}

function pathName(path: string[]): string {
  return path.length ? path.join(".") : "_";
}
