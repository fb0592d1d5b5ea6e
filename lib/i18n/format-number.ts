// One rule for plain numbers on screen (spec section 5: Dutch and French use a decimal comma): km, rates,
// exchange rates and shares are shown in the reader's language ("0,37" in Dutch and French, "0.37" in
// English), never with String(), which always writes a dot. Money keeps Intl's currency style where it is
// shown as money; a NumberField starts from numberToInput (lib/validation/number-input.ts).
const formats = new Map<string, Intl.NumberFormat>();

function format(locale: string, maxDecimals: number, grouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${maxDecimals}|${grouping}`;
  let f = formats.get(key);
  if (!f) {
    const options = { maximumFractionDigits: maxDecimals, useGrouping: grouping };
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      // A malformed tag falls back to English rather than throwing inside a render.
      f = new Intl.NumberFormat("en", options);
    }
    formats.set(key, f);
  }
  return f;
}

/** A number in the reader's language, with at most `maxDecimals` decimals (6: exchange rates keep theirs). */
export function formatNumber(value: number, locale: string, maxDecimals = 6): string {
  return format(locale, maxDecimals, true).format(value);
}

/** The same without thousands separators: what a person would type ("1234,5"), for an input's start value. */
export function formatNumberForInput(value: number, locale: string, maxDecimals = 10): string {
  return format(locale, maxDecimals, false).format(value);
}
