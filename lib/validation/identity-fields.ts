// Field types of the identity inputs (sign-up, invitations, profile): each message names the field, a
// missing field says "{field} is required" (spec section 5), text is trimmed and never carries NUL.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";

function zString(field: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) });
}

/** Trimmed text, required (not empty or only spaces), at most `max` characters. */
export function zRequiredText(field: string, max: number) {
  return zString(field)
    .refine((v) => !v.includes("\u0000"), { error: `${field} contains a character that is not allowed` })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${field} is required` })
        .max(max, { error: `${field} can be at most ${max} characters` }),
    );
}

/** An email address, trimmed and lower-cased. */
export function zEmail(field = "email") {
  return zString(field)
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: `${field} is required` })
        .max(320, { error: `${field} can be at most 320 characters` })
        .pipe(z.email({ error: `${field} is not a valid email address` })),
    );
}

/**
 * One address of a list (invitations): a bad one is named in the message, so a pasted list says which
 * address is wrong ("emails holds an address that is not valid: jan@@corp"; the error body's key is
 * "emails.<index>"). lib/api/localize-error.ts says it in the caller's language.
 */
export function zListedEmail(field: string) {
  return zString(field)
    .transform((v) => v.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: `${field} holds an address that is not valid: (empty)` })
        .max(320, { error: `${field} can be at most 320 characters` })
        .pipe(
          z.email({
            error: (issue) => `${field} holds an address that is not valid: ${String(issue.input).slice(0, 80)}`,
          }),
        ),
    );
}

/** A password being checked (not chosen): any text up to a bound that keeps hashing cheap. */
export function zPassword(field = "password") {
  return zString(field).pipe(
    z
      .string()
      .min(1, { error: `${field} is required` })
      .max(1024, { error: `${field} is too long` }),
  );
}

/** A password being chosen: the length rules of password-rules.ts with the field's name. */
export function zNewPassword(field = "password") {
  return zString(field)
    .refine((p) => [...p].length >= PASSWORD_MIN_LENGTH, {
      error: `${field} must have at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .refine((p) => [...p].length <= PASSWORD_MAX_LENGTH, {
      error: `${field} must have at most ${PASSWORD_MAX_LENGTH} characters`,
    });
}

export function zBoolean(field: string) {
  return z.boolean({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be true or false`),
  });
}
