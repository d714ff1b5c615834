import { SELF } from "cloudflare:test";
import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as account from "../../core/validation/account";
import * as billing from "../../core/validation/billing";
import * as chat from "../../core/validation/chat";
import * as pathParams from "../../core/validation/path-params";
import * as plans from "../../core/validation/plans";
import * as profile from "../../core/validation/profile";
import * as progress from "../../core/validation/progress";
import * as reminders from "../../core/validation/reminders";
import * as transform from "../../core/transform/schema";
import { hasMessage, translateMessage } from "../../i18n/translate";
import { app as forma } from "../../worker/app";
import type { AppEnv } from "../../worker/env";
import { onError } from "../../worker/platform/errors";
import { localeMiddleware } from "../../worker/platform/locale";
import { jsonBody, queryParams } from "../../worker/platform/validate";
import { fresh, metrics, signUpBody } from "./auth-helpers";
import { createSession, createUser } from "./factories";

/** Every route of the app, as the router holds them (sandbox pages too). */
const appRoutes = forma.routes.filter((r) => r.path.startsWith("/api/"));

// The validation helpers every feature uses, mounted on a small app with the real error handler.
const schema = v.object({
  name: v.pipe(v.string("validation_name_min"), v.minLength(2, "validation_name_min")),
  // No message keys: the generic text about the field answers.
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
    const ru = await app.request("/items", { method: "POST", body: JSON.stringify({ name: "A" }), headers: { "Content-Type": "application/json", Cookie: "lang=ru" } });
    expect(((await ru.json()) as { error: { message: string } }).error.message).toBe("Имя должно содержать не меньше 2 символов");
  });

  it("answers a rule without a message of its own with a generic text about the field, never the library's or the input", async () => {
    for (const [age, lang, message] of [
      ["<img src=x>", "en", "Invalid value for age."],
      [12.5, "en", "Invalid value for age."],
      ["<img src=x>", "ru", "Недопустимое значение поля age."],
    ] as const) {
      const res = await app.request("/items", {
        method: "POST",
        body: JSON.stringify({ name: "Anna", age }),
        headers: { "Content-Type": "application/json", Cookie: `lang=${lang}` },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "validation_failed", message } });
    }
  });

  it("answers a body that is not an object (an array, null, a number, a string) with 400", async () => {
    for (const body of ["[]", "[{\"name\":\"Anna\"}]", "null", "42", "\"Anna\"", "true"]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ error: { code: "validation_failed", message: "The request body must be a JSON object." } });
    }
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

// Every schema the forms and the API share: each rule that can fail names a message key, and
// every key has its text in both languages. Objects and optional wrappers carry none: a body
// that is not an object gets the generic text above.
type SchemaNode = {
  kind?: string;
  type?: string;
  message?: unknown;
  pipe?: readonly SchemaNode[];
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: unknown[];
};
const silent = new Set(["object", "optional", "nullable", "nullish", "undefinedable", "exact_optional"]);

function rulesWithoutKey(node: SchemaNode, path: string, out: string[] = []): string[] {
  if ((node.kind === "schema" || node.kind === "validation") && !silent.has(node.type ?? "")) {
    const ok = typeof node.message === "string" && hasMessage(node.message) && ["en", "ru"].every((l) => translateMessage(node.message as string, l as "en") !== node.message);
    if (!ok) out.push(`${path} (${node.type})`);
  }
  for (const step of node.pipe?.slice(1) ?? []) rulesWithoutKey(step, path, out);
  for (const [key, entry] of Object.entries(node.entries ?? {})) rulesWithoutKey(entry, `${path}.${key}`, out);
  if (node.wrapped) rulesWithoutKey(node.wrapped, path, out);
  if (node.item) rulesWithoutKey(node.item, `${path}[]`, out);
  for (const option of node.options ?? []) if (typeof option === "object" && option) rulesWithoutKey(option as SchemaNode, path, out);
  return out;
}

describe("the shared schemas' messages", () => {
  it("every rule of every schema in core/validation has a message key with English and Russian texts", () => {
    const modules = {
      account,
      billing,
      chat,
      plans,
      profile,
      progress,
      reminders,
      pathParams,
      transform,
    };
    const missing: string[] = [];
    let schemas = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        const node = value as SchemaNode;
        if (typeof value !== "object" || value === null || !("~run" in value)) continue;
        schemas += 1;
        rulesWithoutKey(node, `${file}.${name}`, missing);
      }
      if (file === "pathParams") for (const [name, value] of Object.entries(pathParams.pathParamSchemas)) rulesWithoutKey(value as unknown as SchemaNode, `pathParams.${name}`, missing);
    }
    expect(schemas).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});

