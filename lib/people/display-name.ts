// The name a person is shown by. Dutch name usage (BRP element 61.10, last_name_composition): E own
// surname, P the partner's, V the partner's then own, N own then the partner's, joined by a hyphen. The
// insertion (tussenvoegsel) stays with its own surname. Without a partner surname every code falls back
// to the own surname. The examples in shared/domain swap V and N against their own definitions; the
// definitions (and the BRP) are followed here.
export type NameParts = {
  firstName: string;
  lastName: string;
  insertion?: string | null;
  lastNameComposition?: string | null;
  insertionPartner?: string | null;
  lastNamePartner?: string | null;
};

export type NameOrder = "first_last" | "last_first";

/** The columns a display name is built from, for a Prisma `select` on Employee. */
export const NAME_PARTS_SELECT = {
  firstName: true,
  lastName: true,
  insertion: true,
  lastNameComposition: true,
  insertionPartner: true,
  lastNamePartner: true,
} as const;

export const LAST_NAME_COMPOSITIONS = ["E", "P", "V", "N"] as const;

const joinParts = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");

export function composedLastName(person: NameParts): string {
  const own = joinParts(person.insertion, person.lastName);
  const partner = person.lastNamePartner?.trim() ? joinParts(person.insertionPartner, person.lastNamePartner) : "";
  if (!partner) return own;
  switch ((person.lastNameComposition ?? "E").toUpperCase()) {
    case "P":
      return partner;
    case "V":
      return `${partner}-${own}`;
    case "N":
      return `${own}-${partner}`;
    default:
      return own;
  }
}

export function displayName(person: NameParts, order: NameOrder = "first_last"): string {
  const last = composedLastName(person);
  const first = person.firstName.trim();
  if (order === "last_first") return first ? `${last}, ${first}` : last;
  return joinParts(first, last);
}
