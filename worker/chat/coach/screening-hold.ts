// The pre-exercise screening's hold on the coach's training answers: after a "yes" without the
// doctor's clearance no workout plan is given (decision 0038), so the coach gives the same "see a
// doctor before you start" as the plan API instead of exercises.
import type { Locale } from "../../../core/locale";
import { screeningAllowsTraining } from "../../../core/safety/health-context";
import * as m from "../../../i18n/paraglide/messages.js";
import type { CoachContext } from "../../platform/ai/chat-model";

/** The screening says to see a doctor first, and no doctor's clearance has been confirmed. */
export const screeningHolds = (ctx: Pick<CoachContext, "health">): boolean => ctx.health?.screening === "see-doctor";

/** Sets, reps and loads may be given: the screening is answered and lets the member train. */
export const trainingNumbersAllowed = (ctx: Pick<CoachContext, "health">): boolean =>
  ctx.health !== null && screeningAllowsTraining(ctx.health.screening);

/**
 * The server's own "see a doctor" answer (POST /api/plans/workout's 409) and, as on the Workout Plan
 * tab, what to do in an emergency.
 */
export function seeDoctorReply(locale: Locale): string {
  return [m.health_api_error_screening_see_doctor({}, { locale }), m.health_screening_emergency({}, { locale })].join("\n\n");
}
