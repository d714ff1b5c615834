// The exercise library searched by name and alias in both languages (forgiving typos), for a
// name of the file that nothing matched.
import { exercises } from "../../../content/exercises/index";
import { bilingualSearch } from "../../shared/ui/bilingual-search";

export const searchExercises = bilingualSearch(
  exercises.map((e) => ({ slug: e.slug, name: e.name, more: { en: e.aliases.en.join(" · "), ru: e.aliases.ru.join(" · ") } })),
  2,
);
