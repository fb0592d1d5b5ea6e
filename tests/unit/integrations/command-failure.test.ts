// A command's failure is stored as a code with values next to its English reason, so the screen can say it
// in the reader's language: each provider error maps to the code its kind and numbers call for.
import { failureDetailOf, FAILURES, providerFailure } from "@/lib/integrations/command-failure";
import { ProviderError } from "@/lib/integrations/providers/provider";
import { rejectionError } from "@/lib/integrations/providers/push-results";
import { readMessages } from "@/tests/support/messages";

const rejection = {
  employeeExternalId: "E1",
  field: "code",
  reason: "unknown_code" as const,
  message: "Ann: unknown code",
};

it.each([
  [
    new ProviderError("timeout", "The portal did not answer within 30 s", [], { seconds: 30 }),
    "timeout",
    { seconds: 30 },
  ],
  [new ProviderError("unavailable", "The portal cannot be reached"), "unreachable", {}],
  [
    new ProviderError("unavailable", "The portal answered with an error (502)", [], { status: 502 }),
    "provider_error",
    { status: 502 },
  ],
  [
    new ProviderError("protocol", "The portal refused the request (418)", [], { status: 418 }),
    "request_refused",
    { status: 418 },
  ],
  [new ProviderError("protocol", "The portal's answer could not be read"), "unreadable_answer", {}],
  [new ProviderError("invalid_credentials", "The portal refused the customer code"), "credentials_refused", {}],
  [new ProviderError("invalid_code", "The portal refused the code"), "code_refused", {}],
  [new ProviderError("challenge_expired", "The code expired; log in again"), "code_expired", {}],
  [new ProviderError("session_expired", "The portal session expired"), "session_expired", {}],
  [rejectionError([rejection, rejection]), "lines_rejected", { count: 2 }],
  [new ProviderError("rejected", "The portal does not know this person"), "data_rejected", {}],
  [new ProviderError("refused", "The social secretariat already has an employer"), "registration_refused", {}],
])("maps %s to its code and values, keeping the English reason", (error, code, values) => {
  expect(providerFailure(error)).toEqual({ code, values, reason: error.message });
});

it("has a message for every code in every language", () => {
  const codes = [
    ...Object.values(FAILURES).map((f) => f.code),
    ...["timeout", "unreachable", "provider_error", "unreadable_answer", "request_refused", "session_expired"],
    ...["lines_rejected", "data_rejected", "registration_refused"],
  ];
  for (const locale of ["en", "nl", "fr"]) {
    const failures = (readMessages(locale).integrations as { failures: Record<string, string> }).failures;
    for (const code of codes) expect([locale, code, typeof failures[code]]).toEqual([locale, code, "string"]);
  }
});

it("reads back only a stored detail this app wrote", () => {
  expect(failureDetailOf({ code: "timeout", values: { seconds: 5 } })).toEqual({
    code: "timeout",
    values: { seconds: 5 },
  });
  expect(failureDetailOf({ code: "made_up" })).toBeNull();
  expect(failureDetailOf(null)).toBeNull();
});
