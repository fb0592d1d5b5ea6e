// POST /nps/sendreply {userId, score, comment, ...} – store the caller's survey answer.
import { route } from "@/lib/api/route";
import { sendSurveyReply } from "@/lib/survey/send-survey-reply";
import { ZSurveyReplyInput } from "@/lib/survey/survey.types";

export const POST = route({ input: ZSurveyReplyInput, allowReadOnly: true, maxBodyBytes: 32 * 1024 }, sendSurveyReply);
