// ISO 4217 currencies (code, name, decimals) from the runtime's Intl data (ICU), so the list follows the
// standard without a copy to keep up to date. EUR first: the product's companies pay in euros.
const EXCLUDED = new Set(["XXX", "XTS"]); // "no currency" and the testing code

type Currency = { code: string; name: string; decimals: number };

const cache = new Map<string, Currency[]>();

export function listCurrencies(locale = "en") {
  let data = cache.get(locale);
  if (!data) {
    const names = new Intl.DisplayNames([locale], { type: "currency" });
    data = Intl.supportedValuesOf("currency")
      .filter((code) => !EXCLUDED.has(code))
      .map((code) => ({
        code,
        name: names.of(code) ?? code,
        decimals:
          new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ??
          2,
      }))
      .sort((x, y) => (x.code === "EUR" ? -1 : y.code === "EUR" ? 1 : x.code.localeCompare(y.code)));
    cache.set(locale, data);
  }
  return { data, total: data.length };
}
