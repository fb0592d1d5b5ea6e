// The left header menu's rules (spec sections 2, 5 and 9), pure so they are unit-tested:
// - the visible-items choice, stored locally as a semicolon-joined list of routes, trimmed to the
//   maximum and to items that still exist;
// - how many items fit: a reserve of 100 px plus the measured item widths must fit the menu's width.
import { HEADER_ITEMS_DEFAULT, HEADER_ITEMS_MAX, HEADER_RESERVE_PX } from "@/lib/ui/constants";

export const DEFAULT_HEADER_ITEMS = ["/people", "/calendar", "/documents"] as const;

/** "a;b;c" -> ["a","b","c"]; blanks and duplicates dropped. null (nothing stored) gives null. */
export function parseHeaderChoice(stored: string | null | undefined): string[] | null {
  if (stored === null || stored === undefined) return null;
  return [
    ...new Set(
      stored
        .split(";")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function serializeHeaderChoice(hrefs: readonly string[]): string {
  return hrefs.join(";");
}

/** The choice kept to items that still exist (for this user), in the chosen order, at most `max`. */
export function trimHeaderChoice(
  choice: readonly string[],
  existing: readonly string[],
  max = HEADER_ITEMS_MAX,
): string[] {
  const exists = new Set(existing);
  return [...new Set(choice)].filter((href) => exists.has(href)).slice(0, Math.max(0, max));
}

/** What the full edition shows: the stored choice, or the default three, trimmed. */
export function visibleHeaderItems(
  stored: string | null | undefined,
  existing: readonly string[],
  max = HEADER_ITEMS_MAX,
): string[] {
  const choice = parseHeaderChoice(stored) ?? DEFAULT_HEADER_ITEMS.slice(0, HEADER_ITEMS_DEFAULT);
  return trimHeaderChoice(choice, existing, max);
}

/** The modal warns once the choice holds the maximum (and refuses more). */
export function isAtHeaderLimit(choice: readonly string[], max = HEADER_ITEMS_MAX): boolean {
  return choice.length >= max;
}

/**
 * How many of the items (in order) fit: the largest n with reserve + widths[0..n) <= available.
 * A width that is not measured yet (0 or not a number) counts as 0; an unknown container width fits all.
 */
export function fitCount(itemWidths: readonly number[], availableWidth: number, reserve = HEADER_RESERVE_PX): number {
  if (!Number.isFinite(availableWidth)) return itemWidths.length;
  let used = reserve;
  for (let i = 0; i < itemWidths.length; i++) {
    const w = itemWidths[i]!;
    used += Number.isFinite(w) && w > 0 ? w : 0;
    if (used > availableWidth) return i;
  }
  return itemWidths.length;
}

/** Splits the candidates into the ones shown in the bar and the ones in the three-dot menu. */
export function splitForWidth<T>(
  candidates: readonly T[],
  itemWidths: readonly number[],
  availableWidth: number,
  reserve = HEADER_RESERVE_PX,
) {
  const n = fitCount(itemWidths, availableWidth, reserve);
  return { shown: candidates.slice(0, n), overflow: candidates.slice(n) };
}
