// Rules for a password the user chooses (sign-up, reset, change, accepting an invitation), after OWASP
// ASVS 5.0 V6.2: at least 12 characters (ASVS asks 8 and recommends 15), at most 128 so that hashing
// cost stays bounded, any character allowed (no composition rules), not the user's email, not one of
// the passwords attackers try first. The same rules run in the browser for early feedback
// (so no zod here: the schema field is in ./new-password-schema.ts).
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = "too_short" | "too_long" | "same_as_email" | "too_common";

// Passwords at the top of breach lists that are 12+ characters long (shorter ones already fail the
// length rule), plus obvious product-specific choices.
const COMMON_PASSWORDS = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456789abc",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwerty123456",
  "qwertyuiopasdf",
  "password1234",
  "password12345",
  "password123456",
  "passwordpassword",
  "iloveyou1234",
  "administrator",
  "administrator1",
  "welcome12345",
  "welcome123456",
  "letmein12345",
  "changeme1234",
  "trustno11234",
  "abcdefghijkl",
  "abc123456789",
  "aaaaaaaaaaaa",
  "111111111111",
  "000000000000",
  "qazwsxedcrfv",
  "zaq12wsxcde3",
  "football1234",
  "baseball1234",
  "superman1234",
  "princess1234",
  "sunshine1234",
  "starwars1234",
  "passw0rd1234",
  "p@ssw0rd1234",
  "p@ssword1234",
  "wachtwoord12",
  "wachtwoord123",
  "wachtwoord1234",
  "motdepasse12",
  "motdepasse123",
  "motdepasse1234",
  "hrplatform123",
  "hrplatform2026",
  "azertyuiop12",
  "azertyuiop123",
  "azerty123456",
  "0123456789ab",
  "987654321098",
  "1234567890qwerty",
  "qwerty1234567890",
]);

export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "too_short";
  if (length > PASSWORD_MAX_LENGTH) return "too_long";
  const lowered = password.trim().toLowerCase();
  if (email && lowered === email.trim().toLowerCase()) return "same_as_email";
  if (email && lowered === email.trim().toLowerCase().split("@")[0]) return "same_as_email";
  if (COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(password)) return "too_common";
  return null;
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `The password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `The password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  same_as_email: "The password must not be your email address",
  too_common: "This password is too easy to guess; choose another",
};

/** Throws-ready field map for a chosen password, or null when it is acceptable. */
export function passwordFieldError(
  field: string,
  password: string,
  email?: string | null,
): Record<string, string> | null {
  const problem = passwordProblem(password, email);
  return problem ? { [field]: PASSWORD_PROBLEM_MESSAGES[problem] } : null;
}
