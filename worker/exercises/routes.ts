// The exercise details API under /api/exercises (members): whether an exercise has a video, and
// the video, its poster and its captions, streamed from R2 with range requests.
import type { Context } from "hono";
import { Hono } from "hono";
import { isLibraryExercise } from "../../content/exercises/index";
import type { Locale } from "../../core/locale";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { requireUser } from "../shared/require-user";
import { exerciseFiles, exerciseMedia, serveExerciseFile } from "./videos";

/** The slug of a library exercise; any other is a 404 like a missing page. */
function slugOf(c: Context<AppEnv>): string {
  const slug = c.req.param("exercise");
  if (!slug || !isLibraryExercise(slug)) throw new ApiError(404, "not_found");
  return slug;
}

const serve = (c: Context<AppEnv>, file: { name: string; type: string }) =>
  serveExerciseFile(c.env.PHOTOS, slugOf(c), file, c.req.raw, c.get("locale"));

const captions = (locale: Locale) => (c: Context<AppEnv>) => serve(c, exerciseFiles.captions(locale));

export const exerciseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:exercise", async (c) => {
    c.header("Cache-Control", "private, max-age=300");
    return c.json(await exerciseMedia(c.env.PHOTOS, slugOf(c)));
  })
  .get("/:exercise/video", (c) => serve(c, exerciseFiles.video))
  .get("/:exercise/poster", (c) => serve(c, exerciseFiles.poster))
  .get("/:exercise/captions/en.vtt", captions("en"))
  .get("/:exercise/captions/ru.vtt", captions("ru"));
