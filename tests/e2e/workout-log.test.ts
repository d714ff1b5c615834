// The workout log as a member uses it (decision 0042): a workout on a rest day with an
// added, a swapped exercise and an extra set, seen in the history with a record; a workout
// started with no network, three sets and a value typed in a row not done kept through a reload,
// the workout in the history marked as on this device, and the sets sent exactly once when the
// network returns; the same changes sent twice stored once.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { WorkoutDetailJson } from "../../core/api/workouts";
import { clearScreening, bothPlans } from "../support/member";
import { desktop, openPage, phone, subscribedPage, tapDone } from "./helpers";

type Day = "rest" | "training";

/**
 * A Standard member with a workout plan made through the API, whose training days leave today a
 * rest day or make it a training day, on `path`.
 */
async function memberWithPlan(path: string, today: Day, opts: Parameters<typeof subscribedPage>[2] = {}): Promise<Page> {
  const page = await subscribedPage("/settings", "BASIC", opts);
  const made = await page.evaluate(
    async ({ plans, today }) => {
      const names = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
      const weekday = (new Date().getDay() + 6) % 7;
      const shift = today === "rest" ? 1 : 0;
      const workout = { ...plans.workout, weekdays: [0, 2, 4].map((d) => names[(weekday + d + shift) % 7]!) };
      const post = (url: string, body: unknown) =>
        fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
          (r) => r.status,
        );
      return [await post("/api/profiles/screening", plans.screening), await post("/api/plans/workout", workout)];
    },
    { plans: { workout: bothPlans.workout, screening: clearScreening }, today },
  );
  expect(made).toEqual([200, 200]);
  await page.goto(path);
  return page;
}

/** Sends one sync from the page (as the app does) and answers its status and JSON. */
const sync = (page: Page, changes: unknown[]) =>
  page.evaluate(
    async (body) => {
      const res = await fetch("/api/workouts/sync", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as { results: { result: string }[] } };
    },
    { changes },
  );

/** Yesterday's finished goblet squat, 16 kg × 8: what today's sets are compared with. */
async function logYesterday(page: Page): Promise<void> {
  const changes = await page.evaluate(() => {
    const at = Date.now() - 86_400_000;
    const d = new Date(at);
    const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    const [session, entry, set] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    return [
      {
        type: "session",
        id: session,
        date,
        name: null,
        source: "free",
        weekday: null,
        status: "finished",
        startedAt: at,
        finishedAt: at + 3_600_000,
        updatedAt: at + 3_600_000,
      },
      { type: "entry", id: entry, sessionId: session, exercise: "goblet-squat", position: 0, note: "", updatedAt: at },
      {
        type: "set",
        id: set,
        sessionId: session,
        entryId: entry,
        exercise: "goblet-squat",
        position: 0,
        kind: "work",
        weight: 16,
        reps: 8,
        seconds: null,
        rpe: null,
        rir: null,
        updatedAt: at,
      },
    ];
  });
  const answer = await sync(page, changes);
  expect(answer.status).toBe(200);
  expect(answer.json.results.map((r) => r.result)).toEqual(["saved", "saved", "saved"]);
}

/** The id of the workout open today (the browser's today), as the server has it. */
const activeToday = (page: Page) =>
  page.evaluate(async () => {
    const d = new Date();
    const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    return ((await (await fetch(`/api/workouts/day?date=${date}`)).json()) as { active: { id: string } | null }).active?.id;
  });

const detail = (page: Page, id: string) =>
  page.evaluate(async (id) => (await (await fetch(`/api/workouts/${id}`)).json()) as WorkoutDetailJson, id);

/** A library result's button: the exercise's name, then its muscle group and equipment. */
const startsWith = (name: string) => new RegExp(`^${name} `);

