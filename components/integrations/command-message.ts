"use client";
// The server writes a command's history messages and failure reasons in English (lib/integrations/
// command-actions.ts, run-command.ts). The fixed ones are shown in the user's language; a reason that
// carries details (a timeout's seconds, a provider's status code) is shown as the server wrote it.
import { useTranslations } from "next-intl";
import type { CommandJson } from "./integration-types";

const KNOWN: Record<string, string> = {
  "A second-factor code was passed": "codePassed",
  "Cancelled by a person": "cancelledByPerson",
  Retried: "retried",
  "The integration was disabled": "integrationDisabled",
  "The integration is disabled": "integrationDisabled",
  "The provider asks for a second-factor code": "codeAsked",
  "Login failed: the provider refused the credentials": "credentialsRefused",
  "Login failed: the code was not accepted; try again": "codeRefused",
  "The code expired; retry to get a new one": "codeExpired",
  "The user who asked no longer has the right to act on integrations": "noRight",
  "The command failed unexpectedly; retry it or contact support": "unexpected",
};

export function useCommandMessage(): (message: string | null) => string | null {
  const t = useTranslations("integrations.messages");
  return (message) => (message === null ? null : KNOWN[message] ? t(KNOWN[message]) : message);
}

/** Why a command failed, in the reader's language: its code and values (lib/integrations/command-failure.ts)
 * when the server stored them, else the reason as above (commands failed before codes were stored). */
export function useFailureMessage(): (command: Pick<CommandJson, "error_reason" | "error_detail">) => string | null {
  const t = useTranslations("integrations.failures");
  const say = useCommandMessage();
  return ({ error_reason, error_detail }) =>
    error_detail ? t(error_detail.code, error_detail.values) : say(error_reason);
}
