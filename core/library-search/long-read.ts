// The library's long texts (articles, lessons, encyclopedias) as the coach keeps them: one entry
// per intro or section with its opening sentences to quote and the stems that stand for the rest.
import type { Localized } from "../content";
import type { Locale } from "../locale";
import type { Passage, PassageKind } from "./search";

export interface LongRead {
  id: string;
  kind: Extract<PassageKind, "article" | "lesson" | "encyclopedia">;
  href: string;
  title: Localized;
  heading?: Localized;
  text: Localized;
  keywords: Localized;
}

/** A page of the generated module: its passages refer to it by number. */
export interface LongReadPage {
  kind: LongRead["kind"];
  href: string;
  title: Localized;
}

export interface LongReadSection {
  page: number;
  /** The section's anchor; empty for the page's intro. */
  anchor: string;
  heading?: Localized;
  text: Localized;
  keywords: Localized;
}

/** The passages of the generated module, whole again. */
export const longReadsOf = (pages: readonly LongReadPage[], sections: readonly LongReadSection[]): LongRead[] =>
  sections.map(({ page, anchor, ...rest }) => {
    const p = pages[page]!;
    const slug = p.href.split("/").pop()!;
    const key = p.kind === "encyclopedia" ? slug.replace("-encyclopedia", "") : slug;
    return {
      ...rest,
      kind: p.kind,
      title: p.title,
      id: `${p.kind}:${key}${anchor ? `#${anchor}` : ""}`,
      href: `${p.href}${anchor ? `#${anchor}` : ""}`,
    };
  });

export const passageOf = (r: LongRead, lang: Locale): Passage => ({
  id: r.id,
  kind: r.kind,
  href: r.href,
  title: r.title[lang],
  ...(r.heading ? { heading: r.heading[lang] } : {}),
  text: r.text[lang],
  keywords: r.keywords[lang],
});
