// Exercise videos: the details API says whether an exercise has one, and members stream the
// video, its poster and captions from R2 with range requests (206, 416); visitors are asked to
// sign in; an exercise without a video, or an unknown one, is a 404.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession, createUser } from "./factories";

const slug = "barbell-back-squat";
const prefix = `exercise-videos/${slug}/`;
/** A 1,000-byte "video" whose every byte says where it is. */
const video = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
const captions = "WEBVTT\n\n00:00.000 --> 00:02.000\nFeet shoulder-width apart.\n";
let token = "";

beforeAll(async () => {
  await env.PHOTOS.put(prefix + "video.mp4", video, { httpMetadata: { contentType: "video/mp4" } });
  await env.PHOTOS.put(prefix + "poster.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata: { contentType: "image/jpeg" } });
  await env.PHOTOS.put(prefix + "captions.en.vtt", captions);
  const { id } = await createUser();
  token = await createSession(id);
});

function get(path: string, headers: Record<string, string> = {}, opts: { visitor?: boolean; method?: string } = {}) {
  return SELF.fetch(`https://forma.test${path}`, {
    method: opts.method ?? "GET",
    headers: { ...(opts.visitor ? {} : { Authorization: `Bearer ${token}` }), ...headers },
  });
}

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("the exercise details API", () => {
  it("says an exercise has a video, with its poster and the captions' languages", async () => {
    const res = await get(`/api/exercises/${slug}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slug, video: { contentType: "video/mp4", poster: true, captions: ["en"] } });
  });

  it("says an exercise without an upload has none", async () => {
    const res = await get("/api/exercises/goblet-squat");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slug: "goblet-squat", video: null });
  });

  it("answers 404 for an exercise not in the library and 400 for a malformed slug", async () => {
    const unknown = await get("/api/exercises/flying-squat");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect((await get("/api/exercises/Bad_Slug")).status).toBe(400);
  });

  it("asks a visitor to sign in, in their language", async () => {
    for (const path of [`/api/exercises/${slug}`, `/api/exercises/${slug}/video`, `/api/exercises/${slug}/poster`, `/api/exercises/${slug}/captions/en.vtt`]) {
      const res = await get(path, {}, { visitor: true });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "No access token available" } });
    }
    const ru = await get(`/api/exercises/${slug}/video`, { Cookie: "lang=ru" }, { visitor: true });
    expect(ru.status).toBe(401);
    expect(((await ru.json()) as { error: { message: string } }).error.message).toMatch(/[А-Яа-я]/);
  });
});

describe("streaming the video", () => {
  it("serves the whole file, saying ranges are accepted", async () => {
    const res = await get(`/api/exercises/${slug}/video`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Content-Type")).toBe("video/mp4");
    expect(res.headers.get("Content-Length")).toBe("1000");
    expect(res.headers.get("Cache-Control")).toContain("private");
    expect(await bytes(res)).toEqual(video);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=900-", 900, 999],
    ["bytes=-100", 900, 999],
    ["bytes=990-5000", 990, 999],
    ["bytes=-5000", 0, 999],
    ["bytes=500-500", 500, 500],
  ])("serves %s as 206 with its Content-Range", async (range, first, last) => {
    const res = await get(`/api/exercises/${slug}/video`, { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes ${first}-${last}/1000`);
    expect(res.headers.get("Content-Length")).toBe(String(last - first + 1));
    expect(await bytes(res)).toEqual(video.slice(first, last + 1));
  });

  it.each(["bytes=1000-", "bytes=5000-6000", "bytes=-0", "bytes=abc", "bytes=5-2", "bytes=-", "bytes=1-2,x"])(
    "refuses %s with 416, the file's size and a message in the member's language",
    async (range) => {
      const res = await get(`/api/exercises/${slug}/video`, { Range: range });
      expect(res.status).toBe(416);
      expect(res.headers.get("Content-Range")).toBe("bytes */1000");
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.message).toBe("The requested range is not in the file.");
      const ru = await get(`/api/exercises/${slug}/video`, { Range: range, "Accept-Language": "ru", Cookie: "lang=ru" });
      expect(((await ru.json()) as { error: { message: string } }).error.message).toBe("Запрошенного диапазона нет в файле.");
    },
  );

  it("ignores a range in another unit, and serves several ranges as the whole file", async () => {
    for (const range of ["items=0-5", "bytes=0-1,5-9"]) {
      const res = await get(`/api/exercises/${slug}/video`, { Range: range });
      expect(res.status, range).toBe(200);
      expect((await bytes(res)).length).toBe(1000);
    }
  });

  it("answers HEAD with the size and no body", async () => {
    const res = await get(`/api/exercises/${slug}/video`, {}, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Length")).toBe("1000");
    expect((await bytes(res)).length).toBe(0);
  });

  it("serves many ranges at once, each its own bytes", async () => {
    const starts = Array.from({ length: 12 }, (_, i) => i * 80);
    const answers = await Promise.all(starts.map((s) => get(`/api/exercises/${slug}/video`, { Range: `bytes=${s}-${s + 79}` })));
    for (const [i, res] of answers.entries()) {
      const s = starts[i]!;
      const last = Math.min(s + 79, 999);
      expect(res.status).toBe(206);
      expect(res.headers.get("Content-Range")).toBe(`bytes ${s}-${last}/1000`);
      expect(await bytes(res)).toEqual(video.slice(s, last + 1));
    }
  });

  it("answers 404 where no video was uploaded", async () => {
    const res = await get("/api/exercises/goblet-squat/video");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});

describe("poster and captions", () => {
  it("serves the poster and the English captions as WebVTT", async () => {
    const poster = await get(`/api/exercises/${slug}/poster`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("Content-Type")).toBe("image/jpeg");
    const vtt = await get(`/api/exercises/${slug}/captions/en.vtt`);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
    expect(await vtt.text()).toBe(captions);
  });

  it("answers 404 for captions not uploaded and for a language the app does not have", async () => {
    expect((await get(`/api/exercises/${slug}/captions/ru.vtt`)).status).toBe(404);
    expect((await get(`/api/exercises/${slug}/captions/fr.vtt`)).status).toBe(404);
  });
});
