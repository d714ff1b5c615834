// A workout done without the phone, logged afterwards (as Strong and Hevy offer it): when it was,
// then its exercises and sets on its page; and a workout left running all night corrected to its
// real start and length, in Russian on a phone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { WorkoutDetailJson } from "../../core/api/workouts";
import { localDay, phone, subscribedPage } from "./helpers";

/** The workout as the server keeps it. */
const stored = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/workouts/${id}`)).json()) as WorkoutDetailJson).session;

describe("a workout logged or corrected afterwards", () => {
  it("logs a past workout at a desk: its day, start and length, then its exercise and sets", async () => {
    const page = await subscribedPage("/workout?view=history", "BASIC");
    const day = await localDay(page, 3);
    await page.getByRole("button", { name: "Log a past workout" }).click();
    const dialog = page.getByRole("dialog", { name: "Log a past workout" });
    // A day after today is refused beside its field.
    await dialog.getByLabel("Date").fill(await localDay(page, -2));
    await dialog.getByRole("button", { name: "Next: exercises" }).click();
    await dialog.getByText("Choose today or an earlier day.").waitFor();
    await dialog.getByLabel("Date").fill(day);
    await dialog.getByLabel("Started at").fill("07:30");
    await dialog.getByLabel("Duration, min").fill("45");
    await dialog.getByRole("button", { name: "Next: exercises" }).click();
    await dialog.waitFor({ state: "detached" });

    // Its page opens on the form; saving with no exercise says what is missing.
    await page.waitForURL((u) => u.searchParams.get("session") !== null);
    const id = new URL(page.url()).searchParams.get("session")!;
    const form = page.getByTestId("session-editor");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByText("Add at least one exercise you did, or cancel.").waitFor();

    await form.getByRole("button", { name: "Add exercise", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "Add exercise" });
    await picker.getByLabel("Search exercises").fill("Barbell bench press");
    await picker
      .getByRole("button", { name: /^Barbell bench press / })
      .first()
      .click();
    await picker.waitFor({ state: "detached" });
    const bench = form.getByRole("region", { name: "Barbell bench press" });
    const first = bench.getByTestId("set-editor").first();
    await first.getByRole("textbox", { name: "Weight, kg" }).fill("60");
    await first.getByRole("textbox", { name: "Reps" }).fill("8");
    await bench.getByRole("button", { name: "Add set: Barbell bench press" }).click();
    await bench.getByTestId("set-editor").nth(1).getByRole("textbox", { name: "Reps" }).fill("6");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.waitFor({ state: "detached" });

    const header = page.getByTestId("workout-session");
    await header.getByText("45 min").waitFor();
    await expect
      .poll(async () => (await stored(page, id)).sets.map((s) => [s.weight, s.reps]), { timeout: 15_000 })
      .toEqual([
        [60, 8],
        [60, 6],
      ]);
    const kept = await stored(page, id);
    expect(kept).toMatchObject({ date: day, status: "finished", source: "free" });
    expect((kept.finishedAt! - kept.startedAt) / 60_000).toBe(45);
    expect(await page.evaluate((at) => new Date(at).toTimeString().slice(0, 5), kept.startedAt)).toBe("07:30");

    // In the list under its day.
    await page.getByRole("link", { name: "All workouts" }).click();
    await page.getByTestId("workout-history-list").getByText("45 min").waitFor();
  });

  it("corrects a workout left running all night, in Russian on a phone, and cancelling a new one takes it back", async () => {
    const page = await subscribedPage("/mworkout?view=history", "BASIC", { ru: true, device: phone, locale: "ru-RU" });
    const yesterday = await localDay(page, 1);
    // Started yesterday at 18:00 and finished this morning: 14 hours.
    const id = await page.evaluate(async (date) => {
      const [y, m, d] = date.split("-").map(Number) as [number, number, number];
      const start = new Date(y, m - 1, d, 18, 0).getTime();
      const [session, entry, set] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const at = Date.now();
      const changes = [
        {
          type: "session",
          id: session,
          date,
          name: null,
          note: "",
          source: "free",
          weekday: null,
          status: "finished",
          startedAt: start,
          finishedAt: start + 14 * 3_600_000,
          deleted: false,
          updatedAt: at,
        },
        {
          type: "entry",
          id: entry,
          sessionId: session,
          exercise: "goblet-squat",
          position: 0,
          note: "",
          deleted: false,
          updatedAt: at,
        },
        {
          type: "set",
          id: set,
          sessionId: session,
          entryId: entry,
          exercise: "goblet-squat",
          position: 0,
          kind: "work",
          weight: 16,
          reps: 10,
          seconds: null,
          rpe: null,
          rir: null,
          deleted: false,
          updatedAt: at,
        },
      ];
      const res = await fetch("/api/workouts/sync", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ changes }),
      });
      if (!res.ok) throw new Error(await res.text());
      return session;
    }, yesterday);
    await page.goto(`/mworkout?view=history&session=${id}`);
    const header = page.getByTestId("workout-session");
    await header.getByText("840\u00a0мин").waitFor();
    await page.getByRole("button", { name: "Изменить" }).click();
    const form = page.getByTestId("session-editor");
    expect(await form.getByLabel("Начало").inputValue()).toBe("18:00");
    await form.getByLabel("Длительность, мин").fill("1441");
    await form.getByRole("button", { name: "Сохранить изменения" }).click();
    await form.getByText("Укажите длительность в целых минутах: от 1 до 1440.").waitFor();
    await form.getByLabel("Длительность, мин").fill("55");
    await form.getByRole("button", { name: "Сохранить изменения" }).click();
    await form.waitFor({ state: "detached" });
    await header.getByText("55\u00a0мин").waitFor();
    await expect
      .poll(
        async () => {
          const s = await stored(page, id);
          return (s.finishedAt! - s.startedAt) / 60_000;
        },
        { timeout: 15_000 },
      )
      .toBe(55);

    // A past workout begun and cancelled before any exercise: nothing stays in the history.
    await page.getByRole("link", { name: "Все тренировки" }).click();
    await page.getByRole("button", { name: "Записать прошедшую тренировку" }).click();
    const dialog = page.getByRole("dialog", { name: "Записать прошедшую тренировку" });
    await dialog.getByRole("button", { name: "Далее: упражнения" }).click();
    await page.waitForURL((u) => u.searchParams.get("session") !== null && u.searchParams.get("session") !== id);
    const fresh = new URL(page.url()).searchParams.get("session")!;
    await page.getByTestId("session-editor").getByRole("button", { name: "Отмена" }).click();
    await page.waitForURL((u) => u.searchParams.get("session") === null);
    await expect.poll(async () => (await page.request.get(`/api/workouts/${fresh}`)).status(), { timeout: 15_000 }).toBe(404);
    expect(await page.getByTestId("workout-history-list").getByRole("article").count()).toBe(1);
  });
});
