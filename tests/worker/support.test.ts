import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock";
import { MAX_PHOTO_BYTES } from "../../core/transform/rules";
import { app } from "../../worker/app";
import { getDb } from "../../worker/db/client";
import { profiles, supportRequests, users } from "../../worker/db/schema";
import { decodePhoto } from "../../worker/platform/images/codec";
import { call, cookieToken, fresh, mailbox, post, signIn, verifiedMember } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { contains, exifWithGps, figure, gif, gpsFingerprint, jpegOf, pngOf, text, withExif } from "./transform-files";
import { progressiveJpeg, repeatedScans, undecodableJpeg } from "./crafted-photos";

const now = Date.parse("2026-11-24T10:00:00Z");
const db = () => getDb(env.DB);
const supportAddress = env.SUPPORT_EMAIL;

async function member(plan: "FREE" | "BASIC" | "PRO" = "PRO") {
  const { id } = await createUser({ plan });
  const user = await db().select().from(users).where(eq(users.id, id)).get();
  return { id, email: user!.email, token: await createSession(id) };
}

interface Fields {
  topic?: string;
  message?: string;
  screenshot?: Uint8Array | string;
}

const form = (fields: Fields) => {
  const f = new FormData();
  if (fields.topic !== undefined) f.append("topic", fields.topic);
  if (fields.message !== undefined) f.append("message", fields.message);
  if (fields.screenshot instanceof Uint8Array) f.append("screenshot", new File([fields.screenshot], "screen.png", { type: "image/png" }));
  else if (fields.screenshot !== undefined) f.append("screenshot", fields.screenshot);
  return f;
};

/** A request through the app with the clock stopped at `at`. */
async function send(method: string, path: string, opts: { token?: string; body?: BodyInit; lang?: "en" | "ru"; headers?: Record<string, string>; at?: number } = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": fresh().ip, ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers.Cookie = `lang=${opts.lang}`;
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://forma.test${path}`, { method, headers, body: opts.body }), { ...env, clock: fixedClock(opts.at ?? now) }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function json(res: Response) {
  const t = await res.text();
  return t ? JSON.parse(t) : null;
}

const good = { topic: "billing", message: "I was charged twice this month, please check." };

async function submit(token: string, fields: Fields, opts: { lang?: "en" | "ru"; at?: number } = {}) {
  const res = await send("POST", "/api/support/requests", { token, body: form(fields), ...opts });
  return { status: res.status, body: await json(res), headers: res.headers };
}

/** A multipart body written by hand with `boundary`, as a client that sets its own would send it. */
const rawForm = (boundary: string, fields: [string, string][]) =>
  `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--${boundary}--\r\n`;

/** Makes handing a counted decode back fail, as a database error would, until dropped. */
const failDecodeGiveBack = async () => {
  await env.DB.prepare(
    "CREATE TRIGGER fail_decode_give_back BEFORE UPDATE OF count ON rate_limits WHEN NEW.count < OLD.count AND NEW.key LIKE 'image-decode:%' BEGIN SELECT RAISE(ABORT, 'give-back failed'); END",
  ).run();
  return () => env.DB.prepare("DROP TRIGGER fail_decode_give_back").run();
};

const list = async (token: string) => json(await send("GET", "/api/support/requests", { token }));

const objects = async (userId: string) => (await env.PHOTOS.list({ prefix: `users/${userId}/` })).objects.map((o) => o.key);

