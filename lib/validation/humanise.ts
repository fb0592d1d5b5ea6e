// A code name as words, for the few names no label covers (no message files: the browser imports it).
/** "national_number" or "nationalNumber" -> "National number": the fallback is never a raw code name. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
