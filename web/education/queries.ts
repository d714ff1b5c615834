import { queryOptions } from "@tanstack/react-query";
import { loadLesson } from "../../content/education/index";

export const lessonQuery = (slug: string) => queryOptions({ queryKey: ["lesson", slug], queryFn: async () => (await loadLesson(slug)) ?? null, staleTime: Infinity });
