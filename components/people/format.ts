// Display helpers shared by the people pages (server and browser): API days are YYYY-MM-DD, screens show
// DD/MM/YYYY (spec section 5).
export function formatDay(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** Cents as "1.234,56"-style money in the caller's locale. */
export function formatCents(cents: number, locale: string, currency = "EUR"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}

/** Cents as the number a NumberField edits ("1234.5"), without rounding surprises. */
export function centsToInput(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "" : String(cents / 100);
}
