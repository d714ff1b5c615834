// The logger's settings with the account (web/workout/settings-sync.ts, decision 0070): a change
// is kept here at once and sent; opening the logger takes the later of this device's copy and the
// account's; a copy kept for another member on this device is never sent for this one.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoggerSettingsJson, restChoices } from "../../core/validation/logger-settings";
import { defaultSettings, keepLoggerSettings, readLoggerSettings } from "../../web/workout/device-settings";
import { syncLoggerSettings, updateLoggerSettings } from "../../web/workout/settings-sync";
import { memberForgottenEvent } from "../../web/shared/session/sign-out";

const at = Date.UTC(2026, 10, 20, 9, 0);
let member = 0;
let userId = "";
/** The account's copy, kept as the server keeps it (the later change wins whole). */
let account: LoggerSettingsJson | null;
let sent: LoggerSettingsJson[];
let online: boolean;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
async function server(url: string, init?: RequestInit): Promise<Response> {
  if (!online) throw new TypeError("Failed to fetch");
  expect(new URL(url, "https://forma.test").pathname).toBe("/api/workouts/settings");
  if (init?.method === "PUT") {
    const { base, ...body } = JSON.parse(String(init.body)) as LoggerSettingsJson;
    sent.push(body);
    if (!account) account = body;
    else if (body.updatedAt > account.updatedAt || base === account.updatedAt)
      account = { ...body, updatedAt: Math.max(body.updatedAt, account.updatedAt + 1) };
  }
  return json({ settings: account });
}

const bench = (seconds: (typeof restChoices)[number]) => ({ rest: { "barbell-bench-press": seconds } });
const accountCopy = (over: Partial<LoggerSettingsJson>): LoggerSettingsJson => ({
  effort: "off",
  plates: defaultSettings.plates,
  rest: {},
  updatedAt: at,
  ...over,
});

/** The account answers as `server` does, holding back each answer `hold` picks until released. */
function holdAnswers(hold: (held: readonly (() => void)[]) => boolean): (() => void)[] {
  const held: (() => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const answer = await server(url, init);
      if (hold(held)) await new Promise<void>((release) => held.push(release));
      return answer;
    }),
  );
  return held;
}

beforeEach(() => {
  userId = `settings-member-${++member}`;
  account = null;
  sent = [];
  online = true;
  localStorage.clear();
  keepLoggerSettings(defaultSettings);
  vi.stubGlobal("fetch", vi.fn(server));
});
afterEach(() => vi.unstubAllGlobals());

