/** @jest-environment node */
// The survey rule we chose (README): from the 5th sign-in, at most once per 90 days, never for
// demo-named groups, plain http or impersonation.
import { isDemoGroupName, shouldShowSurvey, SURVEY_MIN_LOGINS, SURVEY_PAUSE_DAYS } from "@/lib/survey/survey-rule";

const now = new Date("2026-06-01T10:00:00Z");
const base = {
  loginCount: SURVEY_MIN_LOGINS,
  lastRespondedAt: null,
  groupName: "Bakery",
  secure: true,
  impersonating: false,
  now,
};

it("shows from the 5th sign-in", () => {
  expect(shouldShowSurvey(base)).toBe(true);
  expect(shouldShowSurvey({ ...base, loginCount: SURVEY_MIN_LOGINS - 1 })).toBe(false);
});

it("pauses 90 days after an answer or skip", () => {
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  expect(shouldShowSurvey({ ...base, lastRespondedAt: days(SURVEY_PAUSE_DAYS - 1) })).toBe(false);
  expect(shouldShowSurvey({ ...base, lastRespondedAt: days(SURVEY_PAUSE_DAYS) })).toBe(true);
});

it("never for demo-named groups, plain http or impersonation", () => {
  expect(isDemoGroupName("Demo BV")).toBe(true);
  expect(isDemoGroupName("Acme-demo")).toBe(true);
  expect(shouldShowSurvey({ ...base, groupName: "The DEMO company" })).toBe(false);
  expect(shouldShowSurvey({ ...base, secure: false })).toBe(false);
  expect(shouldShowSurvey({ ...base, impersonating: true })).toBe(false);
});
