import { queryOptions } from "@tanstack/react-query";
import { loadExerciseDetails } from "../../content/exercises/details";
import { exercises } from "../../content/exercises/index";

export const exerciseDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["exercise-details", slug],
    queryFn: async () => {
      const e = exercises.find((x) => x.slug === slug);
      return e ? ((await loadExerciseDetails(e.group, slug)) ?? null) : null;
    },
    staleTime: Infinity,
  });