describe("the logger's settings with the account", () => {
  it("sends a change at once, stamped with its moment, and keeps the account's answer", async () => {
    await syncLoggerSettings(userId);
    expect(sent).toEqual([]);
    updateLoggerSettings(bench(180), at + 5_000);
    expect(readLoggerSettings()).toMatchObject({ ...bench(180), updatedAt: at + 5_000, member: userId, sent: false });
    await vi.waitFor(() => expect(readLoggerSettings().sent).toBe(true));
    expect(sent).toEqual([expect.objectContaining({ ...bench(180), effort: "off", updatedAt: at + 5_000 })]);
  });

  it("takes the account's copy when it is later, without sending this device's", async () => {
    await syncLoggerSettings(userId);
    online = false;
    updateLoggerSettings({ effort: "rpe" }, at);
    account = accountCopy({ effort: "rir", ...bench(60), updatedAt: at + 60_000 });
    online = true;
    await syncLoggerSettings(userId);
    expect(readLoggerSettings()).toMatchObject({ effort: "rir", ...bench(60), updatedAt: at + 60_000, sent: true });
    expect(sent).toEqual([]);
  });

  it("keeps a change made offline and sends it when the logger next syncs, if it is the later one", async () => {
    account = accountCopy({ effort: "rir", updatedAt: at });
    await syncLoggerSettings(userId);
    online = false;
    updateLoggerSettings({ effort: "rpe" }, at + 60_000);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(readLoggerSettings()).toMatchObject({ effort: "rpe", sent: false });
    online = true;
    await syncLoggerSettings(userId);
    expect(account).toMatchObject({ effort: "rpe", updatedAt: at + 60_000 });
    expect(readLoggerSettings()).toMatchObject({ effort: "rpe", sent: true });
  });

  it("sends the settings this device kept before they went with the account, once, when the account has none", async () => {
    localStorage.setItem("forma_workout_settings", JSON.stringify({ effort: "rir", rest: { "goblet-squat": 45 } }));
    const before = Date.now();
    await syncLoggerSettings(userId);
    expect(sent).toEqual([expect.objectContaining({ effort: "rir", rest: { "goblet-squat": 45 } })]);
    expect(sent[0]!.updatedAt).toBeGreaterThanOrEqual(before);
    await syncLoggerSettings(userId);
    expect(sent).toHaveLength(1);
  });

  it("never sends the defaults of a device where nothing was chosen", async () => {
    await syncLoggerSettings(userId);
    expect(sent).toEqual([]);
    expect(account).toBeNull();
  });

  it("never sends another member's copy kept on this device: this member gets their own, or the defaults", async () => {
    keepLoggerSettings({
      ...defaultSettings,
      effort: "rpe",
      ...bench(300),
      updatedAt: at + 90_000,
      member: "someone-else",
      sent: false,
    });
    await syncLoggerSettings(userId);
    expect(sent).toEqual([]);
    expect(readLoggerSettings()).toMatchObject({ effort: "off", member: userId });
    expect(readLoggerSettings().rest).toEqual({});
    keepLoggerSettings({ ...defaultSettings, effort: "rpe", updatedAt: at + 90_000, member: "someone-else", sent: true });
    account = accountCopy({ effort: "rir", updatedAt: at });
    await syncLoggerSettings(userId);
    expect(readLoggerSettings()).toMatchObject({ effort: "rir", member: userId });
  });

  it("starts this member's change from the defaults, not another member's copy, while the account's is on its way", async () => {
    keepLoggerSettings({ ...defaultSettings, effort: "rpe", ...bench(300), updatedAt: at, member: "someone-else", sent: true });
    const syncing = syncLoggerSettings(userId);
    await updateLoggerSettings({ effort: "rir" }, at + 1_000);
    await syncing;
    // (The sync may send the same change again once the account's empty answer is in.)
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) expect([body.effort, body.rest]).toEqual(["rir", {}]);
    expect(readLoggerSettings()).toMatchObject({ effort: "rir", member: userId });
    expect(readLoggerSettings().rest).toEqual({});
  });

  it("forgets the copy when the member signs out, and keeps no answer that comes after", async () => {
    await syncLoggerSettings(userId);
    const held = holdAnswers(() => true);
    const sending = updateLoggerSettings(bench(180), at + 1_000);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // Sign-out clears the member's storage, then says so.
    localStorage.clear();
    window.dispatchEvent(new Event(memberForgottenEvent));
    expect(readLoggerSettings()).toEqual(defaultSettings);
    held[0]!();
    await sending;
    expect(readLoggerSettings()).toEqual(defaultSettings);
  });

  it("sends a change made on the account's copy with that copy's stamp, so a clock behind still wins", async () => {
    account = accountCopy({ effort: "rir", updatedAt: at + 60_000 });
    await syncLoggerSettings(userId);
    await updateLoggerSettings({ effort: "rpe" }, at);
    expect(sent).toEqual([expect.objectContaining({ effort: "rpe", updatedAt: at + 60_001 })]);
    expect(readLoggerSettings()).toMatchObject({ effort: "rpe", updatedAt: at + 60_001, base: at + 60_001, sent: true });
  });

  it("keeps a change made while the one before was on its way, whichever answer comes last", async () => {
    await syncLoggerSettings(userId);
    // The account answers the first change only after the second's answer.
    const held = holdAnswers((held) => held.length === 0);
    const first = updateLoggerSettings(bench(120), at + 1_000);
    await updateLoggerSettings(bench(240), at + 2_000);
    expect(readLoggerSettings()).toMatchObject({ ...bench(240), sent: true });
    held[0]!();
    await first;
    expect(readLoggerSettings()).toMatchObject({ ...bench(240), updatedAt: at + 2_000, sent: true });
    expect(account).toMatchObject({ ...bench(240), updatedAt: at + 2_000 });
  });
});
