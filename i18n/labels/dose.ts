import type { Locale } from "../../core/locale";
import type { Dose } from "../../core/training/dose";
import { getLocale } from "../paraglide/runtime.js";
import * as m from "../paraglide/messages.js";

/** Sets × a rep range or a hold time: "4 × 6–10 reps", "3 × 30 s"; in the given language or the page's. */
export function doseText(d: Pick<Dose, "sets" | "reps" | "seconds">, locale: Locale = getLocale()): string {
  return d.reps
    ? m.plans_reps({ sets: String(d.sets), low: String(d.reps[0]), high: String(d.reps[1]) }, { locale })
    : m.plans_seconds({ sets: String(d.sets), seconds: String(d.seconds ?? 0) }, { locale });
}
