// The Time machine's work: a photo is checked and stored, one preview is spent, and the picture
// is made after the answer (the member polls); a failure gives the preview back. Takes the
// database, the PHOTOS bucket and the image port, never Hono's Context.
import type { PreviewJson, PreviewStartedJson, TransformAllowanceJson, TransformStateJson } from "../../core/api/transform";
import { allowances } from "../../core/billing/catalog";
import { sexOf } from "../../core/formulas/sex";
import type { Locale } from "../../core/locale";
import { nextMonthStart } from "../../core/clock";
import { projectWeight } from "../../core/transform/projection";
import type { TransformType } from "../../core/transform/rules";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import type { TransformPreview } from "../db/schema";
import { ApiError } from "../platform/errors";
import { decodeCounted, inspectedPhoto } from "../platform/images/decode-budget";
import type { ImagePreviewModel } from "../platform/images/port";
import { userPhotoPrefix } from "../platform/photo-keys";
import { findProfile } from "../shared/find-profile";
import { refuseUnsafeChoice } from "./health-check";
import {
  deletePreviewRow,
  failStale,
  findPreview,
  isBusy,
  listPreviews,
  markDone,
  markFailed,
  previewById,
  previewsLeft,
  recentDurations,
  refund,
  spendAndInsert,
} from "./store";
import { errorText } from "../platform/error-text";

export interface TransformDeps {
  db: Db;
  photos: R2Bucket;
  model: ImagePreviewModel;
  now: () => number;
}

const total = allowances.PRO.transformations;
const base = "/api/transform/previews";

const keyOf = (userId: string, id: string, name: string) => `${userPhotoPrefix(userId)}transform/${id}/${name}`;

export function previewJson(row: TransformPreview): PreviewJson {
  return {
    id: row.id,
    type: row.type,
    months: row.months,
    status: row.status,
    engine: row.engine,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.getTime(),
    finishedAt: row.finishedAt?.getTime() ?? null,
    originalUrl: `${base}/${row.id}/original`,
    resultUrl: row.status === "done" && row.resultKey ? `${base}/${row.id}/result` : null,
    projection: projectWeight({ type: row.type, months: row.months, weightKg: row.weightKg, heightCm: row.heightCm }),
  };
}

async function allowanceOf(db: Db, userId: string, now: number): Promise<TransformAllowanceJson> {
  return { left: await previewsLeft(db, userId, now), total, resetsAt: nextMonthStart(now) };
}

/** The median time of the engine's recent previews, or its default before there are any. */
async function estimateMs(deps: TransformDeps): Promise<number> {
  const times = (await recentDurations(deps.db, deps.model.engine)).sort((a, b) => a - b);
  if (!times.length) return deps.model.defaultEstimateMs;
  const mid = times.length >> 1;
  return Math.round(times.length % 2 ? times[mid]! : (times[mid - 1]! + times[mid]!) / 2);
}

export async function transformState(deps: TransformDeps, userId: string): Promise<TransformStateJson> {
  const now = deps.now();
  await failStale(deps.db, userId, now);
  const [rows, allowance, estimate] = await Promise.all([
    listPreviews(deps.db, userId),
    allowanceOf(deps.db, userId, now),
    estimateMs(deps),
  ]);
  return { previews: rows.map(previewJson), allowance, estimateMs: estimate, engine: deps.model.engine };
}

export async function previewOf(deps: TransformDeps, userId: string, id: string): Promise<PreviewJson> {
  await failStale(deps.db, userId, deps.now());
  const row = await findPreview(deps.db, userId, id);
  if (!row) throw new ApiError(404, "not_found");
  return previewJson(row);
}

function limitReached(now: number, locale: Locale): ApiError {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(nextMonthStart(now));
  return new ApiError(429, "transform_limit_reached", m.transform_limit_reached_on({ date }, { locale }));
}

/** The refusals that need no work: none left this month, or a preview already being made. */
async function checkCanStart(deps: TransformDeps, userId: string, now: number, locale: Locale): Promise<void> {
  await failStale(deps.db, userId, now);
  if ((await previewsLeft(deps.db, userId, now)) <= 0) throw limitReached(now, locale);
  if (await isBusy(deps.db, userId)) throw new ApiError(409, "transform_busy");
}

/** Spends one preview and records it; the photo is already in R2 under `originalKey`. */
async function start(
  deps: TransformDeps,
  userId: string,
  p: { id: string; type: TransformType; months: number; variation: number; originalKey: string; width: number; height: number },
  locale: Locale,
): Promise<PreviewStartedJson> {
  const now = deps.now();
  const profile = await findProfile(deps.db, userId);
  const spent = await spendAndInsert(deps.db, {
    ...p,
    userId,
    engine: deps.model.engine,
    weightKg: profile?.weight ?? null,
    heightCm: profile?.height ?? null,
    createdAt: now,
  }).catch(async (err: unknown) => {
    await deps.photos.delete(p.originalKey);
    throw err;
  });
  if (!spent.ok) {
    // Nothing was recorded: the stored photo goes too.
    await deps.photos.delete(p.originalKey);
    throw spent.reason === "busy" ? new ApiError(409, "transform_busy") : limitReached(now, locale);
  }
  const row = await findPreview(deps.db, userId, p.id);
  if (!row) throw new ApiError(404, "not_found");
  return { preview: previewJson(row), allowance: { left: spent.left, total, resetsAt: nextMonthStart(now) }, estimateMs: await estimateMs(deps) };
}

