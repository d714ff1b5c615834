// The day a weight entry may have: from 1900 to tomorrow in UTC (a member east of UTC already
// lives in it), "tomorrow" by the request's clock, the worker's injected one, fixed here to
// instants far from the real date in both directions, so the answers cannot come from it.
import { describe, expect, it } from "vitest";
import { call } from "./auth-helpers";
import { createSession, createUser } from "./factories";

interface Opts {
  now: number;
  lang?: "en" | "ru";
}
const create = (token: string, body: unknown, opts: Opts) => call("POST", "/api/progress/entries", body, { token, ...opts });
const patch = (token: string, id: string, body: unknown, opts: Opts) =>
  call("PATCH", `/api/progress/entries/${id}`, body, { token, ...opts });
const dates = async (token: string) =>
  ((await call("GET", "/api/progress/entries", undefined, { token })).body.entries as { date: string }[]).map((e) => e.date);

const member = async () => createSession((await createUser()).id);

/** A refusal of the day as the member sees it: the message and the field it names. */
const refusal = (res: Awaited<ReturnType<typeof call>>) => ({
  status: res.status,
  message: res.body?.error?.message,
  field: res.res.headers.get("X-Invalid-Field"),
});
const future = { status: 400, message: "The date cannot be in the future", field: "date" };

describe("a weight entry's day", () => {
  it("may be tomorrow in UTC by the request's clock, far ahead of the real date, not the day after", async () => {
    const token = await member();
    const now = Date.UTC(2150, 5, 15, 23, 30);
    expect(await create(token, { date: "2150-06-16", weight: 70 }, { now })).toMatchObject({ status: 201 });
    expect(refusal(await create(token, { date: "2150-06-17", weight: 70 }, { now }))).toEqual(future);

    const earlier = (await create(token, { date: "2150-06-01", weight: 71 }, { now })).body;
    expect(refusal(await patch(token, earlier.id, { date: "2150-06-17" }, { now }))).toEqual(future);
    expect(await patch(token, earlier.id, { date: "2150-06-15" }, { now })).toMatchObject({
      status: 200,
      body: { date: "2150-06-15" },
    });
    expect(await dates(token)).toEqual(["2150-06-15", "2150-06-16"]);
  });

  it("is refused past tomorrow of a clock behind the real date, in the member's language", async () => {
    const token = await member();
    const now = Date.UTC(2024, 2, 1, 0, 30);
    expect(refusal(await create(token, { date: "2024-03-03", weight: 70 }, { now }))).toEqual(future);
    const ru = await create(token, { date: "2024-03-03", weight: 70 }, { now, lang: "ru" });
    expect(refusal(ru)).toEqual({ ...future, message: "Дата не может быть в будущем" });

    const entry = (await create(token, { date: "2024-03-02", weight: 70 }, { now })).body;
    expect(refusal(await patch(token, entry.id, { date: "2024-03-03" }, { now }))).toEqual(future);
    expect(await dates(token)).toEqual(["2024-03-02"]);
  });

  it("goes back to 1900 whatever the clock, and no further", async () => {
    const token = await member();
    const now = Date.UTC(2024, 2, 1, 12);
    expect(await create(token, { date: "1900-01-01", weight: 70 }, { now })).toMatchObject({ status: 201 });
    expect(refusal(await create(token, { date: "1899-12-31", weight: 70 }, { now }))).toEqual({
      status: 400,
      message: "The date cannot be earlier than 1900",
      field: "date",
    });
    expect(await dates(token)).toEqual(["1900-01-01"]);
  });
});
