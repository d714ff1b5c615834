// The one place that names an exercise from its slug: a library exercise in the page's language,
// or one of the member's own (`own-<id>`) from their list, which the device keeps so names show
// offline. The logger, the history, an exercise's history and a workout's detail all name
// exercises through here.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { OwnExerciseJson } from "../../core/api/own-exercises";
import type { Locale } from "../../core/locale";
import { ownExerciseIdOf } from "../../core/validation/own-exercises";
import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import { exerciseBySlug } from "../shared/queries/exercises";
import { ownExercisesQuery } from "../shared/queries/own-exercises";
import { sessionQuery } from "../shared/session/api";

/** The member's own exercise a slug names, if it is one they have (removed ones too). */
export type OwnLookup = (slug: string) => OwnExerciseJson | undefined;

/** An exercise's name: the library's, the member's own, or (an own one not loaded yet) "Your exercise". */
export function exerciseName(slug: string, locale: Locale, own: OwnExerciseJson | undefined): string {
  const library = exerciseBySlug.get(slug);
  if (library) return library.name[locale];
  if (own) return own.name;
  return ownExerciseIdOf(slug) ? m.own_exercise_unnamed({}, { locale }) : slug.replaceAll("-", " ");
}

/** Whether the slug names an exercise the member can have: the library's or an own one. */
export const isExerciseSlug = (slug: string): boolean => exerciseBySlug.has(slug) || ownExerciseIdOf(slug) !== null;

export interface OwnExercises {
  own: OwnLookup;
  /** The ones to offer for new workouts (not removed), by name. */
  live: OwnExerciseJson[];
  /**
   * Whether a new workout may name the exercise: the library's, or an own one not removed (while
   * the list is still loading, any own one; the server refuses a removed one).
   */
  offered: (slug: string) => boolean;
  /** Whether the list has been read (from the server or this device's copy). */
  loaded: boolean;
  /** Not read and not coming: the request failed, or waits for a network. */
  failed: boolean;
  retry(): void;
}

/** The signed-in member's own exercises, read once per screen and shared by every use. */
export function useOwnExercises(): OwnExercises {
  const locale = useLocale();
  const userId = useQuery(sessionQuery).data?.user?.id;
  const query = useQuery({ ...ownExercisesQuery(userId ?? "-"), enabled: userId !== undefined });
  const { data, refetch } = query;
  const failed = data === undefined && (query.isError || query.fetchStatus === "paused");
  return useMemo(() => {
    const bySlug = new Map((data?.exercises ?? []).map((e) => [e.slug, e]));
    const live = (data?.exercises ?? []).filter((e) => !e.removed).sort((a, b) => a.name.localeCompare(b.name, locale));
    const offered = (slug: string) =>
      exerciseBySlug.has(slug) || (ownExerciseIdOf(slug) !== null && (data === undefined || bySlug.get(slug)?.removed === false));
    return {
      own: (slug: string) => bySlug.get(slug),
      offered,
      live,
      loaded: data !== undefined,
      failed,
      retry: () => void refetch(),
    };
  }, [data, locale, failed, refetch]);
}
