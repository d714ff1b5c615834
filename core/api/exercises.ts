// The exercise details API: what the library's own data does not hold, such as whether an
// operator has uploaded a video of the exercise.
import type { Locale } from "../locale";

export interface ExerciseVideoJson {
  contentType: string;
  /** A still shown before the video plays. */
  poster: boolean;
  /** The languages it has captions in (WebVTT). */
  captions: Locale[];
}

export interface ExerciseMediaJson {
  slug: string;
  /** Null when the exercise has no video: the app draws its demonstration instead. */
  video: ExerciseVideoJson | null;
}
