// The password field of an input schema (the rules are in ./password-rules.ts, which the browser loads
// too and so stays free of zod).
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_MESSAGES } from "./password-rules";

/** The password field of an input schema; the email check needs the email and runs in the use case. */
export const ZNewPassword = z
  .string()
  .refine((p) => [...p].length >= PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_MESSAGES.too_short)
  .refine((p) => [...p].length <= PASSWORD_MAX_LENGTH, PASSWORD_PROBLEM_MESSAGES.too_long);
