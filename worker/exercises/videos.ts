// Exercise videos an operator uploads to the PHOTOS bucket, apart from members' photos:
// exercise-videos/<slug>/video.mp4, poster.jpg and captions.<en|ru>.vtt. Members stream them
// with range requests; nothing here is written by the app.
import type { ExerciseMediaJson } from "../../core/api/exercises";
import { locales, type Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { ApiError } from "../platform/errors";
import { parseByteRange } from "./byte-range";

export const exerciseVideoPrefix = (slug: string) => `exercise-videos/${slug}/`;

export const exerciseFiles = {
  video: { name: "video.mp4", type: "video/mp4" },
  poster: { name: "poster.jpg", type: "image/jpeg" },
  captions: (locale: Locale) => ({ name: `captions.${locale}.vtt`, type: "text/vtt; charset=utf-8" }),
} as const;

type File = { name: string; type: string };

/** Whether the exercise has a video, and its poster and captions. */
export async function exerciseMedia(bucket: R2Bucket, slug: string): Promise<ExerciseMediaJson> {
  const prefix = exerciseVideoPrefix(slug);
  const [video, poster, ...captions] = await Promise.all([
    bucket.head(prefix + exerciseFiles.video.name),
    bucket.head(prefix + exerciseFiles.poster.name),
    ...locales.map((l) => bucket.head(prefix + exerciseFiles.captions(l).name)),
  ]);
  return {
    slug,
    video: video
      ? {
          contentType: video.httpMetadata?.contentType ?? exerciseFiles.video.type,
          poster: !!poster,
          captions: locales.filter((_, i) => !!captions[i]),
        }
      : null,
  };
}

/**
 * One of an exercise's files, whole (200) or the requested byte range (206), with the headers a
 * media element needs to seek. 404 when the operator has not uploaded it.
 */
export async function serveExerciseFile(bucket: R2Bucket, slug: string, file: File, request: Request, locale: Locale): Promise<Response> {
  const key = exerciseVideoPrefix(slug) + file.name;
  const head = await bucket.head(key);
  if (!head) throw new ApiError(404, "not_found");
  const size = head.size;
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, max-age=3600",
    "Content-Type": head.httpMetadata?.contentType ?? file.type,
    ETag: head.httpEtag,
  });
  const range = parseByteRange(request.headers.get("Range"), size);
  if (range === "unsatisfiable") {
    throw new ApiError(416, "bad_request", m.exercise_video_range({}, { locale }), { "Content-Range": `bytes */${size}` });
  }
  headers.set("Content-Length", String(range ? range.length : size));
  if (range) headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${size}`);
  const status = range ? 206 : 200;
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const object = await bucket.get(key, range ? { range } : undefined);
  if (!object) throw new ApiError(404, "not_found");
  return new Response(object.body, { status, headers });
}
