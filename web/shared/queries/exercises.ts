// The exercise library: its entries by slug, and each exercise's details, loaded per page.
import { queryOptions } from "@tanstack/react-query";
import { bundledContent } from "./bundled-content";
import { loadExerciseDetails } from "../../../content/exercises/details";
import { exercises } from "../../../content/exercises";

export const exerciseBySlug = new Map(exercises.map((e) => [e.slug, e]));

export const exerciseKeys = {
  details: (slug: string) => ["exercise-details", slug] as const,
};

export const exerciseDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: exerciseKeys.details(slug),
    queryFn: async () => {
      const e = exerciseBySlug.get(slug);
      return e ? ((await loadExerciseDetails(e.group, slug)) ?? null) : null;
    },
    ...bundledContent,
  });