/** Picks an exercise by its name in the library dialog its "Add exercise" button opens (the logger's, or a routine editor's). */
async function pickExercise(page: Page, name: string, within: Pick<Page, "getByRole"> = page): Promise<void> {
  await within.getByRole("button", { name: "Add exercise", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add exercise" });
  await dialog.getByLabel("Search exercises").fill(name);
  await dialog
    .getByRole("button", { name: startsWith(name) })
    .first()
    .click();
  await dialog.waitFor({ state: "detached" });
}

/** Adds an exercise to the open workout from the library dialog by its name. */
async function addExercise(page: Page, name: string): Promise<void> {
  await pickExercise(page, name);
  await page.getByRole("button", { name: `${name}: options` }).waitFor();
}

/** Fills a set's weight and reps and checks it done. */
async function logSet(
  page: Page,
  exercise: string,
  n: number,
  weight: string,
  reps: string,
  words = { set: "set", weight: "weight, kg", reps: "reps", done: "done" },
) {
  await page.getByLabel(`${exercise}, ${words.set} ${n}: ${words.weight}`).fill(weight);
  await page.getByLabel(`${exercise}, ${words.set} ${n}: ${words.reps}`).fill(reps);
  await tapDone(page.getByRole("checkbox", { name: `${exercise}, ${words.set} ${n}: ${words.done}` }));
}

describe("logging a workout", () => {
  it("on a rest day: adds an exercise, swaps one, adds a set, finishes, sees the record in the history, saves it as a routine, removes that, makes one from the library with a superset and duplicates it", async () => {
    const page = await memberWithPlan("/workout", "rest", { device: desktop });
    await logYesterday(page);
    await page.reload();
    await page.getByRole("heading", { name: "Rest day" }).waitFor();
    await page.getByRole("button", { name: "Start an empty workout" }).click();

    await addExercise(page, "Dumbbell bench press");
    await addExercise(page, "Goblet squat");
    // Swap the bench press for one of its similar exercises.
    await page.getByRole("button", { name: "Dumbbell bench press: options" }).click();
    await page.getByRole("menuitem", { name: "Swap exercise" }).click();
    const swap = page.getByRole("dialog", { name: "Swap Dumbbell bench press" });
    await swap
      .getByRole("button", { name: startsWith("Incline dumbbell press") })
      .first()
      .click();
    await page.getByRole("button", { name: "Incline dumbbell press: options" }).waitFor();
    expect(await page.getByRole("button", { name: "Dumbbell bench press: options" }).count()).toBe(0);

    await logSet(page, "Incline dumbbell press", 1, "14", "10");
    await logSet(page, "Goblet squat", 1, "20", "8");
    // Heavier than yesterday's 16 kg: marked a record the moment it is done, and said so (the
    // done check describes it).
    const squatDone = page.getByRole("checkbox", { name: "Goblet squat, set 1: done" });
    await page.getByRole("row").filter({ has: squatDone }).getByTestId("live-record").waitFor();
    expect(await squatDone.evaluate((b) => document.getElementById(b.getAttribute("aria-describedby")!)?.textContent)).toMatch(
      /^Record: heaviest weight/,
    );
    await page.getByText(/^New record, Goblet squat: heaviest weight/).waitFor({ state: "attached" });
    // The incline press, never done before, has nothing to beat.
    expect(await page.getByTestId("live-record").count()).toBe(1);
    // An extra set after the ones the exercise came with.
    const rows = await page.getByLabel(/^Goblet squat, set \d+: reps$/).count();
    await page.getByRole("button", { name: "Add set to Goblet squat" }).click();
    await logSet(page, "Goblet squat", rows + 1, "20", "6");
    // A note on the whole workout, kept when the field is left.
    const note = page.getByLabel("Workout note", { exact: true });
    await note.fill("Slept badly;\nkept the squats light.");
    await note.blur();
    await page.getByTestId("sync-status").getByText("All changes saved").waitFor();

    await page.getByRole("button", { name: "Finish workout" }).click();
    // Rows left empty are not saved: the dialog says so first.
    await page.getByRole("alertdialog").getByRole("button", { name: "Finish workout" }).click();
    await page.waitForURL((u) => u.searchParams.get("view") === "history" && u.searchParams.has("session"));
    const id = new URL(page.url()).searchParams.get("session")!;
    // The 20 kg set beat yesterday's 16 kg: a record, marked in the history.
    await page.getByTestId("set-records").filter({ hasText: "Heaviest weight" }).first().waitFor();
    // Against yesterday: 20 kg × 8 and × 6 moved 280 kg, yesterday's 16 kg × 8 128 kg.
    await page
      .getByTestId("last-time")
      .filter({ hasText: /^Volume \+119%:280 kg; last time, .+: 128 kg$/ })
      .waitFor();
    expect(await page.getByTestId("last-time").count()).toBe(1);
    expect(await page.getByTestId("session-better").textContent()).toBe("Better than last time: 1 of 1 exercise");

    // The finish is sent a moment after the screen shows it.
    await expect.poll(async () => (await detail(page, id)).session.status).toBe("finished");
    const stored = await detail(page, id);
    expect(stored.session.entries.map((e) => e.exercise)).toEqual(["incline-dumbbell-press", "goblet-squat"]);
    expect(stored.session.sets.map((s) => [s.exercise, s.weight, s.reps])).toEqual([
      ["incline-dumbbell-press", 14, 10],
      ["goblet-squat", 20, 8],
      ["goblet-squat", 20, 6],
    ]);
    const squat = stored.session.sets.find((s) => s.exercise === "goblet-squat" && s.reps === 8)!;
    expect(stored.records.find((r) => r.setId === squat.id)?.kinds).toContain("heaviest");
    expect(stored.session.note).toBe("Slept badly;\nkept the squats light.");
    // The finished workout shows its note, and its correction form edits it.
    expect(await page.getByTestId("session-note").locator("blockquote").innerText()).toBe("Slept badly;\nkept the squats light.");
    await page.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByTestId("session-editor");
    await editor.getByLabel("Workout note").fill("Slept badly.");
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(async () => (await detail(page, id)).session.note).toBe("Slept badly.");
    await page.getByTestId("session-note").getByText("Slept badly.", { exact: true }).waitFor();

    // The history list has it, with yesterday's workout below it.
    await page.getByRole("link", { name: "All workouts" }).click();
    await expect.poll(() => page.getByRole("link", { name: /^Workout, / }).count()).toBe(2);

    // Saved as a routine (its title to start with; an empty name refused in place), listed on the
    // start screen, then removed there; and a new one made there from the library.
    const today = () => page.getByRole("link", { name: /^Workout, / }).first();
    await today().click();
    await page.getByRole("button", { name: "Save as routine" }).click();
    const save = page.getByRole("dialog", { name: "Save as routine" });
    expect(await save.getByLabel("Name").inputValue()).toBe("Workout");
    await save.getByLabel("Name").fill(" ");
    await save.getByRole("button", { name: "Save" }).click();
    await save.getByText("Give the routine a name of 1 to 80 characters.").waitFor();
    await save.getByLabel("Name").fill("Upper and legs");
    await save.getByRole("button", { name: "Save" }).click();
    await save.waitFor({ state: "detached" });
    await page.getByRole("tab", { name: "Workout" }).click();
    const routine = page.getByTestId("routine");
    expect(await routine.locator("p").innerText()).toBe("2 exercises · Incline dumbbell press · Goblet squat");
    await page.getByRole("button", { name: "Options for “Upper and legs”" }).click();
    await page.getByRole("menuitem", { name: "Remove" }).click();
    await page.getByRole("alertdialog", { name: "Remove “Upper and legs”?" }).getByRole("button", { name: "Remove" }).click();
    await page.getByText(/^Make a routine here, or save a finished workout as one/).waitFor();
    // The card went with its menu button: the focus is on the list's heading, not lost.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("routines-title");
    const routines = () =>
      page.evaluate(
        async () =>
          ((await (await fetch("/api/workouts/routines")).json()) as { routines: { name: string; exercises: unknown[] }[] })
            .routines,
      );
    expect(await routines()).toEqual([]);
    await page.getByRole("button", { name: "New routine" }).click();
    const making = page.getByRole("dialog", { name: "New routine" });
    await making.getByLabel("Name").fill("Squat day");
    await making.getByRole("button", { name: "Save" }).click();
    await making.getByText("Add at least one exercise.").waitFor();
    await pickExercise(page, "Goblet squat", making);
    // Alone, it has nothing to pair with, and its superset button says why.
    const lone = making.getByRole("button", { name: "Superset Goblet squat with…" });
    expect(await lone.getAttribute("aria-disabled")).toBe("true");
    const why = await lone.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${why}"]`).textContent()).toBe("Add another exercise to pair them in a superset.");
    for (const exercise of ["Push-up", "Incline dumbbell press"]) await pickExercise(page, exercise, making);
    expect(await lone.getAttribute("aria-disabled")).toBeNull();
    const items = () => making.locator("[data-routine-item]").allInnerTexts();
    // Paired as in the logger: the picked exercise follows its partner; one joins a superset with
    // a partner already in it; one leaves it from its middle and the others stay side by side.
    const pairWith = async (exercise: string, partner: string | null) => {
      await making.getByRole("button", { name: `Superset ${exercise} with…` }).click();
      const picker = page.getByRole("dialog", { name: `Superset: ${exercise} and…` });
      await picker.getByRole("button", { name: partner ? new RegExp(`^${partner}`) : "Remove from superset" }).click();
      await picker.waitFor({ state: "detached" });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
        .toBe(`Superset ${exercise} with…`);
    };
    await pairWith("Goblet squat", "Incline dumbbell press");
    await making.getByRole("status").getByText("Goblet squat and Incline dumbbell press are now a superset").waitFor();
    expect(await items()).toEqual([
      "Push-up",
      expect.stringMatching(/^Superset A\s+Incline dumbbell press$/),
      expect.stringMatching(/^Superset A\s+Goblet squat$/),
    ]);
    await making.getByRole("button", { name: "Superset Push-up with…" }).click();
    const picker = page.getByRole("dialog", { name: "Superset: Push-up and…" });
    expect(await picker.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^Incline dumbbell press\s+Superset A$/),
      expect.stringMatching(/^Goblet squat\s+Superset A$/),
    ]);
    await picker.getByRole("button", { name: "Cancel" }).click();
    await pairWith("Push-up", "Incline dumbbell press");
    await pairWith("Goblet squat", null);
    await making.getByRole("status").getByText("Goblet squat is no longer in a superset").waitFor();
    expect(await items()).toEqual([
      expect.stringMatching(/^Superset A\s+Incline dumbbell press$/),
      expect.stringMatching(/^Superset A\s+Push-up$/),
      "Goblet squat",
    ]);
    await making.getByRole("button", { name: "Remove Goblet squat" }).click();
    await making.getByRole("button", { name: "Save" }).click();
    await making.waitFor({ state: "detached" });
    expect(await routine.locator("p").innerText()).toBe("2 exercises · Incline dumbbell press + Push-up");
    expect(await routines()).toEqual([
      expect.objectContaining({
        name: "Squat day",
        exercises: [
          { exercise: "incline-dumbbell-press", superset: 0 },
          { exercise: "push-up", superset: 0 },
        ],
      }),
    ]);
    // Duplicated from its menu, to make a variant: a copy with the same exercises, listed first.
    await page.getByRole("button", { name: "Options for “Squat day”" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await page.getByText("Saved “Squat day (copy)”").waitFor();
    await expect.poll(async () => (await routines()).map((r) => r.name)).toEqual(["Squat day (copy)", "Squat day"]);
    expect((await routines())[0]!.exercises).toEqual((await routines())[1]!.exercises);
    expect(await routine.locator("h3").allInnerTexts()).toEqual(["Squat day (copy)", "Squat day"]);

    // Today's workout again: its exercises in its order, each with as many sets as it had, last
    // time's numbers beside them.
    await page.getByRole("tab", { name: "History" }).click();
    await today().click();
    await page.getByTestId("history-repeat").click();
    await page.waitForURL((u) => !u.searchParams.has("view"));
    await page.getByRole("button", { name: "Incline dumbbell press: options" }).waitFor();
    const cards = await page
      .getByRole("button", { name: /^(Incline dumbbell press|Goblet squat): options$/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(cards).toEqual(["Incline dumbbell press: options", "Goblet squat: options"]);
    // (The rows follow last time's sets once the day's answer, read again after the finish, is in.)
    await expect.poll(() => page.getByLabel(/^Goblet squat, set \d+: reps$/).count()).toBe(2);
    // (Each card's rows follow in their own render: waited for too.)
    await expect.poll(() => page.getByLabel(/^Incline dumbbell press, set \d+: reps$/).count()).toBe(1);
    await page.getByRole("cell", { name: /^20 kg ×\s6$/ }).waitFor();
    await page.getByTestId("sync-status").getByText("All changes saved").waitFor();
    const repeated = await activeToday(page);
    expect((await detail(page, repeated!)).session.name).toBeNull();

    // While it is open, no other workout can be repeated: the button says what to do first, and
    // a press starts nothing; the link beside the reason leads back to the open one.
    await page.getByRole("tab", { name: "History" }).click();
    await page
      .getByRole("link", { name: /^Workout, / })
      .last()
      .click();
    const repeat = page.getByTestId("history-repeat");
    await expect.poll(() => repeat.getAttribute("aria-disabled")).toBe("true");
    expect(await repeat.evaluate((b) => document.getElementById(b.getAttribute("aria-describedby")!)?.textContent)).toBe(
      "Finish or discard the open workout first.",
    );
    // (Forced: Playwright, as assistive technology, treats it as disabled.)
    await repeat.click({ force: true });
    await page.getByRole("link", { name: "Go to the open workout" }).click();
    await page.waitForURL((u) => !u.searchParams.has("view"));
    await page.getByRole("button", { name: "Incline dumbbell press: options" }).waitFor();
    await page.getByTestId("sync-status").getByText("All changes saved").waitFor();
    expect(await activeToday(page)).toBe(repeated);

    // A device that has not read today's workout and can't: the button says so and offers to check
    // again, which finds the open one.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const open = indexedDB.open("forma-member");
          open.onsuccess = () => {
            const tx = open.result.transaction("data", "readwrite");
            const kept = tx.objectStore("data");
            kept.getAllKeys().onsuccess = (e) => {
              for (const key of (e.target as IDBRequest<IDBValidKey[]>).result)
                if (String(key).startsWith("day:")) kept.delete(key);
            };
            tx.oncomplete = () => done();
          };
        }),
    );
    await page.route("**/api/workouts/day?**", (route) => route.abort());
    await page.goto(`/workout?view=history&session=${id}`);
    await page.getByText("Couldn't check for an open workout.").waitFor();
    expect(await repeat.getAttribute("aria-disabled")).toBe("true");
    await page.unroute("**/api/workouts/day?**");
    await page.getByRole("button", { name: "Check again" }).click();
    await page.getByText("Finish or discard the open workout first.").waitFor();
  });
});

describe("supersets", () => {
  it("pairs two exercises from the menu, rests only after the second (not at all once its timer is off), shows them paired in the history, goes straight into a drop set, starts them again from a routine and updates it to what was done, on a phone in Russian", async () => {
    const page = await memberWithPlan("/mworkout", "rest", { device: phone, ru: true });
    // Pressed at the end of the start screen, the workout opens at its top with the focus (the
    // page once stayed scrolled down, at the footer, with the focus lost).
    const startEmpty = page.getByRole("button", { name: "Начать пустую тренировку" });
    await startEmpty.waitFor();
    // Down to the page's end once the start screen has its full length.
    await expect
      .poll(() => page.evaluate(() => (scrollTo(0, document.documentElement.scrollHeight), scrollY)))
      .toBeGreaterThan(0);
    await startEmpty.scrollIntoViewIfNeeded();
    await startEmpty.click();
    await page.getByRole("button", { name: "Добавить упражнение", exact: true }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const top = focused.getBoundingClientRect().top;
          const add = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Добавить упражнение");
          return !!add && focused.contains(add) && top >= 0 && top < innerHeight / 2;
        }),
      )
      .toBe(true);
    const add = async (name: string) => {
      await page.getByRole("button", { name: "Добавить упражнение", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Добавить упражнение" });
      await dialog.getByLabel("Поиск упражнений").fill(name);
      await dialog
        .getByRole("button", { name: startsWith(name) })
        .first()
        .click();
      await dialog.waitFor({ state: "detached" });
    };
    await add("Гоблет-присед");
    await add("Подтягивания прямым хватом");
    await add("Жим гантелей лёжа");

    // The bench press joins the squat: it moves up to follow it, and both say so.
    await page.getByRole("button", { name: "Жим гантелей лёжа: действия" }).click();
    await page.getByRole("menuitem", { name: "Суперсет с…" }).click();
    const pick = page.getByRole("dialog", { name: "Суперсет: Жим гантелей лёжа и…" });
    await pick.getByRole("button", { name: "Гоблет-присед" }).click();
    await pick.waitFor({ state: "detached" });
    // The focus is back on the moved exercise's menu button, not lost with the dialog.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Жим гантелей лёжа: действия");
    const cards = page.getByRole("list", { name: "Упражнения" }).locator(":scope > li");
    await expect
      .poll(() => cards.locator("h3").allInnerTexts())
      .toEqual(["Гоблет-присед", "Жим гантелей лёжа", "Подтягивания прямым хватом"]);
    const squat = cards.nth(0);
    const bench = cards.nth(1);
    expect(await squat.getByText(/^Суперсет A · 1 из 2$/).count()).toBe(1);
    expect(await bench.getByText(/^Суперсет A · 2 из 2$/).count()).toBe(1);
    await squat.getByText(/^Затем сразу\s— Жим гантелей лёжа$/).waitFor();
    await bench.getByText(/^Отдых .+ после каждого круга$/).waitFor();
    expect(
      await cards
        .nth(2)
        .getByText(/Суперсет/)
        .count(),
    ).toBe(0);

    // A move keeps the superset together: the pull-ups step over both exercises, and the squat's
    // menu, at the superset's edge, moves the whole superset back above them.
    const order = () => cards.locator("h3").allInnerTexts();
    await page.getByRole("button", { name: "Подтягивания прямым хватом: действия" }).click();
    await page.getByRole("menuitem", { name: "Переместить выше" }).click();
    await expect.poll(order).toEqual(["Подтягивания прямым хватом", "Гоблет-присед", "Жим гантелей лёжа"]);
    await page.getByRole("button", { name: "Гоблет-присед: действия" }).click();
    await page.getByRole("menuitem", { name: "Переместить суперсет выше" }).click();
    await expect.poll(order).toEqual(["Гоблет-присед", "Жим гантелей лёжа", "Подтягивания прямым хватом"]);

    // A set of the squat leads to the bench press without a rest; a set of the bench press starts it.
    const words = { set: "подход", weight: "вес, кг", reps: "повторения", done: "выполнен" };
    await logSet(page, "Гоблет-присед", 1, "24", "10", words);
    await page.getByText("Дальше: Жим гантелей лёжа").waitFor({ state: "attached" });
    expect(await page.getByTestId("rest-timer").count()).toBe(0);
    await logSet(page, "Жим гантелей лёжа", 1, "18", "10", words);
    await page.getByTestId("rest-timer").waitFor();
    await page.getByTestId("sync-status").getByText("Все изменения сохранены").waitFor();

    // Stored paired, and the history shows them so.
    const open = await activeToday(page);
    const stored = await detail(page, open!);
    const keys = new Map(stored.session.entries.map((e) => [e.exercise, e.superset]));
    expect(keys.get("goblet-squat")).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.get("dumbbell-bench-press")).toBe(keys.get("goblet-squat"));
    expect(keys.get("pull-up")).toBeNull();
    await page.getByRole("button", { name: "Пропустить отдых" }).click();

    // The bench press's own rest timer, turned off from its rest line (kept on this device): the
    // next round ends without a rest.
    await bench
      .getByRole("button", { name: /^Таймер отдыха для упражнения «Жим гантелей лёжа»: Отдых 90\sс после каждого круга$/ })
      .click();
    await page.getByRole("menuitemradio", { name: "Выключен" }).click();
    await bench.getByText("Без таймера отдыха").waitFor();
    await logSet(page, "Гоблет-присед", 2, "24", "10", words);
    await logSet(page, "Жим гантелей лёжа", 2, "18", "9", words);
    await page.getByTestId("sync-status").getByText("Все изменения сохранены").waitFor();
    expect(await page.getByTestId("rest-timer").count()).toBe(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("forma_workout_settings")!).rest)).toEqual({
      "dumbbell-bench-press": 0,
    });
    // Kept with the account too: the member's computer, signed in as them, shows it so.
    const computer = await openPage(null, { device: desktop, locale: "ru-RU" });
    await computer.context().addCookies(await page.context().cookies());
    await computer.goto("/workout");
    await computer
      .getByRole("button", { name: "Таймер отдыха для упражнения «Жим гантелей лёжа»: Без таймера отдыха" })
      .waitFor();

    // The pull-up's second set made a drop set from its number's menu: the first set leads straight
    // to it with no rest, and the rest comes after it.
    const pull = "Подтягивания прямым хватом";
    await page.getByRole("button", { name: `${pull}, подход 2: действия` }).click();
    await page.getByRole("menuitemradio", { name: "Дроп-сет" }).click();
    expect(await page.getByRole("button", { name: `${pull}, дроп-сет 1: действия` }).innerText()).toBe("Д");
    await page.getByLabel(`${pull}, подход 1: повторения`).fill("8");
    await page.getByRole("checkbox", { name: `${pull}, подход 1: выполнен` }).check();
    await page.getByLabel(`${pull}, дроп-сет 1: повторения`).fill("5");
    expect(await page.getByTestId("rest-timer").count()).toBe(0);
    await page.getByRole("checkbox", { name: `${pull}, дроп-сет 1: выполнен` }).check();
    await page.getByTestId("rest-timer").waitFor();
    await expect
      .poll(async () =>
        (await detail(page, open!)).session.sets.filter((s) => s.exercise === "pull-up").map((s) => [s.kind, s.reps]),
      )
      .toEqual([
        ["work", 8],
        ["drop", 5],
      ]);

    await page.getByRole("button", { name: "Завершить тренировку" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Завершить тренировку" }).click();
    await page.waitForURL((u) => u.searchParams.get("session") === open);
    await page
      .getByRole("region", { name: "Жим гантелей лёжа" })
      .getByText(/^Суперсет A · 2 из 2$/)
      .waitFor();
    // The history marks the drop set with its letter, and names it for screen readers.
    const pulled = page.getByRole("region", { name: pull }).getByTestId("history-set");
    expect(await pulled.allInnerTexts()).toEqual([expect.stringMatching(/^1\s/), expect.stringMatching(/^Д\s/)]);
    await pulled
      .nth(1)
      .getByText(/^Дроп-сет 1:/)
      .waitFor({ state: "attached" });

    // Saved as a routine, changed on the start screen (renamed; the pull-ups moved up step over the
    // superset whole) and started from it: the pull-ups first, then the squat and the bench press a
    // superset again, under a key of their own.
    await page.getByRole("button", { name: "Сохранить как шаблон" }).click();
    const saving = page.getByRole("dialog", { name: "Сохранить как шаблон" });
    await saving.getByLabel("Название").fill("Ноги и жим");
    await saving.getByRole("button", { name: "Сохранить" }).click();
    await saving.waitFor({ state: "detached" });
    await page.getByText(/^Шаблон «Ноги и жим» сохранён\. Начать его можно на вкладке «Тренировка»\.$/).waitFor();
    await page.locator("[data-sonner-toast]").getByRole("button", { name: "Открыть" }).click();
    const routine = page.getByTestId("routine");
    expect(await routine.locator("p").innerText()).toBe(
      "3 упражнения · Гоблет-присед + Жим гантелей лёжа · Подтягивания прямым хватом",
    );
    await page.getByRole("button", { name: "Действия с шаблоном «Ноги и жим»" }).click();
    await page.getByRole("menuitem", { name: "Изменить" }).click();
    const editing = page.getByRole("dialog", { name: "Изменить шаблон" });
    await editing.getByLabel("Название").fill("Ноги, спина, грудь");
    await editing.getByRole("button", { name: "Переместить выше: Подтягивания прямым хватом" }).click();
    expect(await editing.locator("[data-routine-item]").allInnerTexts()).toEqual([
      "Подтягивания прямым хватом",
      expect.stringMatching(/^Суперсет A\s+Гоблет-присед$/),
      expect.stringMatching(/^Суперсет A\s+Жим гантелей лёжа$/),
    ]);
    // The focus stays on the moved exercise's button (now the one that moves it back down).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Переместить ниже: Подтягивания прямым хватом");
    await editing.getByRole("button", { name: "Сохранить" }).click();
    await editing.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Начать «Ноги, спина, грудь»" }).click();
    await expect.poll(order).toEqual(["Подтягивания прямым хватом", "Гоблет-присед", "Жим гантелей лёжа"]);
    expect(
      await cards
        .nth(1)
        .getByText(/^Суперсет A · 1 из 2$/)
        .count(),
    ).toBe(1);
    await page.getByTestId("sync-status").getByText("Все изменения сохранены").waitFor();
    const started = await activeToday(page);
    expect(started).not.toBe(open);
    const again = (await detail(page, started!)).session;
    expect(again.name).toBe("Ноги, спина, грудь");
    const pairs = new Map(again.entries.map((e) => [e.exercise, e.superset]));
    expect(pairs.get("goblet-squat")).toMatch(/^[0-9a-f-]{36}$/);
    expect(pairs.get("dumbbell-bench-press")).toBe(pairs.get("goblet-squat"));
    expect(pairs.get("goblet-squat")).not.toBe(keys.get("goblet-squat"));
    expect(pairs.get("pull-up")).toBeNull();

    // Done otherwise (the pull-ups left out) and finished: the workout's page offers to update the
    // routine to it, once, and does.
    await page.getByRole("button", { name: "Подтягивания прямым хватом: действия" }).click();
    await page.getByRole("menuitem", { name: "Удалить упражнение" }).click();
    await expect.poll(order).toEqual(["Гоблет-присед", "Жим гантелей лёжа"]);
    await logSet(page, "Гоблет-присед", 1, "24", "10", words);
    await page.getByRole("button", { name: "Завершить тренировку" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Завершить тренировку" }).click();
    await page.waitForURL((u) => u.searchParams.get("session") === started);
    const offer = page.getByTestId("update-routine");
    await offer.getByText("Эта тренировка прошла не так, как в шаблоне «Ноги, спина, грудь». Обновить шаблон по ней?").waitFor();
    await offer.getByRole("button", { name: "Обновить шаблон" }).click();
    await offer.waitFor({ state: "detached" });
    const kept = await page.evaluate(
      async () => ((await (await fetch("/api/workouts/routines")).json()) as { routines: { exercises: unknown[] }[] }).routines,
    );
    expect(kept.map((r) => r.exercises)).toEqual([
      [
        { exercise: "goblet-squat", superset: 0 },
        { exercise: "dumbbell-bench-press", superset: 0 },
      ],
    ]);
  });
});

describe("logging with no network", () => {
  it("keeps a workout started offline, its three sets and a value typed in a row not done through a reload, lists it in the history, then sends exactly those three sets, on a phone in Russian", async () => {
    const page = await memberWithPlan("/mworkout", "training", { device: phone, ru: true, serviceWorkers: "allow" });
    // The service worker controls the page, so a reload without a network finds its kept copy.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // The day's plan has been read; from here on there is no network.
    const start = page.getByRole("button", { name: "Начать тренировку" });
    await start.waitFor();
    await page.context().setOffline(true);
    await start.click();
    const status = page.getByTestId("sync-status");
    const offline = /^Нет сети: сохранено на устройстве · к отправке: (\d+)$/;
    // The workout and its exercises, kept on this device to send.
    const started = Number(offline.exec((await status.getByText(offline).textContent())!)![1]);
    // The first exercise that takes a weight, with four rows.
    const weightField = page.getByLabel(/, подход 1: вес, кг$/).first();
    await weightField.waitFor();
    const exercise = (await weightField.getAttribute("aria-label"))!.replace(/, подход 1: вес, кг$/, "");
    const rows = await page.getByLabel(new RegExp(`^${exercise}, подход \\d+: повторения$`)).count();
    for (let n = rows; n < 4; n++) await page.getByRole("button", { name: `Добавить подход: ${exercise}` }).click();

    const words = { set: "подход", weight: "вес, кг", reps: "повторения", done: "выполнен" };
    // Typed in the fourth row, not done: it lives on this device only.
    await page.getByLabel(`${exercise}, подход 4: вес, кг`).fill("15");
    // The workout's own note, written with no network: it replaces the workout's change not yet
    // sent (nothing more to send), and is kept on the device before the sets that follow.
    const note = page.getByLabel("Заметка к тренировке", { exact: true });
    await note.fill("Без сети, но по плану");
    await note.blur();
    for (const n of [1, 2, 3]) await logSet(page, exercise, n, "10", String(9 + n), words);
    await status.getByText(`Нет сети: сохранено на устройстве · к отправке: ${started + 3}`).waitFor();

    // A reload with no network: the workout, its three sets and the value typed are still there.
    await page.reload();
    for (const n of [1, 2, 3]) {
      await expect.poll(() => page.getByRole("checkbox", { name: `${exercise}, подход ${n}: выполнен` }).isChecked()).toBe(true);
    }
    expect(await page.getByLabel(`${exercise}, подход 3: повторения`).inputValue()).toBe("12");
    expect(await page.getByLabel(`${exercise}, подход 4: вес, кг`).inputValue()).toBe("15");
    expect(await note.inputValue()).toBe("Без сети, но по плану");

    // The history has the workout, which the server has not heard of yet, marked as on this device.
    await page.getByRole("tab", { name: "История" }).click();
    const card = page.getByTestId("workout-history-list").getByRole("article");
    await card.getByText("Сохранено на устройстве, ещё не отправлено").waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByText("Идёт").count()).toBe(1);

    await page.getByRole("tab", { name: "Тренировка" }).click();
    await page.context().setOffline(false);
    await status.getByText("Все изменения сохранены").waitFor();
    const stored = await detail(page, (await activeToday(page))!);
    expect(stored.session.sets.map((s) => s.reps)).toEqual([10, 11, 12]);
    expect(stored.session.note).toBe("Без сети, но по плану");
  });

  it("stores the same changes sent twice once", async () => {
    const page = await memberWithPlan("/workout", "training", { device: desktop });
    const changes = await page.evaluate(() => {
      const at = Date.now();
      const d = new Date(at);
      const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      const [session, entry] = [crypto.randomUUID(), crypto.randomUUID()];
      return [
        {
          type: "session",
          id: session,
          date,
          name: null,
          source: "free",
          weekday: null,
          status: "active",
          startedAt: at,
          finishedAt: null,
          updatedAt: at,
        },
        { type: "entry", id: entry, sessionId: session, exercise: "goblet-squat", position: 0, note: "", updatedAt: at },
        ...[0, 1].map((position) => ({
          type: "set",
          id: crypto.randomUUID(),
          sessionId: session,
          entryId: entry,
          exercise: "goblet-squat",
          position,
          kind: "work",
          weight: 20,
          reps: 8,
          seconds: null,
          rpe: null,
          rir: null,
          updatedAt: at,
        })),
      ];
    });
    const first = await sync(page, changes);
    const again = await sync(page, changes);
    expect(first.json.results.map((r) => r.result)).toEqual(["saved", "saved", "saved", "saved"]);
    expect(again.json.results.map((r) => r.result)).toEqual(["superseded", "superseded", "superseded", "superseded"]);
    const stored = await detail(page, (changes[0] as { id: string }).id);
    expect(stored.session.entries).toHaveLength(1);
    expect(stored.session.sets).toHaveLength(2);
  });
});
