import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock";
import { MAX_PHOTO_BYTES } from "../../core/transform/rules";
import { app } from "../../worker/app";
import { monthlyCron, runScheduled } from "../../worker/cron/scheduled";
import { getDb } from "../../worker/db/client";
import { profiles, subscriptions, transformPreviews } from "../../worker/db/schema";
import { decodePhoto } from "../../worker/platform/images/codec";
import { call, fresh, post, signIn, verifiedMember, cookieToken } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import {
  concat,
  contains,
  darkAt,
  exifWithGps,
  figure,
  gif,
  gpsFingerprint,
  heic,
  jpegOf,
  pngHeaderOnGarbage,
  pngHeaderOnly,
  pngOf,
  svgWithScript,
  text,
  webp,
  withExif,
} from "./transform-files";
import { progressiveJpeg, repeatedScans, scanCount, undecodableJpeg } from "./crafted-photos";

const now = Date.parse("2026-11-24T10:00:00Z");
const db = () => getDb(env.DB);
const body = { gender: "FEMALE" as const, age: 30, height: 168, weight: 62, activity: "MODERATE" as const };

async function giveSubscription(id: string, left = 10) {
  await db()
    .insert(subscriptions)
    .values({
      userId: id,
      provider: "sandbox",
      customerId: `cus_${id}`,
      subscriptionId: `sub_${id}`,
      plan: "PRO",
      interval: "month",
      status: "active",
      currentPeriodEnd: new Date(now + 20 * 86_400_000),
      predicatesLeft: left,
      lastEventAt: new Date(now - 60_000),
    });
}

/** A Pro member with a subscription and `left` previews this month. */
async function proMember(left = 10) {
  const { id } = await createUser({ plan: "PRO", ...body, goal: "LOSE_WEIGHT" });
  await giveSubscription(id, left);
  return { id, token: await createSession(id) };
}

type Overrides = Partial<Cloudflare.Env>;

/** A request through the app with a fixed clock; waits for the work it leaves running (the picture). */
async function send(method: string, path: string, opts: { token?: string; body?: Uint8Array; lang?: "en" | "ru"; env?: Overrides; headers?: Record<string, string>; at?: number } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": fresh().ip, ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers.Cookie = `lang=${opts.lang}`;
  if (opts.body) headers["Content-Type"] = "application/octet-stream";
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://forma.test${path}`, { method, headers, body: opts.body }), { ...env, ...opts.env, clock: fixedClock(opts.at ?? now) }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function json(res: Response) {
  const t = await res.text();
  return t ? JSON.parse(t) : null;
}

const upload = async (token: string, bytes: Uint8Array, q = "type=cut&months=3", opts: { lang?: "en" | "ru"; env?: Overrides } = {}) => {
  const res = await send("POST", `/api/transform/previews?${q}`, { token, body: bytes, ...opts });
  return { status: res.status, body: await json(res) };
};
const state = async (token: string) => json(await send("GET", "/api/transform/previews", { token }));
/** Makes handing a counted decode back fail, as a database error would, until dropped. */
const failDecodeGiveBack = async () => {
  await env.DB.prepare(
    "CREATE TRIGGER fail_decode_give_back BEFORE UPDATE OF count ON rate_limits WHEN NEW.count < OLD.count AND NEW.key LIKE 'image-decode:%' BEGIN SELECT RAISE(ABORT, 'give-back failed'); END",
  ).run();
  return () => env.DB.prepare("DROP TRIGGER fail_decode_give_back").run();
};
const image = async (token: string, url: string) => send("GET", url, { token });
const objects = async (userId: string) => (await env.PHOTOS.list({ prefix: `users/${userId}/` })).objects.map((o) => o.key);
const pixelsOf = async (res: Response) => decodePhoto(new Uint8Array(await res.arrayBuffer()), "jpeg");

