import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../worker/env";
import { onError } from "../../worker/platform/errors";
import { localeMiddleware } from "../../worker/platform/locale";
import { jsonBody, queryParams } from "../../worker/platform/validate";

// The validation helpers every feature uses, mounted on a small app with the real error handler.
const schema = v.object({
  name: v.pipe(v.string(), v.minLength(2, "Name must be at least 2 characters")),
  age: v.optional(v.pipe(v.number(), v.integer(), v.minValue(13))),
});
const app = new Hono<AppEnv>()
  .use(localeMiddleware)
  .post("/items", jsonBody(schema), (c) => c.json({ saved: c.req.valid("json") }))
  .get("/search", queryParams(v.object({ q: v.pipe(v.string(), v.minLength(1)) })), (c) => c.json(c.req.valid("query")))
  .get("/boom", () => {
    throw new Error("secret detail at line 42");
  });
app.onError(onError);

const post = (body: string, contentType = "application/json") =>
  app.request("/items", { method: "POST", body, headers: { "Content-Type": contentType } });

describe("request validation", () => {
  it("passes valid input through, typed", async () => {
    const res = await post(JSON.stringify({ name: "Anna", age: 30 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ saved: { name: "Anna", age: 30 } });
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const res = await post("{ name: ");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_json", message: "The request body is not valid JSON." } });
  });

  it("answers a schema failure with its message and the field", async () => {
    const res = await post(JSON.stringify({ name: "A" }));
    expect(res.status).toBe(400);
    expect(res.headers.get("X-Invalid-Field")).toBe("name");
    expect(await res.json()).toEqual({ error: { code: "validation_failed", message: "Name must be at least 2 characters" } });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await post("name=Anna", "application/x-www-form-urlencoded");
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unsupported_media_type");
  });

  it("validates query strings the same way", async () => {
    expect((await app.request("/search?q=squat")).status).toBe(200);
    const res = await app.request("/search");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it("turns an unexpected error into a generic 500 in the request's language, without details", async () => {
    const res = await app.request("/boom", { headers: { Cookie: "lang=ru" } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret detail");
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal", message: "Что-то пошло не так на нашей стороне. Попробуйте ещё раз." },
    });
  });
});
