/** A legal document as typed data: numbered sections of paragraphs and optional bullet lists. */
export interface LegalSection {
  /** Stable anchor id, the same in every language (e.g. "forbidden"). */
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date the text took effect. */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}
