// Whether a typed signature names the person: the words of their first and last name (with a Dutch
// insertion or not), in either order, ignoring case, accents, hyphens and extra spaces. A signature "x"
// proves nothing; a signature with the name as the contract prints it does.
import type { NameParts } from "@/lib/people/display-name";
import { displayName } from "@/lib/people/display-name";

const words = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[\s\-'’.,]+/)
    .filter(Boolean);

export function typedNameMatches(typed: string, person: NameParts): boolean {
  const got = words(typed).sort().join(" ");
  // The words are compared sorted, so the order does not matter; the Dutch insertion may be left out.
  const candidates = [displayName(person), displayName({ ...person, insertion: null })];
  return candidates.some((c) => words(c).sort().join(" ") === got);
}
