// What both adapters make of a provider's answer to a month push: a receipt, or a "rejected" ProviderError
// whose message a person can act on (the first refused lines, by person and reason) and whose `rejections`
// list every line for the payroll-month screen.
import { ProviderError, type MonthPushReceipt, type ProviderWageComponent, type PushRejection } from "./provider";

const REASONS: ReadonlySet<string> = new Set(["unknown_employee", "unknown_code", "invalid", "not_supported"]);
const SHOWN_IN_MESSAGE = 3;

export function rejectionError(rejections: PushRejection[]): ProviderError {
  const first = rejections
    .slice(0, SHOWN_IN_MESSAGE)
    .map((r) => r.message)
    .join("; ");
  const more = rejections.length > SHOWN_IN_MESSAGE ? ` and ${rejections.length - SHOWN_IN_MESSAGE} more` : "";
  const lines = rejections.length === 1 ? "1 line" : `${rejections.length} lines`;
  return new ProviderError("rejected", `The provider refused ${lines} of the push: ${first}${more}`, rejections);
}

export function rejectionOf(raw: Record<string, unknown>, employeeKey: string): PushRejection {
  const reason = String(raw.reason ?? "invalid");
  const employee = raw[employeeKey];
  return {
    employeeExternalId: typeof employee === "string" ? employee : null,
    field: String(raw.field ?? ""),
    reason: (REASONS.has(reason) ? reason : "invalid") as PushRejection["reason"],
    message: String(raw.message ?? "The line was refused").slice(0, 300),
  };
}

/** A receipt from fields named by the provider's protocol (snake_case for BE, camelCase for NL). */
export function receiptFrom(body: Record<string, unknown>, names: Record<keyof MonthPushReceipt, string>) {
  const receipt = {} as Record<keyof MonthPushReceipt, unknown>;
  for (const [ours, theirs] of Object.entries(names) as [keyof MonthPushReceipt, string][]) {
    receipt[ours] = body[theirs];
  }
  const counts = ["lineCount", "added", "changed", "removed", "unchanged"] as const;
  if (
    typeof receipt.receiptId !== "string" ||
    typeof receipt.receivedAt !== "string" ||
    counts.some((k) => !Number.isInteger(receipt[k]))
  ) {
    throw new ProviderError("protocol", "The provider's receipt for the push could not be read");
  }
  return receipt as MonthPushReceipt;
}

const UNITS: ReadonlySet<string> = new Set(["amount", "hours", "days", "percentage", "units"]);

/** A wage component's unit as the provider wrote it, or "amount" when it names none we know. */
export function wageComponentUnit(raw: unknown): ProviderWageComponent["unit"] {
  return (UNITS.has(String(raw)) ? raw : "amount") as ProviderWageComponent["unit"];
}
