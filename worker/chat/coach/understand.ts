// What a message asks, with the library's passages that answer it: the coach's own intents
// (the member's plan and numbers, an exercise, a supplement) where the message is about them,
// else the best passages of the library, else the keyword intents.
import { answers, type Hit } from "../../../core/library-search/search";
import type { Locale } from "../../../core/locale";
import type { Library } from "../library/passages";
import { recognise, type Intent } from "./intents";
import { mentions, words } from "./match";

const personal = {
  // The member's own day: "today", «сегодня», "my plan".
  today: ["today", "todays", "tonight", "my workout", "my plan", "my training", "сегодня", "сегодняшн", "мой план", "моя тренировк", "мою тренировк", "по плану"],
  // The member's own numbers.
  numbers: ["calori", "kcal", "macro", "my protein", "калори", "ккал", "бжу", "сколько мне", "моя норм", "мою норм"],
  sleep: ["sleep", "сон", "сна", "спать", "сплю"],
  // Food, soreness and recovery around an exercise: the library answers, not the exercise page.
  around: ["eat", "food", "meal", "sore", "doms", "sleep", "recover", "съед", "съест", "поест", "еда", "еды", "питани", "крепатур", "сон", "спать", "восстан"],
} as const;

export interface Understood {
  intent: Intent | { kind: "library"; hits: Hit[] };
  risk: boolean;
  /** The passages that match, best first (at most three). */
  hits: Hit[];
  /** The ids of the pages and passages the answer draws on, best first. */
  sources: string[];
}

function sourceOf(intent: Intent): string | null {
  switch (intent.kind) {
    case "supplement":
      return `supplement:${intent.supplement.slug}`;
    case "howto":
    case "substitution":
      return `exercise:${intent.exercise.slug}`;
    case "sleep":
      return "article:sleep-for-muscle";
    case "nutrition":
      return "calculators";
    case "today_workout":
      return "plan";
    default:
      return null;
  }
}

export async function understand(message: string, locale: Locale, library: Library): Promise<Understood> {
  const { intent, risk } = recognise(message);
  const w = words(message);
  // Without the library (its passages could not be read) the intents answer alone.
  const hits = ((await library(locale))?.search(message, 3) ?? []).filter(answers);
  const keeps = (() => {
    switch (intent.kind) {
      case "supplement":
      case "substitution":
      case "off_topic":
        return true;
      case "howto":
        return !mentions(w, personal.around) || !hits.some((h) => h.passage.kind !== "exercise");
      case "today_workout":
        return mentions(w, personal.today);
      case "nutrition":
        return mentions(w, personal.numbers);
      case "sleep":
        return mentions(w, personal.sleep);
      default:
        return false;
    }
  })();
  const chosen: Understood["intent"] = keeps || hits.length === 0 ? intent : { kind: "library", hits };
  const own = chosen.kind === "library" ? null : sourceOf(chosen);
  const sources = [...(own ? [own] : []), ...hits.map((h) => h.passage.id)].slice(0, 3);
  return { intent: chosen, risk, hits, sources };
}
