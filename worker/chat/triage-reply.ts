// The answer to a red flag, written before any model is asked (the offline coach and Workers AI
// alike): fixed, kind texts in the member's language. An emergency gets the emergency numbers
// and, for a cause that calls for it, the first aid while help comes (an auto-injector, the
// reliever inhaler, sugar, cooling, a still leg, pressure on a wound, a pinched nose, a broken limb kept still,
// compressions for someone not breathing, back blows for choking, nothing in the mouth during a seizure, no vomiting and nothing by mouth after a poison, fresh air after fumes), nothing else (words of wanting to die get the crisis answer, with the same numbers; a
// general question about the signs gets the numbers first, then why a doctor sorts it out);
// eating-disorder signs get no numbers at all; pain gets "stop and see a
// professional", then only the pain-free alternatives to an exercise the member asked to
// replace; a member a deficit is not for gets no deficit and the reason.
import type { Triage } from "../../core/safety/triage";
import { isPoisoning } from "../../core/safety/triage-poison";
import * as m from "../../i18n/paraglide/messages.js";
import type { ChatModel, CoachContext } from "../platform/ai/chat-model";
import { substitution } from "./coach/answers";
import { recognise } from "./coach/intents";
import { inPieces } from "./coach/offline-coach";

const groupReply = {
  pregnancy: m.triage_pregnancy,
  lactation: m.triage_lactation,
  minor: m.triage_minor,
  underweight: m.triage_underweight,
} as const;

const firstAid = {
  allergy: m.triage_aid_allergy,
  asthma: m.triage_aid_asthma,
  sugar: m.triage_aid_sugar,
  heat: m.triage_aid_heat,
  clot: m.triage_aid_clot,
  bleeding: m.triage_aid_bleeding,
  nosebleed: m.triage_aid_nosebleed,
  injury: m.triage_aid_injury,
  unresponsive: m.triage_aid_unresponsive,
  choking: m.triage_aid_choking,
  seizure: m.triage_aid_seizure,
  pregnancy: m.triage_aid_pregnancy,
  poison: m.triage_aid_poison,
  fumes: m.triage_aid_fumes,
} as const;

/**
 * The first aid after the numbers: a member choking alone gets what to do for themselves, and
 * someone else's low sugar what to do for them (nothing by mouth if they are drowsy or fitting).
 */
function aidFor(flag: Extract<Triage, { kind: "emergency" }>) {
  if (flag.aid === "choking" && !flag.someone) return m.triage_aid_choking_self;
  if (flag.aid === "sugar" && flag.someone) return m.triage_aid_sugar_other;
  return firstAid[flag.aid!];
}

/**
 * The emergency answer's first paragraph: the numbers, said to whoever needs them. For someone
 * else, call and stay with them, not "stop training and sit down"; someone collapsed, choking or
 * convulsing is not helped to sit, and after a poison no one is told to lie down (flat on the back
 * risks choking on vomit). Fumes: out into the air first, then the call. Choking is someone's
 * beside whoever typed it unless the member says it is theirs: then get someone's attention, call.
 */
function emergencyLead(flag: Extract<Triage, { kind: "emergency" }>) {
  if (flag.aid === "fumes") return m.triage_emergency_fumes;
  if (flag.aid === "pregnancy") return flag.someone ? m.triage_emergency_pregnancy_other : m.triage_emergency_pregnancy;
  if (flag.aid === "choking" && !flag.someone) return m.triage_emergency_choking_self;
  if (flag.someone && (flag.aid === "choking" || flag.aid === "unresponsive" || flag.aid === "seizure" || isPoisoning(flag.aid)))
    return m.triage_emergency_someone;
  if (flag.someone) return m.triage_emergency_other;
  return isPoisoning(flag.aid) ? m.triage_emergency_poison : m.triage_emergency;
}

export function triageText(flag: Triage, ctx: CoachContext, message: string): string {
  const { locale } = ctx;
  switch (flag.kind) {
    case "emergency": {
      // Thoughts of suicide. Something already swallowed or breathed in to die: the call first,
      // then the crisis answer, then that poison's first aid.
      if (flag.crisis) {
        const crisis = (flag.someone ? m.triage_crisis_other : m.triage_crisis)({}, { locale });
        if (!flag.aid) return crisis;
        // Someone choking beside a member who writes of wanting to die: `someone` tells whose the
        // crisis is, and the choking is the one beside them, so its lead and aid are a bystander's.
        const aid = flag.aid === "choking" ? { ...flag, someone: true as const } : flag;
        return [emergencyLead(aid)({}, { locale }), crisis, aidFor(aid)({}, { locale })].join("\n\n");
      }
      if (flag.asked) return m.triage_emergency_question({}, { locale });
      return [emergencyLead(flag)({}, { locale }), ...(flag.aid ? [aidFor(flag)({}, { locale })] : [])].join("\n\n");
    }
    case "eating-disorder":
      return m.triage_eating({}, { locale });
    case "special-group":
      return groupReply[flag.group]({}, { locale });
    case "pain": {
      const { intent } = recognise(message);
      const stop = m.triage_pain({}, { locale });
      if (intent.kind !== "substitution") return stop;
      return [stop, m.triage_pain_alternatives({}, { locale }), substitution(ctx, intent.exercise)].join("\n\n");
    }
  }
}

/** The triage's answer as a model: streamed and kept like any other answer. */
export const triageModel = (flag: Triage, pauseMs = 8): ChatModel => ({
  stream: ({ context, message }) => inPieces(triageText(flag, context, message), pauseMs),
});
