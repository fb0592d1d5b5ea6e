// Zod field types shared by every API input schema, so each endpoint refuses the same bad input the same
// way: ids must fit the database's int column, body ids must really be numbers (a boolean or an array is
// not quietly turned into 1), and text never carries a NUL byte (PostgreSQL refuses it in text columns).
import { z } from "zod";

export const MAX_DB_INT = 2_147_483_647;

/** An id in a JSON body: a positive integer, or a string of digits (as forms send them). */
export function zBodyId(field: string) {
  return z
    .union([z.number(), z.string().regex(/^\d+$/, { error: `${field} must be a number` })], {
      error: `${field} must be a number`,
    })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int({ error: `${field} must be a whole number` })
        .min(1, { error: `${field} must be a valid id` })
        .max(MAX_DB_INT, { error: `${field} must be a valid id` }),
    );
}

/** An id in the path or query string: digits only. */
export function zPathId(field: string) {
  return z
    .string({ error: `${field} must be a number` })
    .regex(/^\d{1,10}$/, { error: `${field} must be a valid id` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: `${field} must be a valid id` })
        .max(MAX_DB_INT, { error: `${field} must be a valid id` }),
    );
}

/** Text without NUL bytes, trimmed. */
export function zText(field: string) {
  return z
    .string({ error: `${field} must be text` })
    .refine((v) => !v.includes("\u0000"), { error: `${field} contains a character that is not allowed` })
    .transform((v) => v.trim());
}

/**
 * The version of a row the person saw (optimistic concurrency): when given and the row moved since, the
 * route answers 409 rather than acting on values the person did not see.
 */
export const zSeenVersion = z
  .number({ error: "version must be a number" })
  .int({ error: "version must be a whole number" })
  .min(0, { error: "version must be a valid version" })
  .max(MAX_DB_INT, { error: "version must be a valid version" })
  .optional();