describe("Premium support: sending a request", { timeout: 30_000 }, () => {
  it("stores the request, mails the support address as priority with the plan and language, and mails the member a copy", async () => {
    const m = await member();
    const sent = await submit(m.token, { ...good, message: "  I was charged twice this month, please check.  " }, { lang: "ru" });
    expect(sent.status).toBe(201);
    const r = sent.body.request;
    expect(r).toMatchObject({ topic: "billing", message: good.message, status: "open", locale: "ru", plan: "PRO", screenshotUrl: null, createdAt: now });

    const team = (await mailbox(supportAddress, 1)).find((mail) => mail.text.includes(r.id));
    expect(team?.subject).toBe("[Priority] Support request (PRO, Russian): Billing and payments");
    expect(team?.text).toContain(`<${m.email}>`);
    expect(team?.text).toContain("Plan: PRO");
    expect(team?.text).toContain("Language: Russian");
    expect(team?.text).toContain(good.message);

    const [copy] = await mailbox(m.email, 1);
    expect(copy?.subject).toBe("Мы получили ваше обращение");
    expect(copy?.text).toContain("Тема: Оплата и подписка");
    expect(copy?.text).toContain(good.message);
    expect(copy?.html).not.toContain("<script");

    expect((await list(m.token)).requests).toEqual([r]);
  });

  it("escapes the member's text in the HTML e-mails", async () => {
    const m = await member();
    expect((await submit(m.token, { topic: "other", message: "<script>alert(1)</script> hello there" })).status).toBe(201);
    const [copy] = await mailbox(m.email, 1);
    expect(copy?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(copy?.html).not.toContain("<script>alert(1)");
  });

  it("lists only the member's own requests, newest first", async () => {
    const a = await member();
    const b = await member();
    await submit(a.token, { ...good, topic: "account" }, { at: now - 2000 });
    await submit(a.token, { ...good, topic: "bug" }, { at: now });
    await submit(a.token, { ...good, topic: "plans" }, { at: now - 1000 });
    await submit(b.token, { ...good, topic: "other" });
    expect((await list(a.token)).requests.map((r: { topic: string }) => r.topic)).toEqual(["bug", "plans", "account"]);
    expect((await list(b.token)).requests.map((r: { topic: string }) => r.topic)).toEqual(["other"]);
  });

  it("keeps a screenshot re-encoded without its EXIF, private to its owner", async () => {
    const m = await member();
    const photo = withExif(await jpegOf(figure(400, 600)), exifWithGps(1));
    expect(contains(photo, gpsFingerprint)).toBe(true);
    const sent = await submit(m.token, { ...good, screenshot: photo });
    expect(sent.status).toBe(201);
    const url = sent.body.request.screenshotUrl as string;
    expect(url).toBe(`/api/support/requests/${sent.body.request.id}/screenshot`);
    expect(await objects(m.id)).toEqual([`users/${m.id}/support/${sent.body.request.id}/screenshot.jpg`]);

    const res = await send("GET", url, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("Cache-Control")).toMatch(/^private\b/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(contains(bytes, gpsFingerprint)).toBe(false);
    const decoded = await decodePhoto(bytes, "jpeg");
    expect([decoded.width, decoded.height]).toEqual([400, 600]);

    const other = await member();
    const theirs = await send("GET", url, { token: other.token });
    expect(theirs.status).toBe(404);
    expect((await json(theirs)).error.code).toBe("not_found");
    expect((await send("GET", url, {})).status).toBe(401);
  });

  it("takes a PNG screenshot too", async () => {
    const m = await member();
    const sent = await submit(m.token, { ...good, screenshot: await pngOf(figure(300, 500)) });
    expect(sent.status).toBe(201);
    const res = await send("GET", sent.body.request.screenshotUrl, { token: m.token });
    expect((await decodePhoto(new Uint8Array(await res.arrayBuffer()), "jpeg")).width).toBe(300);
  });

  it("answers 404 for a request without a screenshot and for an unknown id, 400 for a malformed id", async () => {
    const m = await member();
    const { id } = (await submit(m.token, good)).body.request;
    expect((await send("GET", `/api/support/requests/${id}/screenshot`, { token: m.token })).status).toBe(404);
    expect((await send("GET", `/api/support/requests/${crypto.randomUUID()}/screenshot`, { token: m.token })).status).toBe(404);
    expect((await send("GET", `/api/support/requests/not-an-id/screenshot`, { token: m.token })).status).toBe(400);
  });

  it("deleting the account removes the screenshots with the requests", async () => {
    const { email, password } = await verifiedMember();
    const token = cookieToken((await signIn(email, password)).res)!;
    const id = (await call("GET", "/api/auth/session", undefined, { token })).body.user.id as string;
    await db().update(profiles).set({ plan: "PRO" }).where(eq(profiles.userId, id));
    await submit(token, { ...good, screenshot: await pngOf(figure(300, 500)) });
    await submit(token, { ...good, screenshot: await jpegOf(figure(400, 600)) });
    expect(await objects(id)).toHaveLength(2);
    expect((await post("/api/account/delete", { password }, { token })).status).toBe(200);
    expect(await objects(id)).toEqual([]);
    expect(await db().select().from(supportRequests).where(eq(supportRequests.userId, id)).all()).toEqual([]);
  });
});

describe("Premium support: who may use it", { timeout: 30_000 }, () => {
  it("answers a visitor 401", async () => {
    const res = await send("POST", "/api/support/requests", { body: form(good) });
    expect(res.status).toBe(401);
    expect((await json(res)).error.message).toBe("No access token available");
    expect((await send("GET", "/api/support/requests")).status).toBe(401);
  });

  it.each(["FREE", "BASIC"] as const)("refuses a %s member's request with the contact address, in both languages", async (plan) => {
    const m = await member(plan);
    const en = await submit(m.token, good);
    expect(en.status).toBe(403);
    expect(en.body.error).toEqual({ code: "subscription_required", message: `Premium support is part of Pro. Write to us at ${supportAddress}.` });
    const ru = await submit(m.token, good, { lang: "ru" });
    expect(ru.body.error.message).toBe(`Приоритетная поддержка входит в тариф Pro. Напишите нам на ${supportAddress}.`);
    // The plan is refused first, whatever the body.
    const asJson = await send("POST", "/api/support/requests", { token: m.token, body: "{}", headers: { "Content-Type": "application/json" } });
    expect((await json(asJson)).error.code).toBe("subscription_required");
    // Their own (empty) list is theirs to read on any plan.
    expect(await list(m.token)).toEqual({ requests: [] });
    expect(await db().select().from(supportRequests).where(eq(supportRequests.userId, m.id)).all()).toEqual([]);
  });
});

/** A Pro member's request with a screenshot, then the member moved to `plan` (the subscription ended). */
async function leftPro(plan: "FREE" | "BASIC") {
  const m = await member("PRO");
  const sent = await submit(m.token, { ...good, screenshot: await pngOf(figure(300, 500)) });
  expect(sent.status).toBe(201);
  await db().update(profiles).set({ plan }).where(eq(profiles.userId, m.id));
  return { ...m, request: sent.body.request as { id: string; screenshotUrl: string } };
}

const remove = (token: string | undefined, id: string, headers?: Record<string, string>) => send("DELETE", `/api/support/requests/${id}`, { token, headers });

describe("Premium support: a member's own requests, on any plan", { timeout: 30_000 }, () => {
  it.each(["FREE", "BASIC"] as const)("a member who left Pro for %s lists their requests and sees their screenshot, but sends no new one", async (plan) => {
    const m = await leftPro(plan);
    expect((await list(m.token)).requests).toMatchObject([{ id: m.request.id, plan: "PRO" }]);
    const shot = await send("GET", m.request.screenshotUrl, { token: m.token });
    expect(shot.status).toBe(200);
    expect(shot.headers.get("Content-Type")).toBe("image/jpeg");
    expect(shot.headers.get("Cache-Control")).toMatch(/^private\b/);
    expect((await decodePhoto(new Uint8Array(await shot.arrayBuffer()), "jpeg")).width).toBe(300);

    const again = await submit(m.token, { ...good, screenshot: await pngOf(figure(300, 500)) });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe("subscription_required");
    expect((await list(m.token)).requests).toHaveLength(1);
    expect(await objects(m.id)).toHaveLength(1);
  });

  it("deletes a request with its screenshot after leaving Pro; a second delete is 404", async () => {
    const m = await leftPro("FREE");
    const key = `users/${m.id}/support/${m.request.id}/screenshot.jpg`;
    expect(await objects(m.id)).toEqual([key]);

    const res = await remove(m.token, m.request.id);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await env.PHOTOS.head(key)).toBeNull();
    expect(await objects(m.id)).toEqual([]);
    expect(await db().select().from(supportRequests).where(eq(supportRequests.userId, m.id)).all()).toEqual([]);
    expect((await list(m.token)).requests).toEqual([]);
    expect((await send("GET", m.request.screenshotUrl, { token: m.token })).status).toBe(404);

    const twice = await remove(m.token, m.request.id);
    expect(twice.status).toBe(404);
    expect((await json(twice)).error.code).toBe("not_found");
  });

  it("deletes a request without a screenshot, on Pro too, and leaves the member's others", async () => {
    const m = await member("PRO");
    const plain = (await submit(m.token, { ...good, topic: "bug" }, { at: now - 1000 })).body.request;
    const kept = (await submit(m.token, { ...good, screenshot: await pngOf(figure(300, 500)) })).body.request;
    expect((await remove(m.token, plain.id)).status).toBe(204);
    expect((await list(m.token)).requests.map((r: { id: string }) => r.id)).toEqual([kept.id]);
    expect(await objects(m.id)).toHaveLength(1);
  });

  it("another member, on any plan, can neither read nor delete a request: 404, and it stays", async () => {
    const owner = await leftPro("BASIC");
    for (const plan of ["FREE", "BASIC", "PRO"] as const) {
      const other = await member(plan);
      const del = await remove(other.token, owner.request.id);
      expect(del.status, plan).toBe(404);
      expect((await json(del)).error.code).toBe("not_found");
      expect((await send("GET", owner.request.screenshotUrl, { token: other.token })).status, plan).toBe(404);
      expect((await list(other.token)).requests).toEqual([]);
    }
    expect((await remove(undefined, owner.request.id)).status).toBe(401);
    expect((await list(owner.token)).requests.map((r: { id: string }) => r.id)).toEqual([owner.request.id]);
    expect(await objects(owner.id)).toHaveLength(1);
  });

  it("answers a malformed id 400 and an unknown one 404, in the request's language", async () => {
    const m = await member("FREE");
    const bad = await send("DELETE", "/api/support/requests/not-an-id", { token: m.token });
    expect(bad.status).toBe(400);
    const badRu = await send("DELETE", "/api/support/requests/not-an-id", { token: m.token, lang: "ru" });
    expect(badRu.status).toBe(400);
    expect((await json(badRu)).error.message).not.toBe((await json(bad)).error.message);
    expect((await remove(m.token, crypto.randomUUID())).status).toBe(404);
  });

  it("refuses a delete sent by another site's page with the member's cookie; their own page's goes through", async () => {
    const m = await leftPro("FREE");
    const cookie = { Cookie: `__Host-session=${m.token}` };
    const forged = await remove(undefined, m.request.id, { ...cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(forged.status).toBe(403);
    expect((await json(forged)).error.code).toBe("cross_site_request");
    const asForm = await send("DELETE", `/api/support/requests/${m.request.id}`, { headers: { ...cookie, "Content-Type": "text/plain" }, body: "x" });
    expect(asForm.status).toBe(415);
    expect((await list(m.token)).requests).toHaveLength(1);
    expect(await objects(m.id)).toHaveLength(1);
    expect((await remove(undefined, m.request.id, { ...cookie, Origin: "https://forma.test", "Sec-Fetch-Site": "same-origin" })).status).toBe(204);
    expect(await objects(m.id)).toEqual([]);
  });

  it("deletes the screenshot before the row: if the row's delete fails, a second delete finishes it and nothing is left", async () => {
    const m = await leftPro("FREE");
    // Only this request's row refuses to go (the database is shared with the other test files).
    await env.DB.prepare(`CREATE TRIGGER fail_support_delete BEFORE DELETE ON support_requests WHEN OLD.id = '${m.request.id}' BEGIN SELECT RAISE(ABORT, 'delete failed'); END`).run();
    try {
      expect((await remove(m.token, m.request.id)).status).toBe(500);
    } finally {
      await env.DB.prepare("DROP TRIGGER fail_support_delete").run();
    }
    // The row still points at the key, so the member sees the request and can delete it again.
    expect(await objects(m.id)).toEqual([]);
    expect((await list(m.token)).requests.map((r: { id: string }) => r.id)).toEqual([m.request.id]);
    expect((await send("GET", m.request.screenshotUrl, { token: m.token })).status).toBe(404);
    expect((await remove(m.token, m.request.id)).status).toBe(204);
    expect((await list(m.token)).requests).toEqual([]);
  });
});

describe("Premium support: what is refused", { timeout: 30_000 }, () => {
  async function refused(fields: Fields, status: number, en: string, ru: string, code = "validation_failed") {
    const m = await member();
    const a = await submit(m.token, fields);
    expect(a.status, en).toBe(status);
    expect(a.body.error).toEqual({ code, message: en });
    expect((await submit(m.token, fields, { lang: "ru" })).body.error.message).toBe(ru);
    expect((await list(m.token)).requests).toEqual([]);
    expect(await objects(m.id)).toEqual([]);
  }

  it("a topic that is not in the list, or none", async () => {
    await refused({ ...good, topic: "refund" }, 400, "Choose a topic from the list", "Выберите тему из списка");
    await refused({ message: good.message }, 400, "Choose a topic from the list", "Выберите тему из списка");
  });

  it("a message shorter than 10 characters once trimmed, or none", async () => {
    await refused({ ...good, message: "   too short   " }, 400, "The message must be at least 10 characters", "Сообщение должно быть не короче 10 символов");
    await refused({ topic: "bug" }, 400, "The message must be at least 10 characters", "Сообщение должно быть не короче 10 символов");
  });

  it("a message over 4,000 characters, and exactly 4,000 passes", async () => {
    await refused({ ...good, message: "x".repeat(4001) }, 400, "The message must be at most 4,000 characters", "Сообщение должно быть не длиннее 4\u00a0000 символов");
    const m = await member();
    expect((await submit(m.token, { ...good, message: "я".repeat(4000) })).status).toBe(201);
  });

  it("a screenshot that is not an image, or a text field in its place", async () => {
    await refused({ ...good, screenshot: text("just some text, not a picture") }, 400, "Please upload an image file", "Загрузите файл изображения", "transform_not_image");
    await refused({ ...good, screenshot: "not a file" }, 400, "Please upload an image file", "Загрузите файл изображения");
  });

  it("a screenshot in another format, broken or too small, with the Time machine's messages", async () => {
    await refused({ ...good, screenshot: gif() }, 400, "Only JPEG and PNG photos are supported", "Подходят только фото в форматах JPEG и PNG", "transform_unsupported_format");
    const cut = (await pngOf(figure(300, 500))).slice(0, 200);
    const m = await member();
    expect((await submit(m.token, { ...good, screenshot: cut })).body.error.code).toBe("transform_image_corrupt");
    expect((await submit(m.token, { ...good, screenshot: await pngOf(figure(100, 100)) })).body.error.code).toBe("transform_image_too_small");
  });

  it("a screenshot over 5 MB, and the whole body over the limit before it is read", async () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await refused({ ...good, screenshot: big }, 413, "Image must be less than 5MB", "Размер изображения должен быть меньше 5\u00a0МБ", "transform_file_too_large");
    const m = await member();
    const huge = await submit(m.token, { ...good, screenshot: new Uint8Array(MAX_PHOTO_BYTES + 128 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe("Image must be less than 5MB");
  });

  it("a JSON body, a form without multipart, and a malformed multipart body", async () => {
    const m = await member();
    const asJson = await send("POST", "/api/support/requests", { token: m.token, body: JSON.stringify(good), headers: { "Content-Type": "application/json" } });
    expect(asJson.status).toBe(415);
    const urlencoded = await send("POST", "/api/support/requests", { token: m.token, body: new URLSearchParams(good), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(urlencoded.status).toBe(415);
    const broken = await send("POST", "/api/support/requests", { token: m.token, body: "--x\r\nnonsense", headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    expect(broken.status).toBe(400);
    expect((await json(broken)).error.code).toBe("bad_request");
    expect((await list(m.token)).requests).toEqual([]);
  });

  it("a form with 50,000 extra fields, refused by its parts before it is parsed", async () => {
    const m = await member();
    const extra = new FormData();
    extra.append("topic", good.topic);
    extra.append("message", good.message);
    for (let i = 0; i < 50_000; i++) extra.append(`f${i}`, "1");
    const res = await send("POST", "/api/support/requests", { token: m.token, body: extra });
    expect(res.status).toBe(413);
    expect((await json(res)).error).toEqual({ code: "payload_too_large", message: "The request is too large." });
    // A few fields more than the form has still pass.
    const few = form({ ...good, screenshot: await pngOf(figure(300, 500)) });
    for (let i = 0; i < 5; i++) few.append(`extra${i}`, "1");
    expect((await send("POST", "/api/support/requests", { token: m.token, body: few })).status).toBe(201);
    expect((await list(m.token)).requests).toHaveLength(1);
  });

  it("keeps a body refused for its parts counted, so the refusal cannot be repeated without limit", async () => {
    const m = await member();
    const many = rawForm("b", Array.from({ length: 20 }, (_, i) => [`f${i}`, "1"]));
    const refusedOnes = [];
    for (let i = 0; i < 5; i++) refusedOnes.push((await send("POST", "/api/support/requests", { token: m.token, body: many, headers: { "Content-Type": "multipart/form-data; boundary=b" } })).status);
    expect(refusedOnes).toEqual([413, 413, 413, 413, 413]);
    expect((await submit(m.token, good)).status).toBe(429);
    expect((await list(m.token)).requests).toEqual([]);
  });

  it("refuses, before reading the body, a boundary longer than 70 characters or with characters RFC 2046 does not allow", async () => {
    const m = await member();
    const message = "The form must be sent as multipart/form-data with a single boundary of 1 to 70 permitted characters.";
    const long = `${"-".repeat(7_999)}x`;
    // The body is never read: a stream that fails when pulled would turn any read into a 400 or 500.
    const unread = () => new ReadableStream({ pull: (ctl) => ctl.error(new Error("the body was read")) });
    for (const type of [`multipart/form-data; boundary=${long}`, `multipart/form-data; boundary=${"a".repeat(71)}`, "multipart/form-data; boundary=", "multipart/form-data; boundary=a\u00e9", "multipart/form-data; boundary=\"ends with space \""]) {
      const res = await send("POST", "/api/support/requests", { token: m.token, body: unread(), headers: { "Content-Type": type } });
      expect(res.status, type).toBe(415);
      expect((await json(res)).error, type).toEqual({ code: "unsupported_media_type", message });
    }
    const ru = await send("POST", "/api/support/requests", { token: m.token, lang: "ru", body: "x", headers: { "Content-Type": `multipart/form-data; boundary=${long}` } });
    expect((await json(ru)).error.message).toBe("Форму нужно отправлять как multipart/form-data с одним параметром boundary длиной от\u00a01 до\u00a070 допустимых символов.");
    // 70 characters, quoted or not, is a boundary like any other.
    const seventy = `${"-".repeat(69)}x`;
    for (const type of [`multipart/form-data; boundary=${seventy}`, `Multipart/Form-Data; BOUNDARY="${seventy}"`]) {
      const res = await send("POST", "/api/support/requests", { token: m.token, body: rawForm(seventy, [["topic", good.topic], ["message", good.message]]), headers: { "Content-Type": type } });
      expect(res.status, type).toBe(201);
    }
    expect((await list(m.token)).requests).toHaveLength(2);
  });

  it("refuses a Content-Type whose boundary the form parser could read differently from the part count", async () => {
    const m = await member();
    const body = rawForm("real", [["topic", good.topic], ["message", good.message]]);
    const post = (type: string) => send("POST", "/api/support/requests", { token: m.token, body, headers: { "Content-Type": type } });
    for (const type of [
      // A quoted parameter that holds "boundary=" (the parser takes the boundary after it).
      'multipart/form-data; charset="x;boundary=zz"; boundary=real',
      // A backslash escape (the parser reads "real").
      'multipart/form-data; boundary="re\\al"',
      "multipart/form-data; boundary=real; boundary=zz",
      "multipart/form-data; boundary=real; charset=utf-8",
      "multipart/mixed; boundary=real",
    ]) {
      const res = await post(type);
      expect(res.status, type).toBe(415);
      expect((await json(res)).error.code, type).toBe("unsupported_media_type");
    }
    expect((await list(m.token)).requests).toEqual([]);
    // The same body with a plain boundary is a request like any other.
    expect((await post("multipart/form-data; boundary=real")).status).toBe(201);
  });

  it("counts the parts of a 5 MB body of dashes or of near-delimiters with a 70-character boundary, then refuses it as malformed", async () => {
    const m = await member();
    const boundary = `${"-".repeat(69)}x`;
    const dashes = "-".repeat(5_000_000);
    const near = `\r\n--${"-".repeat(69)}`.repeat(Math.floor(5_000_000 / 73));
    for (const body of [dashes, near]) {
      const res = await send("POST", "/api/support/requests", { token: m.token, body, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } });
      expect(res.status).toBe(400);
      expect((await json(res)).error.code).toBe("bad_request");
    }
    // Refused for their input, so not counted.
    expect((await submit(m.token, good)).status).toBe(201);
  });

  it("a request sent by another site's page", async () => {
    const m = await member();
    const res = await send("POST", "/api/support/requests", { body: form(good), headers: { Cookie: "", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe("cross_site_request");
    expect((await list(m.token)).requests).toEqual([]);
  });
});

describe("Premium support: the hourly limit", { timeout: 30_000 }, () => {
  it("lets exactly 5 of 8 requests sent together through, in both languages refuses the rest", async () => {
    const m = await member();
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(m.token, good)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refusedOnes = results.filter((r) => r.status === 429);
    expect(refusedOnes).toHaveLength(3);
    expect(refusedOnes[0]!.body.error).toEqual({ code: "support_rate_limited", message: "You can send 5 requests an hour. Please try again later." });
    expect(Number(refusedOnes[0]!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await submit(m.token, good, { lang: "ru" })).body.error.message).toBe("В час можно отправить не больше 5 обращений. Попробуйте позже.");
    expect((await list(m.token)).requests).toHaveLength(5);
    // An hour later the window is new.
    expect((await submit(m.token, good, { at: now + 60 * 60 * 1000 })).status).toBe(201);
  });

  it("gives no slot back for a deleted request: deleting and sending again cannot pass the limit", async () => {
    const m = await member();
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push((await submit(m.token, good)).body.request.id as string);
    for (const id of sent.slice(0, 3)) expect((await remove(m.token, id)).status).toBe(204);
    const again = await submit(m.token, good);
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe("support_rate_limited");
    expect((await list(m.token)).requests).toHaveLength(2);
  });

  it("does not count requests that were refused for their input", async () => {
    const m = await member();
    for (let i = 0; i < 3; i++) expect((await submit(m.token, { ...good, screenshot: gif() })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await submit(m.token, { ...good, message: "short" })).status).toBe(400);
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(m.token, good)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("refuses a member over the limit before the body is read or parsed", async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) expect((await submit(m.token, good)).status).toBe(201);
    // A body that would be refused as malformed (or take long to parse) is not looked at.
    const broken = await send("POST", "/api/support/requests", { token: m.token, body: "--x\r\nnonsense", headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    expect(broken.status).toBe(429);
    expect((await json(broken)).error.code).toBe("support_rate_limited");
  });

  it("counts screenshots that fail to decode: of 7 sent in an hour, 5 are decoded and 2 refused before decoding", async () => {
    const m = await member();
    const broken = await undecodableJpeg();
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await submit(m.token, { ...good, screenshot: broken }));
    expect(results.map((r) => r.body.error.code)).toEqual([
      ...Array<string>(5).fill("transform_image_corrupt"),
      ...Array<string>(2).fill("transform_decode_limited"),
    ]);
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.body.error.message).toBe("Too many photos couldn't be read in the last hour. Please try again later.");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // A request without a screenshot still goes through, and the Time machine shares the count.
    expect((await submit(m.token, good)).status).toBe(201);
    const photo = await send("POST", "/api/transform/previews?type=cut&months=3", { token: m.token, body: broken, headers: { "Content-Type": "application/octet-stream" } });
    expect(photo.status).toBe(429);
  });

  it("stores and answers a request whose screenshot's decode cannot be handed back; the decode then stays counted", async () => {
    const m = await member();
    const restore = await failDecodeGiveBack();
    try {
      expect((await submit(m.token, { ...good, screenshot: await pngOf(figure(300, 500)) })).status).toBe(201);
    } finally {
      await restore();
    }
    expect((await list(m.token)).requests).toHaveLength(1);
    const broken = await undecodableJpeg();
    for (let i = 0; i < 4; i++) expect((await submit(m.token, { ...good, screenshot: broken })).status).toBe(400);
    expect((await submit(m.token, { ...good, screenshot: broken })).body.error.code).toBe("transform_decode_limited");
  });

  it("refuses a crafted progressive screenshot that repeats a scan, without counting it", async () => {
    const m = await member();
    const crafted = repeatedScans(await progressiveJpeg(1000, 1500), 1000);
    const en = await submit(m.token, { ...good, screenshot: crafted });
    expect(en.body.error).toEqual({
      code: "transform_image_too_complex",
      message: "The photo can't be read: the file is built in an unusual way. Save it again as an ordinary JPEG or PNG and upload that",
    });
    const ru = await submit(m.token, { ...good, screenshot: crafted }, { lang: "ru" });
    expect(ru.body.error.message).toBe("Не удаётся прочитать фото: файл сохранён необычным способом. Сохраните его заново как обычный JPEG или PNG и загрузите");
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(m.token, good)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
  });
});
