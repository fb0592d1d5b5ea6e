// The name of a day-off type on screen: built-in kinds from the screen texts, custom types their own name.
type Translate = (key: string) => string;

export function dayOffTypeLabel(t: Translate, type: { kind: string; name: string | null }): string {
  return type.kind === "custom" ? (type.name ?? "") : t(`types.${type.kind}`);
}