const member = async (plan: "FREE" | "BASIC" | "PRO" = "FREE") => createSession((await createUser({ plan })).id);
const ip = () => ({ "CF-Connecting-IP": fresh().ip });
async function send(method: string, path: string, body: string | undefined, token?: string, lang: "en" | "ru" = "en") {
  const headers: Record<string, string> = { ...ip(), Cookie: `lang=${lang}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await SELF.fetch(`https://forma.test${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

describe("the API's validation answers", () => {
  it("never echo the input: checkout's return page as markup gets its own message in both languages", async () => {
    const token = await member();
    const body = JSON.stringify({ plan: "PRO", interval: "month", from: "<img src=x>" });
    const en = await send("POST", "/api/billing/checkout", body, token);
    expect(en).toMatchObject({ status: 400, body: { error: { code: "validation_failed", message: "Unknown page to return to." } } });
    expect(en.text).not.toContain("img");
    const ru = await send("POST", "/api/billing/checkout", body, token, "ru");
    expect(ru.body.error.message).toBe("Неизвестная страница для возврата.");
  });

  it("give the library's English text nowhere: wrong types on fields without a form answer in Russian too", async () => {
    const cases: [string, string, unknown, string][] = [
      ["POST", "/api/auth/sign-in", { email: "a@example.com", password: "x", returnToken: "<b>yes</b>" }, "Значение должно быть true или false."],
      ["POST", "/api/auth/sign-up", { ...signUpBody("a@example.com"), captchaToken: 42 }, "Ответ капчи недействителен."],
      ["POST", "/api/auth/sign-up", { ...signUpBody("a@example.com"), metrics: "<svg onload=1>" }, "Недопустимое значение поля metrics."],
      ["POST", "/api/auth/sign-up", { ...signUpBody("a@example.com"), metrics: { ...metrics, activity: "x".repeat(40) } }, "Уровень активности\u00a0— не длиннее 32 символов"],
      ["POST", "/api/plans/nutrition", { goal: "MAINTAIN", vegetarian: "yes" }, "Значение должно быть true или false."],
    ];
    const token = await member("PRO");
    for (const [method, path, body, message] of cases) {
      const res = await send(method, path, JSON.stringify(body), token, "ru");
      expect(res.status, path).toBe(400);
      expect(res.body.error.message, path).toBe(message);
      expect(res.text).not.toMatch(/<|Invalid|Expected|received/);
    }
  });

  it("answer a JSON array, null or a number where an object is expected with 400", async () => {
    const token = await member("PRO");
    for (const path of ["/api/auth/sign-in", "/api/profiles/update", "/api/billing/checkout", "/api/plans/workout/schedule", "/api/progress/entries", "/api/account/names"]) {
      for (const body of ["[]", '[{"email":"a@example.com"}]', "null", "0", '"text"']) {
        const res = await send("POST", path, body, token);
        expect(res.status, `${path} ${body}`).toBe(400);
        // Progress entries keep their own text for it.
        const message = path.startsWith("/api/progress") ? "The request is not valid." : "The request body must be a JSON object.";
        expect(res.body.error).toEqual({ code: "validation_failed", message });
      }
    }
  });
});

describe("path parameters", () => {
  it("answer a malformed id or exercise with 400 before anything else, and an unknown one with 404", async () => {
    const token = await member("PRO");
    const id = crypto.randomUUID();
    const bad: [string, string, string, string][] = [
      ["GET", "/api/workouts/abc", "id", "This identifier is not valid."],
      ["GET", "/api/workouts/1", "id", "This identifier is not valid."],
      ["GET", "/api/workouts/%27%20OR%201%3D1", "id", "This identifier is not valid."],
      ["GET", "/api/workouts/%00", "id", "This identifier is not valid."],
      ["GET", "/api/workouts/123e4567-e89b-12d3-a456-42661417400", "id", "This identifier is not valid."],
      ["PATCH", "/api/progress/entries/not-a-uuid", "id", "This identifier is not valid."],
      ["DELETE", "/api/progress/entries/%E2%98%83", "id", "This identifier is not valid."],
      ["GET", "/api/workouts/exercises/%3Cscript%3E", "exercise", "Choose an exercise from the library"],
      ["GET", `/api/workouts/exercises/${"a".repeat(101)}`, "exercise", "Choose an exercise from the library"],
      ["GET", "/api/workouts/exercises/Bench_Press", "exercise", "Choose an exercise from the library"],
    ];
    for (const [method, path, field, message] of bad) {
      const body = method === "PUT" || method === "PATCH" ? "{}" : undefined;
      const res = await SELF.fetch(`https://forma.test${path}`, {
        method,
        headers: { ...ip(), Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
        body,
      });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.headers.get("X-Invalid-Field")).toBe(field);
      expect(await res.json()).toEqual({ error: { code: "validation_failed", message } });
    }
    const ru = await send("GET", "/api/workouts/abc", undefined, token, "ru");
    expect(ru.body.error.message).toBe("Недопустимый идентификатор.");
    // Well-formed but nobody's: not found, as before.
    expect((await send("GET", `/api/workouts/${id}`, undefined, token)).status).toBe(404);
    expect((await send("DELETE", `/api/progress/entries/${id}`, undefined, token)).status).toBe(404);
    // Sibling routes are not mistaken for an id.
    expect((await send("GET", "/api/workouts/day?date=2025-01-01", undefined, token)).status).not.toBe(400);
    expect((await send("GET", "/api/workouts/exercises/push-up", undefined, token)).status).toBe(200);
  });

  it("every parameter of every API route has a rule", () => {
    const names = new Set(appRoutes.flatMap((r) => [...r.path.matchAll(/\/:(\w+)/g)].map((m) => m[1]!)));
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((n) => !(n in pathParams.pathParamSchemas))).toEqual([]);
  });
});
