// Leave taken over from the payroll provider's calendar says so in the reader's language, from the
// provider's code kept on the request (not an English note stored with it).
import { createTranslator } from "next-intl";
import { leaveRequestSource } from "@/components/leave/leave-request-source";
import { readMessages } from "@/tests/support/messages";

it.each([
  ["en", "payroll provider (SI)"],
  ["nl", "loonverwerker (SI)"],
  ["fr", "prestataire de paie (SI)"],
])("says where a request came from in %s", (locale, expected) => {
  // The catalogue read from disk is untyped: the translator takes any key here.
  const t = createTranslator({ locale, messages: readMessages(locale), namespace: "leave" }) as unknown as (
    key: string,
    values: { code: string },
  ) => string;
  expect(leaveRequestSource(t, { provider_code: "SI" })).toBe(expected);
  expect(leaveRequestSource(t, { provider_code: null })).toBeNull();
});
