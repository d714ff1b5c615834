// Whether an exercise has an uploaded video, and where its video, poster and captions are served.
import { queryOptions } from "@tanstack/react-query";
import type { ExerciseMediaJson } from "../../../core/api/exercises";
import type { Locale } from "../../../core/locale";
import { apiFetch } from "../../shared/api/client";

export const exerciseMediaKeys = {
  media: (slug: string) => ["exercise-media", slug] as const,
};

export const exerciseMediaQuery = (slug: string) =>
  queryOptions({
    queryKey: exerciseMediaKeys.media(slug),
    queryFn: () => apiFetch<ExerciseMediaJson>(`/api/exercises/${encodeURIComponent(slug)}`),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

const base = (slug: string) => `/api/exercises/${encodeURIComponent(slug)}`;
export const videoUrl = (slug: string) => `${base(slug)}/video`;
export const posterUrl = (slug: string) => `${base(slug)}/poster`;
export const captionsUrl = (slug: string, locale: Locale) => `${base(slug)}/captions/${locale}.vtt`;
