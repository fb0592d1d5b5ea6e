// Turns a stored canonical value into the text a table cell or detail line shows. Pure: option and team
// names come in as lookups so a whole page of values is resolved with one query per kind.
import type { TCustomFieldType } from "./field-types";

export type TDisplayLookups = { options?: ReadonlyMap<number, string>; teams?: ReadonlyMap<number, string> };

export function displayCustomFieldValue(
  type: TCustomFieldType,
  stored: string | null | undefined,
  lookups: TDisplayLookups = {},
): string {
  if (stored === null || stored === undefined || stored === "") return "";
  switch (type) {
    case "money": {
      const cents = Number(stored);
      if (!Number.isSafeInteger(cents)) return stored;
      const sign = cents < 0 ? "-" : "";
      const abs = Math.abs(cents);
      return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
    }
    case "date": {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored);
      return m ? `${m[3]}/${m[2]}/${m[1]}` : stored;
    }
    case "select_option":
      return lookups.options?.get(Number(stored)) ?? "";
    case "team":
      return lookups.teams?.get(Number(stored)) ?? "";
    default:
      return stored;
  }
}
