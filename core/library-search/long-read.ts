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

/** A page of the generated file: its passages refer to it by number. */
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

/** Where the long reads are among the static assets: the worker reads them through ASSETS. */
export const longReadsPath = "/_library/long-reads.json";

/** The generated file: each page once, its sections refer to it by number. */
export interface LongReadsFile {
  pages: LongReadPage[];
  sections: LongReadSection[];
}

/** The value read from the file, when it has the file's shape. */
export const asLongReadsFile = (value: unknown): LongReadsFile | null => {
  const v = value as Partial<LongReadsFile> | null;
  return v && Array.isArray(v.pages) && Array.isArray(v.sections) && v.sections.length > 0 ? (v as LongReadsFile) : null;
};

/** The passages of the generated file, whole again. */
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
