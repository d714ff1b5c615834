// A message that asks for a figure to eat by: calories, macros, how much to eat, or losing weight
// (a cut, a deficit). With eating-disorder signs on record the coach answers these with the
// eating-disorder reply, whichever model would have answered (worker/chat/reply.ts). Read like the
// triage, in both languages, word by word. Pure.
import { calorieAskSigns, lossSigns, notSigns } from "./triage-signs";
import { anyHolds, sentencesOf, setAside, sign } from "./triage-text";

/** How much of a macronutrient, or the member's daily figures: "how much protein", «сколько белка», «моя норма». */
const macroAskSigns = [
  "= how (much|many) (protein|carbs|carb|carbohydrate*|fat|fats|sugar)",
  "(grams|gram|g) (protein|carbs|carb|carbohydrate*|fat|fats)",
  "(daily|my) (target|targets|numbers|intake)",
  "= сколько (белка|белков|углеводов|жиров|жира|сахара|грамм*)",
  "бжу",
  "норм* (калори*|белк*|углевод*|жир*|еды|питани*)",
  "(моя|мою|мои) (норма|норму|нормы|цель|цели)",
].map(sign);

/** Whether the message asks for calories, macros, how much to eat, or how to lose weight. */
export function asksForTargets(text: string): boolean {
  const sentences = sentencesOf(text).map((s) => setAside(s, notSigns));
  return anyHolds(sentences, calorieAskSigns) || anyHolds(sentences, lossSigns) || anyHolds(sentences, macroAskSigns);
}
