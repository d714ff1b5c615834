import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiFailure, apiStream, apiUrl } from "../../web/shared/api/client";

// What the one API client puts on the wire for a route of the contract, and how it reads the
// answer: the address with its parameters and query, the body, an empty answer, a failure.

let sent: { url: string; init: RequestInit }[] = [];
let answer: () => Response = () => Response.json({});

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const headers = (i = 0) => new Headers(sent[i]!.init.headers);

describe("the API client", () => {
  it("puts the parameters into the path and the query after it, and sends JSON bodies as JSON", async () => {
    await api("PATCH /api/progress/entries/:id", { params: { id: "a/b" }, body: { date: "2026-11-29", weight: 71 } });
    await api("GET /api/workouts", { query: { limit: 10 }, cache: "no-store" });
    await api("GET /api/progress/entries", { query: { from: "2026-01-01", to: undefined } });
    expect(sent.map((s) => [s.init.method, s.url])).toEqual([
      ["PATCH", "/api/progress/entries/a%2Fb"],
      ["GET", "/api/workouts?limit=10"],
      ["GET", "/api/progress/entries?from=2026-01-01"],
    ]);
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({ date: "2026-11-29", weight: 71 });
    expect(headers(0).get("Content-Type")).toBe("application/json");
    expect(sent[0]!.init.credentials).toBe("same-origin");
    expect(sent[1]!.init.cache).toBe("no-store");
    expect(sent[1]!.init.body).toBeUndefined();
  });

  it("sends a form as multipart fields and files, and raw bytes with their type", async () => {
    const screenshot = new Blob(["png"], { type: "image/png" });
    await api("POST /api/support/requests", { form: { topic: "bug", message: "It broke twice today.", screenshot } });
    const form = sent[0]!.init.body as FormData;
    expect([form.get("topic"), form.get("message"), (form.get("screenshot") as File).type]).toEqual([
      "bug",
      "It broke twice today.",
      "image/png",
    ]);
    // The browser writes a form's type, with its boundary.
    expect(headers(0).get("Content-Type")).toBeNull();

    const photo = new Blob(["jpeg"], { type: "image/jpeg" });
    await api("POST /api/transform/previews", { query: { type: "cut", months: 3 }, raw: photo });
    expect(sent[1]!.url).toBe("/api/transform/previews?type=cut&months=3");
    expect(sent[1]!.init.body).toBe(photo);
    expect(headers(1).get("Content-Type")).toBe("image/jpeg");
  });

  it("reads an empty answer as null", async () => {
    answer = () => new Response(null, { status: 200 });
    expect(await api("GET /api/subscription/get-active")).toBeNull();
  });

  it("turns a failure into ApiFailure with the server's code and message, or the status without one", async () => {
    answer = () => Response.json({ error: { code: "no_plan", message: "Build a plan first" } }, { status: 404 });
    await expect(api("POST /api/plans/refresh")).rejects.toMatchObject({
      status: 404,
      code: "no_plan",
      message: "Build a plan first",
    });
    answer = () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" });
    const failure = await api("GET /api/auth/session").catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 502, code: "http_error", message: "Bad Gateway" });
    answer = () => Response.json({ error: { code: "chat_too_soon", message: "Wait a moment" } }, { status: 429 });
    await expect(apiStream("POST /api/chat/messages", { body: { content: "Hi" } })).rejects.toMatchObject({
      code: "chat_too_soon",
    });
    expect(headers(2).get("Accept")).toBe("text/plain");
  });

  it("gives a file's address for the page to load", () => {
    expect(apiUrl("GET /api/exercises/:exercise/captions/ru.vtt", { params: { exercise: "barbell-back-squat" } })).toBe(
      "/api/exercises/barbell-back-squat/captions/ru.vtt",
    );
    expect(sent).toEqual([]);
  });
});
