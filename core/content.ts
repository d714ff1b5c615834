// Shared shapes of the bilingual library content. Every text exists in English and Russian; a
// test checks both are present, distinct where they should be, and slugs are unique.
export interface Localized<T = string> {
  en: T;
  ru: T;
}

/** Where a figure or a claim comes from (kept beside each table). */
export interface Source {
  title: string;
  /** Publisher, journal or organisation, e.g. "USDA FoodData Central" or "NIH ODS". */
  publisher: string;
  year?: number;
  url?: string;
}

/** A titled part of a long text: paragraphs, and optionally a bullet list after them. */
export interface Section {
  /** Stable anchor id, the same in both languages (used by the table of contents). */
  id: string;
  heading: Localized;
  paragraphs: Localized<string[]>;
  bullets?: Localized<string[]>;
}
