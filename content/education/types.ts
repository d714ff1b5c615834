import type { Localized, Section } from "../../core/content";

/** One lesson of the course, in order; the body lives in lessons/<slug>.ts. */
export interface LessonMeta {
  slug: string;
  /** 1, 2, 3 … the order of the course. */
  order: number;
  title: Localized;
  summary: Localized;
  minutes: Localized<number>;
}

export interface LessonBody {
  slug: string;
  intro: Localized;
  sections: Section[];
  /** Short self-check questions with their answers. */
  check: { question: Localized; answer: Localized }[];
  takeaways: Localized<string[]>;
}
