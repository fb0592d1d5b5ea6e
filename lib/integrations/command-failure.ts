// Why a command failed, as a machine code with its values next to the English reason: the screen says it in
// the reader's language (messages/*/integrations.json "failures.<code>"), the English reason stays in
// error_reason for logs and API clients. A provider's error (providers/*) becomes a code by its kind and
// the values it carries (a timeout's seconds, an HTTP status, the number of refused lines).
import { ProviderError } from "./providers/provider";

export const FAILURE_CODES = [
  "integration_disabled",
  "no_right",
  "unexpected",
  "credentials_refused",
  "code_refused",
  "code_expired",
  "interrupted",
  "queue_unavailable",
  "timeout",
  "unreachable",
  "provider_error",
  "unreadable_answer",
  "request_refused",
  "session_expired",
  "lines_rejected",
  "data_rejected",
  "registration_refused",
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];
export type FailureValues = { seconds?: number; status?: number; count?: number };
export type FailureDetail = { code: FailureCode; values: FailureValues };
/** A failure as it is stored: the English reason and its code. */
export type Failure = FailureDetail & { reason: string };

const fixed = (code: FailureCode, reason: string): Failure => ({ code, values: {}, reason });

/** The failures the app itself decides, with the English reason they always had. */
export const FAILURES = {
  integrationDisabled: fixed("integration_disabled", "The integration is disabled"),
  noRight: fixed("no_right", "The user who asked no longer has the right to act on integrations"),
  unexpected: fixed("unexpected", "The command failed unexpectedly; retry it or contact support"),
  credentialsRefused: fixed("credentials_refused", "Login failed: the provider refused the credentials"),
  codeRefused: fixed("code_refused", "Login failed: the code was not accepted; try again"),
  codeExpired: fixed("code_expired", "The code expired; retry to get a new one"),
  interrupted: fixed("interrupted", "The command was interrupted; retry it"),
  queueUnavailable: fixed("queue_unavailable", "The job queue is unavailable; retry in a moment"),
} satisfies Record<string, Failure>;

/** The code of a provider's error; its English message stays the reason. */
export function providerFailure(error: ProviderError): Failure {
  const { status, seconds } = error.values;
  const code = ((): FailureCode => {
    switch (error.kind) {
      case "invalid_credentials":
        return "credentials_refused";
      case "invalid_code":
        return "code_refused";
      case "challenge_expired":
        return "code_expired";
      case "session_expired":
        return "session_expired";
      case "timeout":
        return seconds === undefined ? "unreachable" : "timeout";
      case "unavailable":
        return status === undefined ? "unreachable" : "provider_error";
      case "protocol":
        return status === undefined ? "unreadable_answer" : "request_refused";
      case "rejected":
        return error.rejections.length > 0 ? "lines_rejected" : "data_rejected";
      case "refused":
        return "registration_refused";
    }
  })();
  const values: FailureValues = {};
  if (code === "timeout") values.seconds = seconds;
  if (code === "provider_error" || code === "request_refused") values.status = status;
  if (code === "lines_rejected") values.count = error.rejections.length;
  return { code, values, reason: error.message };
}

/** A stored error_detail as the API answers it: null when absent or not one this app wrote. */
export function failureDetailOf(raw: unknown): FailureDetail | null {
  if (!raw || typeof raw !== "object") return null;
  const { code, values } = raw as { code?: unknown; values?: unknown };
  if (!FAILURE_CODES.includes(code as FailureCode)) return null;
  return { code: code as FailureCode, values: values && typeof values === "object" ? (values as FailureValues) : {} };
}