/**
 * A new photo: checked by its bytes, decoded, made upright, shrunk and re-encoded (so no EXIF
 * survives), stored, and one preview spent. The picture is made afterwards by `generate`.
 */
export async function startFromUpload(
  deps: TransformDeps,
  userId: string,
  input: { bytes: Uint8Array; type: TransformType; months: number },
  locale: Locale,
): Promise<PreviewStartedJson> {
  await refuseUnsafeChoice(deps.db, userId, input.type, deps.now(), locale);
  await checkCanStart(deps, userId, deps.now(), locale);
  const header = inspectedPhoto(input.bytes);
  // Counted before the decode, handed back once the preview is spent.
  const photo = await decodeCounted(deps.db, userId, input.bytes, header, deps.now());
  const id = crypto.randomUUID();
  const originalKey = keyOf(userId, id, "original.jpg");
  await deps.photos.put(originalKey, photo.jpeg, { httpMetadata: { contentType: "image/jpeg" } });
  const started = await start(deps, userId, { id, type: input.type, months: input.months, variation: 0, originalKey, width: photo.width, height: photo.height }, locale);
  await photo.charged();
  return started;
}

/** Regenerate: the same photo and choices, the next variation, one more preview spent. */
export async function startAgain(deps: TransformDeps, userId: string, sourceId: string, locale: Locale): Promise<PreviewStartedJson> {
  const source = await findPreview(deps.db, userId, sourceId);
  if (!source) throw new ApiError(404, "not_found");
  await refuseUnsafeChoice(deps.db, userId, source.type, deps.now(), locale);
  await checkCanStart(deps, userId, deps.now(), locale);
  const photo = await deps.photos.get(source.originalKey);
  if (!photo) throw new ApiError(410, "transform_photo_missing");
  const id = crypto.randomUUID();
  const originalKey = keyOf(userId, id, "original.jpg");
  await deps.photos.put(originalKey, await photo.arrayBuffer(), { httpMetadata: { contentType: "image/jpeg" } });
  const variation = source.variation + 1;
  return start(deps, userId, { id, type: source.type, months: source.months, variation, originalKey, width: source.width, height: source.height }, locale);
}

/**
 * Makes the picture of a preview being made (after the answer, under waitUntil). Any failure
 * marks it failed and gives the preview back; a preview deleted meanwhile leaves nothing behind.
 */
export async function generate(deps: TransformDeps, id: string): Promise<void> {
  const startedAt = Date.now();
  const row = await previewById(deps.db, id);
  if (!row || row.status !== "processing") return;
  const resultKey = (ext: string) => keyOf(row.userId, id, `result.${ext}`);
  try {
    const [photo, profile] = await Promise.all([deps.photos.get(row.originalKey), findProfile(deps.db, row.userId)]);
    if (!photo) throw new Error("The stored photo is missing");
    const projection = projectWeight({ type: row.type, months: row.months, weightKg: row.weightKg, heightCm: row.heightCm });
    const image = await deps.model.generate({
      photo: new Uint8Array(await photo.arrayBuffer()),
      type: row.type,
      months: row.months,
      variation: row.variation,
      subject: {
        sex: profile?.gender ? sexOf(profile.gender) : null,
        age: profile?.age ?? null,
        heightCm: row.heightCm,
        weightKg: row.weightKg,
        endWeightKg: projection ? (projection.endKg[0] + projection.endKg[1]) / 2 : null,
      },
    });
    const key = resultKey(image.contentType === "image/png" ? "png" : "jpg");
    await deps.photos.put(key, image.bytes, { httpMetadata: { contentType: image.contentType } });
    const done = await markDone(deps.db, id, { key, contentType: image.contentType, durationMs: Date.now() - startedAt }, deps.now());
    // Deleted (or given up as stale) while it was being made: its picture goes too.
    if (!done) await deps.photos.delete(key);
  } catch (err) {
    console.error(JSON.stringify({ level: "error", at: "transform.generate", engine: deps.model.engine, error: errorText(err) }));
    if (await markFailed(deps.db, id, deps.now())) await refund(deps.db, row.userId, 1, deps.now());
  }
}

/** Deletes a preview and its photos. */
export async function deletePreview(deps: TransformDeps, userId: string, id: string): Promise<void> {
  const keys = await deletePreviewRow(deps.db, userId, id);
  if (!keys) throw new ApiError(404, "not_found");
  await deps.photos.delete([keys.originalKey, ...(keys.resultKey ? [keys.resultKey] : [])]);
}

/** The key of a preview's photo or picture, for its owner only. */
export async function imageKey(deps: TransformDeps, userId: string, id: string, which: "original" | "result"): Promise<string> {
  const row = await findPreview(deps.db, userId, id);
  const key = which === "original" ? row?.originalKey : row?.status === "done" ? row.resultKey : null;
  if (!key) throw new ApiError(404, "not_found");
  return key;
}
