import type { ReactNode } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { Warning } from "./CalcCard";

/** The details card's pregnancy and breastfeeding question (asked of women only). */
export const lifeStageQuestionId = "calc-life-stage-question";

/**
 * Why a card gives no deficit to a woman of 14–50 who has not said whether she is pregnant or
 * breastfeeding, with a way back to the question in "Your details" (decision 0038's addendum).
 */
export function LifeStageUnasked({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Warning testId={testId}>
      {children}{" "}
      <button type="button" onClick={focusQuestion} className="font-semibold underline underline-offset-2 hover:no-underline">
        {m.calc_life_stage_answer()}
      </button>
    </Warning>
  );
}

function focusQuestion() {
  const question = document.getElementById(lifeStageQuestionId);
  question?.scrollIntoView({ block: "center" });
  question?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
}
