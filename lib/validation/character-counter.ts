// The character counter of text inputs (spec section 5).
export type CharacterCount = { current: number; max: number; remaining: number; over: boolean };

/** Counts user-perceived characters (an emoji is one), as a person reading the counter expects. */
export function countCharacters(text: string, max: number): CharacterCount {
  const current = Array.from(text).length;
  return { current, max, remaining: max - current, over: current > max };
}
