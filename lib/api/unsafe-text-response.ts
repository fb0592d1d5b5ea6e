// For entry points outside route() (Auth.js, SAML paths): the same 400 body route() gives when a field
// holds NUL or an unpaired surrogate (lib/api/unsafe-text.ts).
import { AppError } from "./errors";
import { errorResponse } from "./route";
import { UNSAFE_TEXT_MESSAGE, isUnsafeText } from "./unsafe-text";

export function unsafeTextResponse(field: string): Response {
  const message = `${field} ${UNSAFE_TEXT_MESSAGE}`;
  return errorResponse(new AppError("bad_request", message, { fields: { [field]: message } }));
}

/** The first name of a field whose name or value is unsafe, among (name, value) pairs. */
export function unsafeField(pairs: Iterable<[string, string]>): string | null {
  for (const [name, value] of pairs) {
    if (isUnsafeText(name)) return "_";
    if (isUnsafeText(value)) return name;
  }
  return null;
}
