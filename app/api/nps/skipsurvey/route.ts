// POST /nps/skipsurvey {userId, platform} – the caller skipped the survey.
import { route } from "@/lib/api/route";
import { skipSurvey } from "@/lib/survey/skip-survey";
import { ZSkipSurveyInput } from "@/lib/survey/survey.types";

export const POST = route({ input: ZSkipSurveyInput, allowReadOnly: true }, skipSurvey);