type Picture = { data: Uint8ClampedArray; width: number; height: number };
/** Dark pixels of a row: the figure's width there. */
const widthAt = (p: Picture, share: number) => {
  const y = Math.round(p.height * share);
  let n = 0;
  for (let x = 0; x < p.width; x++) if (darkAt(p, x, y)) n++;
  return n;
};
/** The figure's area between two heights (shares of the height). */
const areaBetween = (p: Picture, from: number, to: number) => {
  let n = 0;
  for (let y = Math.round(p.height * from); y < Math.round(p.height * to); y++) for (let x = 0; x < p.width; x++) if (darkAt(p, x, y)) n++;
  return n;
};

describe("Time machine: access", () => {
  it("needs a session and the Pro plan", async () => {
    expect((await send("GET", "/api/transform/previews")).status).toBe(401);
    for (const plan of ["FREE", "BASIC"] as const) {
      const { id } = await createUser({ plan });
      const token = await createSession(id);
      const res = await upload(token, await pngOf(figure(400, 600)));
      expect(res).toMatchObject({ status: 403, body: { error: { code: "subscription_required" } } });
      expect(await objects(id)).toEqual([]);
    }
  });
});

describe("Time machine: a preview from a photo", () => {
  it("stores the photo, spends one preview and makes a narrower figure for a cut", async () => {
    const m = await proMember();
    const started = await upload(m.token, await pngOf(figure(600, 900)), "type=cut&months=6");
    expect(started.status).toBe(202);
    expect(started.body.preview).toMatchObject({ type: "cut", months: 6, status: "processing", engine: "embedded", width: 600, height: 900 });
    expect(started.body.allowance).toEqual({ left: 9, total: 10, resetsAt: Date.parse("2026-12-01T00:00:00Z") });
    // The member's profile gives the numbers: 62 kg at 168 cm, 26 weeks.
    expect(started.body.preview.projection).toMatchObject({ startKg: 62, weeks: 26, floorKg: 52.2 });

    const s = await state(m.token);
    expect(s.allowance.left).toBe(9);
    expect(s.engine).toBe("embedded");
    const [preview] = s.previews;
    expect(preview).toMatchObject({ id: started.body.preview.id, status: "done", resultUrl: `/api/transform/previews/${preview.id}/result` });

    const original = await pixelsOf(await image(m.token, preview.originalUrl));
    const resultRes = await image(m.token, preview.resultUrl);
    expect(resultRes.headers.get("Content-Type")).toBe("image/jpeg");
    expect(resultRes.headers.get("Cache-Control")).toContain("private");
    const result = await pixelsOf(resultRes);
    expect([result.width, result.height]).toEqual([600, 900]);
    // The waist is narrower; the head and the background corners are as they were.
    expect(widthAt(result, 0.5)).toBeLessThan(widthAt(original, 0.5) * 0.95);
    expect(Math.abs(widthAt(result, 0.13) - widthAt(original, 0.13))).toBeLessThanOrEqual(2);
    expect(await objects(m.id)).toEqual(
      expect.arrayContaining([`users/${m.id}/transform/${preview.id}/original.jpg`, `users/${m.id}/transform/${preview.id}/result.jpg`]),
    );
  });

  it("makes the shoulders wider for a bulk, more with more months", async () => {
    const m = await proMember();
    const png = await pngOf(figure(600, 900));
    const widths: number[] = [];
    for (const months of [1, 12]) {
      await upload(m.token, png, `type=bulk&months=${months}`);
      const [latest] = (await state(m.token)).previews;
      widths.push(areaBetween(await pixelsOf(await image(m.token, latest.resultUrl)), 0.26, 0.46));
    }
    // Shoulders and chest: a little wider after a month, clearly wider after a year.
    const original = areaBetween(figure(600, 900), 0.26, 0.46);
    expect(widths[0]).toBeGreaterThan(original * 1.002);
    expect(widths[1]).toBeGreaterThan(original * 1.05);
  });

  it("strips EXIF and GPS, turns the photo upright and scales the long side to 1,536 px", async () => {
    const m = await proMember();
    // Stored sideways (orientation 6: turn 90° clockwise to view), 2000 × 1200 with the mark top-left.
    const stored = figure(2000, 1200, true);
    const jpeg = withExif(await jpegOf(stored), exifWithGps(6));
    expect(contains(jpeg, text("Exif"))).toBe(true);
    expect(contains(jpeg, gpsFingerprint)).toBe(true);
    const started = await upload(m.token, jpeg);
    expect(started.status).toBe(202);
    expect(started.body.preview).toMatchObject({ width: 922, height: 1536 });
    const res = await image(m.token, started.body.preview.originalUrl);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(contains(bytes, text("Exif"))).toBe(false);
    expect(contains(bytes, [0xff, 0xe1])).toBe(false);
    expect(contains(bytes, gpsFingerprint)).toBe(false);
    const upright = await decodePhoto(bytes, "jpeg");
    expect([upright.width, upright.height]).toEqual([922, 1536]);
    // The stored top-left corner ends up top-right once turned clockwise.
    const red = (x: number, y: number) => {
      const i = (y * upright.width + x) * 4;
      return upright.data[i]! > 150 && upright.data[i + 1]! < 90;
    };
    expect(red(upright.width - 20, 20)).toBe(true);
    expect(red(20, 20)).toBe(false);
  });

  it("regenerates the same photo and choices as a new variation, spending another preview", async () => {
    const m = await proMember();
    const first = (await upload(m.token, await jpegOf(figure(600, 900)), "type=cut&months=3")).body.preview;
    const again = await send("POST", `/api/transform/previews/${first.id}/regenerate`, { token: m.token });
    expect(again.status).toBe(202);
    const second = (await json(again)).preview;
    expect(second).toMatchObject({ type: "cut", months: 3, status: "processing" });
    expect(second.id).not.toBe(first.id);
    const s = await state(m.token);
    expect(s.allowance.left).toBe(8);
    expect(s.previews.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    const a = new Uint8Array(await (await image(m.token, `/api/transform/previews/${first.id}/result`)).arrayBuffer());
    const b = new Uint8Array(await (await image(m.token, `/api/transform/previews/${second.id}/result`)).arrayBuffer());
    expect(a.length).toBeGreaterThan(1000);
    expect(b).not.toEqual(a);
  });

  it("answers a repeated image request with 304 and serves nothing to another member", async () => {
    const m = await proMember();
    const other = await proMember();
    const p = (await upload(m.token, await pngOf(figure(400, 600)))).body.preview;
    const first = await image(m.token, p.originalUrl);
    const etag = first.headers.get("ETag")!;
    expect((await send("GET", p.originalUrl, { token: m.token, headers: { "If-None-Match": etag } })).status).toBe(304);
    for (const [method, path] of [
      ["GET", `/api/transform/previews/${p.id}`],
      ["GET", p.originalUrl],
      ["GET", `/api/transform/previews/${p.id}/result`],
      ["POST", `/api/transform/previews/${p.id}/regenerate`],
      ["DELETE", `/api/transform/previews/${p.id}`],
    ] as const) {
      const res = await send(method, path, { token: other.token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
    }
    expect((await state(other.token)).previews).toEqual([]);
    expect((await state(other.token)).allowance.left).toBe(10);
    expect((await send("GET", "/api/transform/previews/not-a-uuid", { token: m.token })).status).toBe(400);
  });

  it("deletes a preview with its photos; deleting the account removes all of them", async () => {
    const m = await proMember();
    const p = (await upload(m.token, await pngOf(figure(400, 600)))).body.preview;
    expect(await objects(m.id)).toHaveLength(2);
    expect((await send("DELETE", `/api/transform/previews/${p.id}`, { token: m.token })).status).toBe(204);
    expect(await objects(m.id)).toEqual([]);
    expect((await send("GET", `/api/transform/previews/${p.id}`, { token: m.token })).status).toBe(404);
    expect((await send("GET", p.originalUrl, { token: m.token })).status).toBe(404);

    const { email, password } = await verifiedMember();
    const token = cookieToken((await signIn(email, password)).res)!;
    const me = await call("GET", "/api/auth/session", undefined, { token });
    const id = me.body.user.id as string;
    // Pro, and her answer about pregnancy and breastfeeding on record: a cut is hers to preview.
    await db()
      .update((await import("../../worker/db/schema")).profiles)
      .set({ plan: "PRO", lifeStageAnsweredAt: new Date() })
      .where(eq((await import("../../worker/db/schema")).profiles.userId, id));
    await giveSubscription(id);
    await upload(token, await pngOf(figure(400, 600)));
    await upload(token, await pngOf(figure(400, 600)), "type=bulk&months=1");
    expect(await objects(id)).toHaveLength(4);
    expect((await post("/api/account/delete", { password }, { token })).status).toBe(200);
    expect(await objects(id)).toEqual([]);
    expect(await db().select().from(transformPreviews).where(eq(transformPreviews.userId, id)).all()).toEqual([]);
  });
});

describe("Time machine after leaving Pro", () => {
  it("keeps the member's previews theirs to see and delete, and makes no new one", async () => {
    const m = await proMember();
    const p = (await upload(m.token, await pngOf(figure(400, 600)))).body.preview;
    expect(await objects(m.id)).toHaveLength(2);
    // The subscription ended: the member is on Free.
    await db().update(profiles).set({ plan: "FREE" }).where(eq(profiles.userId, m.id));
    await db().update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.userId, m.id));

    expect((await state(m.token)).previews.map((x: { id: string }) => x.id)).toEqual([p.id]);
    expect((await image(m.token, p.originalUrl)).status).toBe(200);
    expect(await upload(m.token, await pngOf(figure(400, 600)))).toMatchObject({ status: 403, body: { error: { code: "subscription_required" } } });
    expect((await send("POST", `/api/transform/previews/${p.id}/regenerate`, { token: m.token })).status).toBe(403);
    expect(await objects(m.id)).toHaveLength(2);

    // Another member still gets nothing of them.
    const other = await createUser({ plan: "FREE" });
    const otherToken = await createSession(other.id);
    expect((await send("DELETE", `/api/transform/previews/${p.id}`, { token: otherToken })).status).toBe(404);
    expect((await image(otherToken, p.originalUrl)).status).toBe(404);

    expect((await send("DELETE", `/api/transform/previews/${p.id}`, { token: m.token })).status).toBe(204);
    expect(await objects(m.id)).toEqual([]);
    expect((await state(m.token)).previews).toEqual([]);
  });
});

describe("Time machine: what is refused", () => {
  async function refused(bytes: Uint8Array, status: number, code: string, en: string, ru: string) {
    const m = await proMember();
    const a = await upload(m.token, bytes);
    expect(a.status, code).toBe(status);
    expect(a.body.error).toEqual({ code, message: en });
    expect((await upload(m.token, bytes, "type=cut&months=3", { lang: "ru" })).body.error.message).toBe(ru);
    expect((await state(m.token)).allowance.left).toBe(10);
    expect(await objects(m.id)).toEqual([]);
  }

  const notImage = ["Please upload an image file", "Загрузите файл изображения"] as const;
  const unsupported = ["Only JPEG and PNG photos are supported", "Подходят только фото в форматах JPEG и PNG"] as const;
  const corrupt = ["The photo can't be read: the file is damaged or incomplete", "Не удаётся прочитать фото: файл повреждён или загружен не полностью"] as const;

  it("files over 5 MB, by one byte", async () => {
    const big = concat([0xff, 0xd8, 0xff, 0xe0], new Uint8Array(MAX_PHOTO_BYTES + 1 - 4));
    await refused(big, 413, "transform_file_too_large", "Image must be less than 5MB", "Размер изображения должен быть меньше 5\u00a0МБ");
  });

  it("empty files and files that are not images", async () => {
    await refused(new Uint8Array(), 400, "transform_not_image", ...notImage);
    await refused(text("just some text, not a photo at all"), 400, "transform_not_image", ...notImage);
  });

  it("GIF, WebP, HEIC and SVG (with a script inside)", async () => {
    for (const file of [gif(), webp(), heic(), svgWithScript()]) await refused(file, 400, "transform_unsupported_format", ...unsupported);
  });

  it("a PNG header on garbage and a truncated JPEG", async () => {
    await refused(pngHeaderOnGarbage(), 400, "transform_image_corrupt", ...corrupt);
    const jpeg = await jpegOf(figure(600, 900));
    await refused(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 400, "transform_image_corrupt", ...corrupt);
  });

  it("a 1 × 1 image and a 20,000 px header", async () => {
    await refused(
      await pngOf({ data: new Uint8ClampedArray([10, 20, 30, 255]), width: 1, height: 1 }),
      400,
      "transform_image_too_small",
      "The photo is too small: its short side must be at least 256 pixels",
      "Фото слишком маленькое: короткая сторона должна быть не меньше 256 пикселей",
    );
    await refused(
      await pngHeaderOnly(20_000, 20_000),
      400,
      "transform_image_too_big",
      "The photo is too large: at most 8,000 pixels on a side and 6 megapixels in all",
      "Фото слишком большое: не больше 8\u00a0000 пикселей по стороне и 6 мегапикселей всего",
    );
  });

  it("an unknown goal or time frame", async () => {
    const m = await proMember();
    const png = await pngOf(figure(400, 600));
    expect((await upload(m.token, png, "type=shred&months=3")).body.error).toEqual({ code: "validation_failed", message: "Choose Cut or Bulk" });
    expect((await upload(m.token, png, "type=cut&months=2", { lang: "ru" })).body.error.message).toBe("Выберите 1, 3, 6 или 12 месяцев");
    expect((await state(m.token)).allowance.left).toBe(10);
  });

  it("a second upload while one is being made", async () => {
    const m = await proMember();
    await db().insert(transformPreviews).values({
      id: crypto.randomUUID(),
      userId: m.id,
      type: "cut",
      months: 3,
      status: "processing",
      engine: "embedded",
      originalKey: `users/${m.id}/transform/x/original.jpg`,
      width: 400,
      height: 600,
      createdAt: new Date(now - 10_000),
    });
    const res = await upload(m.token, await pngOf(figure(400, 600)));
    expect(res).toMatchObject({ status: 409, body: { error: { code: "transform_busy", message: "A preview is still being made. Please wait until it's ready." } } });
    expect((await state(m.token)).allowance.left).toBe(10);
  });

  it("gives up a preview lost for over three minutes and gives it back", async () => {
    const m = await proMember(4);
    const id = crypto.randomUUID();
    await db().insert(transformPreviews).values({
      id,
      userId: m.id,
      type: "bulk",
      months: 1,
      status: "processing",
      engine: "embedded",
      originalKey: `users/${m.id}/transform/${id}/original.jpg`,
      width: 400,
      height: 600,
      createdAt: new Date(now - 4 * 60_000),
    });
    const s = await state(m.token);
    expect(s.previews[0]).toMatchObject({ id, status: "failed" });
    expect(s.allowance.left).toBe(5);
    expect((await state(m.token)).allowance.left).toBe(5);
  });
});

describe("Time machine: counting", () => {
  it("two uploads with one preview left make one preview and one clear refusal", async () => {
    const m = await proMember(1);
    const [a, b] = await Promise.all([
      upload(m.token, await pngOf(figure(600, 900))),
      upload(m.token, await jpegOf(figure(600, 900))),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 429]);
    const refusal = a.status === 429 ? a : b;
    expect(refusal.body.error).toEqual({
      code: "transform_limit_reached",
      message: "You've used this month's previews. They come back on December 1, 2026.",
    });
    const s = await state(m.token);
    expect(s.allowance.left).toBe(0);
    expect(s.previews).toHaveLength(1);
    expect(await objects(m.id)).toHaveLength(2);
    const ru = await upload(m.token, await pngOf(figure(400, 600)), "type=cut&months=3", { lang: "ru" });
    expect(ru.body.error.message).toBe("Изображения на этот месяц закончились. Они снова появятся 1 декабря 2026 г.");
  });

  it("gives the preview back when the model fails, and the monthly cron restores the rest", async () => {
    const m = await proMember(3);
    const failing = { AI: { run: async () => Promise.reject(new Error("model unavailable")) } as unknown as Ai, TRANSFORM_MODEL: "@cf/black-forest-labs/flux-2-klein-9b" };
    const started = await upload(m.token, await pngOf(figure(400, 600)), "type=cut&months=3", { env: failing });
    expect(started.status).toBe(202);
    expect(started.body.allowance.left).toBe(2);
    const s = await state(m.token);
    expect(s.previews[0]).toMatchObject({ status: "failed", resultUrl: null, engine: "workers-ai" });
    expect(s.allowance.left).toBe(3);
    // A model that answers without an image fails the same way.
    const empty = { ...failing, AI: { run: async () => ({ image: "" }) } as unknown as Ai };
    await upload(m.token, await pngOf(figure(400, 600)), "type=bulk&months=1", { env: empty });
    expect((await state(m.token)).allowance.left).toBe(3);

    await runScheduled(monthlyCron, env, now);
    expect((await state(m.token)).allowance.left).toBe(10);
  });

  it("sends the Workers AI model a small photo and a prompt from the member's profile", async () => {
    const m = await proMember();
    const calls: { model: string; form: FormData }[] = [];
    const answer = await jpegOf(figure(512, 768));
    const ai = {
      run: async (model: string, inputs: { multipart: { body: FormData } }) => {
        calls.push({ model, form: inputs.multipart.body });
        return { image: btoa(String.fromCharCode(...answer)) };
      },
    } as unknown as Ai;
    const started = await upload(m.token, await pngOf(figure(1200, 1800)), "type=cut&months=3", {
      env: { AI: ai, TRANSFORM_MODEL: "@cf/black-forest-labs/flux-2-klein-9b" },
    });
    expect(started.body.preview.engine).toBe("workers-ai");
    expect(calls).toHaveLength(1);
    const [{ model, form }] = calls as [{ model: string; form: FormData }];
    expect(model).toBe("@cf/black-forest-labs/flux-2-klein-9b");
    const prompt = String(form.get("prompt"));
    expect(prompt).toContain("30-year-old woman, 168 cm tall, weighing 62 kg");
    expect(prompt).toContain("after 3 months of a careful fat-loss cut");
    expect(prompt).toContain("Avoid: distorted or extra limbs");
    expect([form.get("width"), form.get("height")]).toEqual(["688", "1024"]);
    const input = await decodePhoto(new Uint8Array(await (form.get("input_image_0") as Blob).arrayBuffer()), "jpeg");
    expect(Math.max(input.width, input.height)).toBeLessThan(512);
    const [preview] = (await state(m.token)).previews;
    expect(preview.status).toBe("done");
    const res = await image(m.token, preview.resultUrl);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(answer);
  });
});

describe("Time machine: photos that would cost too much to decode", { timeout: 60_000 }, () => {
  const complex = [
    "The photo can't be read: the file is built in an unusual way. Save it again as an ordinary JPEG or PNG and upload that",
    "Не удаётся прочитать фото: файл сохранён необычным способом. Сохраните его заново как обычный JPEG или PNG и загрузите",
  ] as const;
  const crafted = progressiveJpeg(2000, 3000);

  it("refuses a 2000 × 3000 progressive JPEG that repeats a scan 100, 1,000 or 8,000 times before decoding it", async () => {
    const jpeg = await crafted;
    const m = await proMember();
    for (const extra of [100, 1000, 8000]) {
      const file = repeatedScans(jpeg, extra);
      const res = await upload(m.token, file);
      expect(res, `${extra} scans`).toEqual({ status: 400, body: { error: { code: "transform_image_too_complex", message: complex[0] } } });
      expect((await upload(m.token, file, "type=cut&months=3", { lang: "ru" })).body.error.message).toBe(complex[1]);
    }
    // Refused by its bytes: nothing was decoded, so nothing was counted against the decode limit.
    expect((await upload(m.token, await pngOf(figure(400, 600)))).status).toBe(202);
    expect((await state(m.token)).allowance.left).toBe(9);
    expect(await objects(m.id)).toHaveLength(2);
  });

  it("takes up to 64 scans in a whole file and refuses the 65th", async () => {
    const jpeg = await progressiveJpeg(600, 900);
    const sixtyFour = repeatedScans(jpeg, 64 - scanCount(jpeg), "whole");
    expect(scanCount(sixtyFour)).toBe(64);
    const m = await proMember();
    expect((await upload(m.token, sixtyFour)).status).toBe(202);
    const sixtyFive = repeatedScans(jpeg, 65 - scanCount(jpeg), "whole");
    expect((await upload(m.token, sixtyFive)).body.error.code).toBe("transform_image_too_complex");
  });

  it("counts a decode before it starts: of 8 photos that fail to decode sent together, 5 are decoded and 3 refused", async () => {
    const m = await proMember();
    const broken = await undecodableJpeg();
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(m.token, broken)));
    const corrupt = results.filter((r) => r.status === 400);
    expect(corrupt).toHaveLength(5);
    for (const r of corrupt) expect(r.body.error.code).toBe("transform_image_corrupt");
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.body.error).toEqual({ code: "transform_decode_limited", message: "Too many photos couldn't be read in the last hour. Please try again later." });
    const ru = await send("POST", "/api/transform/previews?type=cut&months=3", { token: m.token, body: broken, lang: "ru" });
    expect(ru.status).toBe(429);
    expect(Number(ru.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await json(ru)).error.message).toBe("За последний час слишком много фото не удалось прочитать. Попробуйте позже.");
    // No preview was spent and nothing was stored.
    expect((await state(m.token)).allowance.left).toBe(10);
    expect(await objects(m.id)).toEqual([]);
  });

  it("hands the count back for a photo that made a preview, and starts a new window an hour later", async () => {
    const m = await proMember();
    const broken = await undecodableJpeg();
    for (let i = 0; i < 4; i++) expect((await upload(m.token, broken)).status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await upload(m.token, await pngOf(figure(400, 600)))).status).toBe(202);
    expect((await upload(m.token, broken)).status).toBe(400);
    expect((await upload(m.token, broken)).status).toBe(429);
    expect((await upload(m.token, await pngOf(figure(400, 600)))).status).toBe(429);
    const later = await send("POST", "/api/transform/previews?type=cut&months=3", { token: m.token, body: broken, at: now + 60 * 60 * 1000 });
    expect(later.status).toBe(400);
  });

  it("answers a photo that made a preview even when handing its decode back fails; the decode then stays counted", async () => {
    const m = await proMember();
    const restore = await failDecodeGiveBack();
    try {
      expect((await upload(m.token, await pngOf(figure(400, 600)))).status).toBe(202);
    } finally {
      await restore();
    }
    expect((await state(m.token)).allowance.left).toBe(9);
    expect(await objects(m.id)).toHaveLength(2);
    const broken = await undecodableJpeg();
    for (let i = 0; i < 4; i++) expect((await upload(m.token, broken)).status).toBe(400);
    expect((await upload(m.token, broken)).status).toBe(429);
  });
});
