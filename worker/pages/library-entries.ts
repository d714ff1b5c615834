// The library's pages by slug, per content: whether a `$slug` page exists, and its title and
// summary for search engines and link previews. Built once per isolate from the content lists.
import { articles } from "../../content/articles/catalog";
import { dishes } from "../../content/dishes/dishes";
import { course } from "../../content/education/course";
import { exercises } from "../../content/exercises/index";
import type { Localized } from "../../core/content";
import type { SlugSource } from "../../core/screen-routes";

export interface LibraryEntry {
  title: Localized;
  /** One line for previews; exercises have theirs only in the page's own chunk. */
  summary?: Localized;
}

let entries: Record<SlugSource, Map<string, LibraryEntry>> | null = null;

export function libraryEntries(): Record<SlugSource, Map<string, LibraryEntry>> {
  entries ??= {
    exercises: new Map(exercises.map((e) => [e.slug, { title: e.name }])),
    // The catalog, not the articles' index: that one would bring every article body along.
    articles: new Map(articles.map((a) => [a.slug, { title: a.title, summary: a.summary }])),
    lessons: new Map(course.map((l) => [l.slug, { title: l.title, summary: l.summary }])),
    dishes: new Map(dishes.map((d) => [d.slug, { title: d.name, summary: d.description }])),
  };
  return entries;
}
