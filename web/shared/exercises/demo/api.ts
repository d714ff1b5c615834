// Whether an exercise has an uploaded video, and where its video, poster and captions are served.
import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../../../core/locale";
import { api, apiUrl } from "../../api/client";

export const exerciseMediaKeys = {
  media: (slug: string) => ["exercise-media", slug] as const,
};

export const exerciseMediaQuery = (slug: string) =>
  queryOptions({
    queryKey: exerciseMediaKeys.media(slug),
    queryFn: () => api("GET /api/exercises/:exercise", { params: { exercise: slug } }),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

export const videoUrl = (slug: string) => apiUrl("GET /api/exercises/:exercise/video", { params: { exercise: slug } });
export const posterUrl = (slug: string) => apiUrl("GET /api/exercises/:exercise/poster", { params: { exercise: slug } });
export const captionsUrl = (slug: string, locale: Locale) =>
  apiUrl(`GET /api/exercises/:exercise/captions/${locale}.vtt`, { params: { exercise: slug } });
