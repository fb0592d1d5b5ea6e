"use client";
// The score survey (spec sections 4, 6 and 7). Asks POST /nps/tracklogin once on mount and stays hidden
// unless the reply says show_survey; then its dialog (./score-survey-dialog.tsx, the steps, the submit and
// the skip) is downloaded and shown. Its code is not part of any page's first load (issue 18); a failed
// download says so (components/ui/lazy-fallback.tsx) and is tried again.
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api-fetch";
import { lazyWithMessages } from "@/components/ui/lazy-messages";
import { LazyFallback, retryLazy } from "@/components/ui/lazy-fallback";

export const SURVEY_PLATFORM = "core";
export const SURVEY_COMMENT_MAX = 2000;

export type SurveyProps = {
  userId: string;
  groupId: number;
  locale: string;
  activeIntegration?: string | null;
  /** False while impersonating: the survey is not even asked for (the server refuses too). */
  enabled?: boolean;
};

// Its texts come with its code (no page sends them).
const surveyDialog = lazyWithMessages(() => import("./score-survey-dialog"), ["flows.survey"]);
const retry = retryLazy(surveyDialog);

export function ScoreSurvey({ enabled = true, ...props }: SurveyProps) {
  const [open, setOpen] = useState(false);
  const asked = useRef(false);
  const { userId } = props;

  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    apiFetch<{ show_survey: boolean }>("/nps/tracklogin", { body: { userId, platform: SURVEY_PLATFORM } })
      .then((reply) => setOpen(reply.show_survey === true))
      .catch(() => undefined); // the survey is optional: a failed check just leaves it hidden
  }, [enabled, userId]);

  const { module, failed } = surveyDialog.useLazy(open);
  if (!module) return open ? <LazyFallback failed={failed} onRetry={retry} onClose={() => setOpen(false)} /> : null;
  return (
    <module.Messages>
      <module.ScoreSurveyDialog {...props} open={open} setOpen={setOpen} />
    </module.Messages>
  );
}
