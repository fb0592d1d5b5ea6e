// The contract template language: plain text with {{placeholder}} names (spaces inside the braces
// allowed). Rendering is pure so the preview, the PDF and the tests agree; a template naming a placeholder
// that does not exist is refused when saved (a typo would otherwise print as-is in every contract).
export const PLACEHOLDERS = [
  "company",
  "person",
  "contract_type",
  "employment_type",
  "joint_committee",
  "start_date",
  "end_date",
  "hours_per_week",
  "days_per_week",
  "wage",
  "function",
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Record<Placeholder, string>;

const PATTERN = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** The placeholder names a template uses that do not exist, in order of appearance, once each. */
export function unknownPlaceholders(body: string): string[] {
  const known = new Set<string>(PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const match of body.matchAll(PATTERN)) if (!known.has(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** The text with every known placeholder replaced; unknown ones stay visible as written. */
export function renderTemplate(body: string, values: TemplateValues): string {
  return body.replace(PATTERN, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name as Placeholder] : whole,
  );
}
