import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { course } from "../../content/education/course";
import { post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const progress = (token: string) =>
  SELF.fetch("https://forma.test/api/education/progress", { headers: { Authorization: `Bearer ${token}` } }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { completed: string[] },
  }));

describe("education progress", () => {
  it("needs a session", async () => {
    const res = await SELF.fetch("https://forma.test/api/education/progress");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("No access token available");
  });

  it("remembers finished lessons per member, in course order, and can undo one", async () => {
    const token = await createSession((await createUser()).id);
    const other = await createSession((await createUser()).id);
    const [first, second, third] = course.map((l) => l.slug);
    expect((await progress(token)).body).toEqual({ completed: [] });
    await post("/api/education/progress", { lesson: third, done: true }, { token });
    await post("/api/education/progress", { lesson: first, done: true }, { token });
    // Marking twice changes nothing.
    const again = await post("/api/education/progress", { lesson: first, done: true }, { token });
    expect(again.body).toEqual({ completed: [first, third] });
    const undo = await post("/api/education/progress", { lesson: third, done: false }, { token });
    expect(undo.body).toEqual({ completed: [first] });
    expect((await progress(token)).body.completed).not.toContain(second);
    expect((await progress(other)).body).toEqual({ completed: [] });
  });

  it("refuses a lesson the course does not have, in the member's language", async () => {
    const token = await createSession((await createUser()).id);
    const en = await post("/api/education/progress", { lesson: "no-such-lesson", done: true }, { token });
    expect(en).toMatchObject({
      status: 400,
      body: { error: { code: "validation_failed", message: "There is no such lesson in the course." } },
    });
    const ru = await post("/api/education/progress", { lesson: "no-such-lesson", done: true }, { token, lang: "ru" });
    expect(ru.body.error.message).toBe("В курсе нет такого урока.");
    expect((await post("/api/education/progress", { lesson: course[0]!.slug }, { token })).status).toBe(400);
    expect((await progress(token)).body).toEqual({ completed: [] });
  });
});
