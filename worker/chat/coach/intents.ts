// What kind of question a message is (the common kinds), in English or Russian.
import type { Exercise } from "../../../core/training/exercise";
import type { Supplement } from "../../../content/supplements/types";
import { findExercise, findSupplement, mentions, words } from "./match";

export type Intent =
  | { kind: "supplement"; supplement: Supplement }
  | { kind: "substitution"; exercise: Exercise }
  | { kind: "howto"; exercise: Exercise }
  | { kind: "today_workout" }
  | { kind: "nutrition" }
  | { kind: "sleep" }
  | { kind: "greeting" }
  | { kind: "off_topic" }
  | { kind: "unknown" };

const keys = {
  substitution: ["instead", "replac", "substitut", "alternativ", "swap", "вместо", "замен", "альтернатив"],
  today: ["today", "todays", "workout", "train", "session", "сегодня", "тренировк", "занят"],
  nutrition: [
    "calori",
    "kcal",
    "macro",
    "protein",
    "carb",
    "eat",
    "diet",
    "meal",
    "food",
    "калори",
    "ккал",
    "бжу",
    "белк",
    "белок",
    "углевод",
    "есть",
    "съед",
    "питани",
    "рацион",
    "диет",
    "еда",
  ],
  sleep: [
    "sleep",
    "recover",
    "sore",
    "doms",
    "tired",
    "fatigue",
    "сон",
    "сна",
    "спать",
    "сплю",
    "восстанов",
    "крепатур",
    "устал",
    "усталост",
  ],
  greeting: ["hi", "hello", "hey", "привет", "здравств", "добрый"],
  // Clearly outside training and food: the coach says so instead of guessing.
  offTopic: [
    "weather",
    "bitcoin",
    "stock",
    "politic",
    "election",
    "movie",
    "погод",
    "биткоин",
    "акци",
    "политик",
    "выбор",
    "фильм",
  ],
  // Conditions worth a word of caution in an ordinary answer. Pain, injury, emergencies,
  // eating-disorder signs and pregnancy never reach here: the triage answers them first.
  risk: [
    "dizz",
    "lightheaded",
    "blood pressure",
    "hypertens",
    "heart condition",
    "heart disease",
    "heart problem",
    "diabet",
    "asthma",
    "medication",
    "головокруж",
    "гипертон",
    "артериальн давлени",
    "высокое давлени",
    "низкое давлени",
    "сердечн",
    "диабет",
    "астм",
    "лекарств",
  ],
} as const;

export function recognise(message: string): { intent: Intent; risk: boolean } {
  const w = words(message);
  const risk = mentions(w, keys.risk);
  const supplement = findSupplement(w);
  if (supplement) return { intent: { kind: "supplement", supplement }, risk };
  const exercise = findExercise(w);
  if (exercise)
    return { intent: mentions(w, keys.substitution) ? { kind: "substitution", exercise } : { kind: "howto", exercise }, risk };
  if (mentions(w, keys.offTopic)) return { intent: { kind: "off_topic" }, risk };
  if (mentions(w, keys.nutrition)) return { intent: { kind: "nutrition" }, risk };
  if (mentions(w, keys.sleep)) return { intent: { kind: "sleep" }, risk };
  if (mentions(w, keys.today)) return { intent: { kind: "today_workout" }, risk };
  if (mentions(w, keys.greeting)) return { intent: { kind: "greeting" }, risk };
  return { intent: { kind: "unknown" }, risk };
}
