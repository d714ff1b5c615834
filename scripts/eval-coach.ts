// Prints the offline coach's top-3 source hit rate on the question set, per language and overall,
// and the questions it got wrong.
import { questionSets, scoreCoach } from "../tests/coach-questions/score";

const { rate, misses } = await scoreCoach();
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(`English ${pct(rate.en)} of ${questionSets.en.length}, Russian ${pct(rate.ru)} of ${questionSets.ru.length}, overall ${pct(rate.all)}`);
for (const m of misses) console.log(`  miss [${m.lang}] ${m.q}\n    expected ${m.expect.join(" | ")}\n    got      ${m.got.join(" | ") || "(nothing)"}`);
