import { Link } from "@tanstack/react-router";
import type { ScreeningResult } from "../../core/safety/health-context";
import * as m from "../../i18n/paraglide/messages.js";
import { FormAlert } from "../shared/forms/FormAlert";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";

/**
 * Why the logger suggests no weight or reps: the pre-exercise screening was never answered, or it
 * says to see a doctor first. Logging goes on as usual. The link leads to the screening where it
 * is answered, the profile's Workout Plan tab (/profile#screening opens it).
 */
export function ScreeningNotice({ screening }: { screening: ScreeningResult }) {
  const href = useScreenHref();
  if (screening !== "unanswered" && screening !== "see-doctor") return null;
  const unanswered = screening === "unanswered";
  return (
    <FormAlert tone="info" testId="workout-screening-notice">
      <p>{unanswered ? m.workout_screening_unanswered() : m.workout_screening_see_doctor()}</p>
      <Link to={href("/profile")} hash="screening" className={buttonClass("secondary", "sm", "justify-self-start")}>
        {unanswered ? m.workout_screening_answer() : m.workout_screening_open()}
      </Link>
    </FormAlert>
  );
}
