// Turns zod issues into the error body's `fields` map: one message per field path ("name",
// "address.street", "emails.2"); unknown keys are named individually.
import type { ZodError } from "zod";

export function fieldsFromZodError(error: ZodError): Record<string, string> {
  // No prototype: a field named "constructor" or "__proto__" must be reported like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] ??= `Unknown field "${key}"`;
      continue;
    }
    const path = issue.path.length ? issue.path.join(".") : "_";
    fields[path] ??= issue.message;
  }
  return fields;
}
