// Multi-select with limit-to-one options (spec section 5): choosing such an option ("None", "All
// teams") clears every other choice, and choosing a normal option drops a chosen limit-to-one option.
export type SelectOption<V extends string | number = string> = { value: V; label: string; limitToOne?: boolean };

export function toggleSelection<V extends string | number>(
  selected: readonly V[],
  value: V,
  options: readonly SelectOption<V>[],
): V[] {
  if (selected.includes(value)) return selected.filter((v) => v !== value);
  const option = options.find((o) => o.value === value);
  if (option?.limitToOne) return [value];
  const exclusive = new Set(options.filter((o) => o.limitToOne).map((o) => o.value));
  return [...selected.filter((v) => !exclusive.has(v)), value];
}
