// The vitamin and mineral engine alone: a 30-item day analysed (needs, totals, flags, suggestions)
// 500 times; prints the day (each food's SR28 entry, for logging it in the diary), the median and
// the p95 in ms as JSON. Run by scripts/bench.mjs with tsx.
import { foodEnergy, foodValues, suggestionFoods } from "../content/foods/food-values";
import { foods } from "../content/foods/foods";
import { foodMicronutrients } from "../content/foods/micronutrients";
import { micronutrients } from "../content/micronutrients/all";
import { analyzeDay } from "../core/micronutrients/analysis";
import { needsFor } from "../core/micronutrients/needs";
import { suggestFoods } from "../core/micronutrients/suggestions";

/** Thirty different foods of the table, 40 to 330 g each. */
const benchDay = foods
  .filter((_, i) => i % 4 === 0)
  .slice(0, 30)
  .map((f, i) => ({ food: f.slug, grams: 40 + ((i * 37) % 300) }));

const times: number[] = [];
for (let i = 0; i < 550; i++) {
  const t = performance.now();
  const needs = needsFor({ sex: i % 2 ? "male" : "female", age: 30, stage: "none" }, micronutrients);
  const day = analyzeDay(benchDay, needs, foodValues, foodEnergy);
  suggestFoods(day.nutrients, suggestionFoods, foodValues);
  if (i >= 50) times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q: number) => Number(times[Math.floor(times.length * q)]!.toFixed(3));
const day = benchDay.map((i) => ({ ndb: foodMicronutrients[i.food]!.ndb, grams: i.grams }));
console.log(JSON.stringify({ day, medianMs: at(0.5), p95Ms: at(0.95) }));
