// The library's page slugs, per content: whether a `$slug` page exists. Built once per isolate
// from the content lists.
import { articles } from "../../content/articles/catalog";
import { dishes } from "../../content/dishes/dishes";
import { course } from "../../content/education/course";
import { exercises } from "../../content/exercises/index";
import type { SlugSource } from "../../core/screen-routes";

let slugs: Record<SlugSource, ReadonlySet<string>> | null = null;

export function librarySlugs(): Record<SlugSource, ReadonlySet<string>> {
  slugs ??= {
    exercises: new Set(exercises.map((e) => e.slug)),
    // The catalog, not the articles' index: that one would bring every article body along.
    articles: new Set(articles.map((a) => a.slug)),
    lessons: new Set(course.map((l) => l.slug)),
    dishes: new Set(dishes.map((d) => d.slug)),
  };
  return slugs;
}
