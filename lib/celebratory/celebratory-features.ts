// Celebratory feature triggers (spec sections 2 and 3): a popup that introduces a feature on the page
// where it matters, until the admin acts on it.
export const CELEBRATORY_FEATURES = ["self_service", "documents", "user_rights"] as const;
export type CelebratoryFeatureName = (typeof CELEBRATORY_FEATURES)[number];

export const CELEBRATORY_ACTIONS = ["ignored", "booked", "visited"] as const;
export type CelebratoryActionName = (typeof CELEBRATORY_ACTIONS)[number];

/** The page each trigger shows on. */
export const CELEBRATORY_FEATURE_PATHS: Record<CelebratoryFeatureName, string> = {
  self_service: "/people",
  documents: "/documents",
  user_rights: "/settings/users",
};

/** The feature whose trigger belongs on a path (exact page, not its sub-pages), or null. */
export function celebratoryFeatureForPath(pathname: string): CelebratoryFeatureName | null {
  const clean = pathname.replace(/\/+$/, "") || "/";
  return CELEBRATORY_FEATURES.find((f) => CELEBRATORY_FEATURE_PATHS[f] === clean) ?? null;
}

/** The response flag names of spec section 3. */
export const CELEBRATORY_FLAG_NAMES: Record<CelebratoryFeatureName, string> = {
  self_service: "showSelfServiceCelebratoryTrigger",
  documents: "showDocumentsCelebratoryTrigger",
  user_rights: "showUserRightsCelebratoryTrigger",
};

/** The illustration: French users get the French one (its text is in the picture). */
export function celebratoryImage(feature: CelebratoryFeatureName, locale: string): string {
  return `/celebratory/${feature}${locale === "fr" ? "-fr" : ""}.svg`;
}
