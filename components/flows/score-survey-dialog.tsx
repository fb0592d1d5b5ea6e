"use client";
// The score survey's dialog (spec sections 4, 6 and 7), shown by ./score-survey.tsx when /nps/tracklogin
// says show_survey and loaded only then (issue 18: first-load JavaScript). Step 1: a score 0-10 (green above 8, orange above 6, red
// otherwise); Next is disabled until one is chosen. Step 2: an optional comment, then Submit. A click
// on the background does not close it; closing (Escape, the X) on the score step skips the survey
// (POST /nps/skipsurvey), on the comment step it submits with an empty comment. A thanks toast follows
// every submit.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { scoreColour } from "@/lib/survey/survey-rule";
import { SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from "@/lib/ui/constants";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { countCharacters } from "@/lib/validation/character-counter";

import { SURVEY_COMMENT_MAX, SURVEY_PLATFORM, type SurveyProps } from "./score-survey";

type Props = Omit<SurveyProps, "enabled"> & { open: boolean; setOpen: (open: boolean) => void };

const SCORES = Array.from({ length: SURVEY_SCORE_MAX - SURVEY_SCORE_MIN + 1 }, (_, i) => SURVEY_SCORE_MIN + i);

const COLOUR_CLASSES = {
  green: { idle: "border-green-700 bg-green-50 text-green-900", chosen: "border-green-700 bg-green-700 text-white" },
  orange: {
    idle: "border-orange-500 bg-orange-50 text-orange-900",
    chosen: "border-orange-500 bg-orange-500 text-slate-950",
  },
  red: { idle: "border-red-700 bg-red-50 text-red-900", chosen: "border-red-700 bg-red-700 text-white" },
} as const;

export function ScoreSurveyDialog({ userId, groupId, locale, activeIntegration = null, open, setOpen }: Props) {
  const t = useTranslations("flows.survey");
  const toast = useToast();
  const [step, setStep] = useState<"score" | "comment">("score");
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(text: string) {
    if (score === null) return;
    setPending(true);
    try {
      await apiFetch("/nps/sendreply", {
        body: {
          userId,
          groupId,
          platform: SURVEY_PLATFORM,
          locale,
          score,
          comment: text,
          activeIntegration,
          browserData: browserData(),
        },
      });
      setOpen(false);
      toast.show({ title: t("thanksTitle"), description: t("thanksText"), variant: "success" });
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  function skip() {
    setOpen(false);
    apiFetch("/nps/skipsurvey", { body: { userId, platform: SURVEY_PLATFORM } }).catch((error) =>
      toast.showError(error),
    );
  }

  function onOpenChange(next: boolean) {
    if (next || pending) return;
    if (step === "comment") void submit("");
    else skip();
  }

  // Arrow keys move the choice like a native radio group; Tab still reaches every score.
  function moveWithArrows(event: React.KeyboardEvent<HTMLDivElement>) {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = Math.min(
      SURVEY_SCORE_MAX,
      Math.max(SURVEY_SCORE_MIN, (score ?? (step > 0 ? SURVEY_SCORE_MIN - 1 : SURVEY_SCORE_MAX + 1)) + step),
    );
    setScore(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-score="${next}"]`)?.focus();
  }

  const count = countCharacters(comment, SURVEY_COMMENT_MAX);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="survey"
      dismissOnOutsideClick={false}
      testId="score-survey"
      title={t("title")}
      description={step === "score" ? t("question") : t("commentQuestion")}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            {step === "score" ? t("notNow") : t("skipComment")}
          </Button>
          {step === "score" ? (
            <Button onClick={() => setStep("comment")} disabled={score === null}>
              {t("next")}
            </Button>
          ) : (
            <Button onClick={() => submit(comment)} disabled={pending}>
              {t("submit")}
            </Button>
          )}
        </>
      }
    >
      {step === "score" ? (
        <div>
          <div
            role="radiogroup"
            aria-label={t("scoreLabel")}
            onKeyDown={moveWithArrows}
            className="grid grid-cols-6 gap-2 sm:grid-cols-11"
          >
            {SCORES.map((value) => {
              const colour = scoreColour(value);
              const chosen = value === score;
              return (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  data-score={value}
                  data-colour={colour}
                  onClick={() => setScore(value)}
                  className={`min-h-10 rounded-md border-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${COLOUR_CLASSES[colour][chosen ? "chosen" : "idle"]}`}
                >
                  {value}
                </button>
              );
            })}
          </div>
          <div className="mt-2 flex justify-between text-xs text-slate-600" aria-hidden="true">
            <span>{t("unlikely")}</span>
            <span>{t("likely")}</span>
          </div>
        </div>
      ) : (
        <div>
          <label htmlFor="survey-comment" className="mb-1 block text-sm font-medium text-slate-800">
            {t("commentLabel")}
          </label>
          <textarea
            id="survey-comment"
            value={comment}
            maxLength={SURVEY_COMMENT_MAX}
            onChange={(e) => setComment(e.target.value)}
            rows={4}
            aria-describedby="survey-comment-counter"
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
          />
          <p id="survey-comment-counter" className="mt-1 text-right text-xs text-slate-600">
            {count.current} / {count.max}
          </p>
        </div>
      )}
    </Modal>
  );
}

// What the product team sees about the browser (spec: browserData): no identifiers, only the setup.
function browserData(): Record<string, string | number | boolean> {
  if (typeof window === "undefined") return {};
  return {
    userAgent: navigator.userAgent.slice(0, 500),
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    standalone: window.matchMedia?.("(display-mode: standalone)").matches ?? false,
  };
}
