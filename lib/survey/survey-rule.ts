// When the score survey is offered (spec sections 4 and 6, with the numbers we chose where the spec is
// silent): from the 5th sign-in on, at most once per 90 days counted from the last answer or skip,
// never for demo-named groups, never on plain http, never while impersonating.
export const SURVEY_MIN_LOGINS = 5;
export const SURVEY_PAUSE_DAYS = 90;
const DAY_MS = 86_400_000;

export type SurveyAudience = {
  loginCount: number;
  lastRespondedAt: Date | null;
  groupName: string;
  secure: boolean;
  impersonating: boolean;
  now?: Date;
};

export function isDemoGroupName(name: string): boolean {
  return /demo/i.test(name);
}

export function shouldShowSurvey(a: SurveyAudience): boolean {
  if (a.impersonating || !a.secure || isDemoGroupName(a.groupName)) return false;
  if (a.loginCount < SURVEY_MIN_LOGINS) return false;
  const now = a.now ?? new Date();
  return a.lastRespondedAt === null || now.getTime() - a.lastRespondedAt.getTime() >= SURVEY_PAUSE_DAYS * DAY_MS;
}

/** Score colours (spec section 9): green above 8, orange above 6, red otherwise. */
export function scoreColour(score: number): "green" | "orange" | "red" {
  if (score > 8) return "green";
  if (score > 6) return "orange";
  return "red";
}
