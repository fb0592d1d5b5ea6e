// The avatar's letters when the user has no picture.

/** "Demo Admin" -> "DA"; "jan@x.be" -> "J". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@.]+/)
    .filter(Boolean);
  const letters =
    words.length > 1 && !name.includes("@") ? words[0]![0]! + words[words.length - 1]![0]! : (words[0]?.[0] ?? "?");
  return letters.toLocaleUpperCase();
}
