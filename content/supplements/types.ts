import type { Localized, Source } from "../../core/content";

/** A: strong evidence (several good trials or meta-analyses) … D: little or no evidence. */
export type EvidenceGrade = "A" | "B" | "C" | "D";

export interface Supplement {
  slug: string;
  name: Localized;
  grade: EvidenceGrade;
  /** What it does, and for whom it is worth it. */
  what: Localized;
  dose: Localized;
  timing: Localized;
  /** Who should avoid it or ask a doctor first. */
  avoid: Localized;
  interactions: Localized;
  /** The studies and reviews behind the grade. */
  sources: Source[];
}
