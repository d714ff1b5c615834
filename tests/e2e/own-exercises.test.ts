// A member's own exercises in the workout log: made in the picker ("Create exercise"), logged
// like a library one, named in the history and its own history, renamed there. At a desk in
// English: one counted in reps, a name already taken refused, renamed from its history. On a
// phone in Russian: one held for a time, refused with a clear message while offline, made once
// back online, named after a reload with no network, then removed, its past workout keeping its
// name and repeated without it. (Limits, ownership and the sync rule are the worker tests'.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { desktop, phone, subscribedPage, tapDone } from "./helpers";

interface Words {
  start: string;
  add: string;
  search: string;
  create: (name: string) => string;
  submit: string;
  done: string;
  finish: string;
  progress: string;
}

const en: Words = {
  start: "Start an empty workout",
  add: "Add exercise",
  search: "Search exercises",
  create: (name) => `Create “${name}”`,
  submit: "Create",
  done: "done",
  finish: "Finish workout",
  progress: "Progress",
};

const ru: Words = {
  start: "Начать пустую тренировку",
  add: "Добавить упражнение",
  search: "Поиск упражнений",
  create: (name) => `Создать «${name}»`,
  submit: "Создать",
  done: "выполнен",
  finish: "Завершить тренировку",
  progress: "Прогресс",
};

/** Opens the picker and the create form from a search for `name` (the form starts with it). */
async function openCreate(page: Page, w: Words, name: string) {
  await page.getByRole("button", { name: w.add, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: w.add });
  await dialog.getByLabel(w.search).fill(name);
  await dialog.getByRole("button", { name: w.create(name) }).click();
  const form = page.getByTestId("own-exercise-form");
  await form.waitFor();
  return form;
}

/** Finishes the open workout (rows left empty are not saved) and waits for its page in the history. */
async function finish(page: Page, w: Words) {
  await page.getByRole("button", { name: w.finish }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: w.finish }).click();
  await page.waitForURL((u) => u.searchParams.has("session"));
}

describe("own exercises in the workout log", () => {
  it("made in the picker, logged, named in the history and renamed there, at a desk in English", async () => {
    const page = await subscribedPage("/workout", "BASIC", { device: desktop });
    await page.getByRole("button", { name: en.start }).click();

    const form = await openCreate(page, en, "Landmine press");
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("Landmine press");
    expect(await form.getByRole("radio", { name: "Reps" }).isChecked()).toBe(true);
    await form.getByRole("button", { name: en.submit, exact: true }).click();
    await page.getByRole("button", { name: "Landmine press: options" }).waitFor();

    // Its weight is the load, like a barbell's, and may be left out.
    await page.getByLabel("Landmine press, set 1: reps").fill("12");
    await tapDone(page.getByRole("checkbox", { name: "Landmine press, set 1: done" }));
    await page.getByLabel("Landmine press, set 2: weight, kg").fill("25");
    await page.getByLabel("Landmine press, set 2: reps").fill("10");
    await tapDone(page.getByRole("checkbox", { name: "Landmine press, set 2: done" }));
    await page.getByTestId("sync-status").getByText("All changes saved").waitFor();

    // The same name again, in another case, is refused beside the name; "Your exercises" lists the first.
    const again = await openCreate(page, en, "landmine PRESS");
    await again.getByRole("button", { name: en.submit, exact: true }).click();
    await again.getByText("You already have an exercise with this name.").waitFor();
    await again.getByRole("button", { name: "Back to the list" }).click();
    const picker = page.getByRole("dialog", { name: en.add });
    await picker.getByLabel(en.search).fill("");
    await picker
      .getByRole("region", { name: "Your exercises" })
      .getByRole("button", { name: /^Landmine press Your exercise · reps$/ })
      .waitFor();
    await picker.getByRole("button", { name: "Cancel" }).click();

    await finish(page, en);
    const entry = page.getByRole("region", { name: "Landmine press" });
    await entry.getByText("12 reps", { exact: true }).waitFor();
    await entry.getByText(/^25\skg ×\s10$/).waitFor();

    // Its own history: the sessions, and renaming it (the workout follows the new name).
    await page.getByRole("link", { name: `${en.progress}: Landmine press` }).click();
    const history = page.getByTestId("exercise-history");
    await history.getByRole("heading", { name: "Landmine press", level: 2 }).waitFor();
    await history.getByText("Your exercise · reps").waitFor();
    await history.getByRole("button", { name: "Rename" }).click();
    const rename = page.getByRole("dialog", { name: "Rename exercise" });
    await rename.getByLabel("Name", { exact: true }).fill("Landmine press, one arm");
    await rename.getByRole("button", { name: "Save" }).click();
    await rename.waitFor({ state: "detached" });
    await history.getByRole("heading", { name: "Landmine press, one arm", level: 2 }).waitFor();
    const own = await page.evaluate(
      async () => (await (await fetch("/api/exercises/own")).json()) as { exercises: { name: string }[] },
    );
    expect(own.exercises.map((e) => e.name)).toEqual(["Landmine press, one arm"]);
  });

  it("held for a time, refused offline, made back online, named offline after a reload, removed with its workout keeping its name, on a phone in Russian", async () => {
    const page = await subscribedPage("/mworkout", "BASIC", { device: phone, ru: true, serviceWorkers: "allow" });
    // The service worker controls the page, so a reload without a network finds its kept copy.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole("button", { name: ru.start }).click();
    // The screen has read the member's own exercises (none yet); from here there is no network.
    await page.getByRole("button", { name: ru.add, exact: true }).waitFor();
    await page.context().setOffline(true);
    const form = await openCreate(page, ru, "Вис на полотенце");
    await form.getByText("Время", { exact: true }).click();
    await form.getByRole("button", { name: ru.submit, exact: true }).click();
    await form.getByRole("alert").getByText("Нет подключения к интернету. Чтобы создать упражнение, нужна сеть").waitFor();

    await page.context().setOffline(false);
    await form.getByRole("button", { name: ru.submit, exact: true }).click();
    await page.getByRole("button", { name: "Вис на полотенце: действия" }).waitFor();
    // Held for seconds: no reps field.
    await page.getByLabel("Вис на полотенце, подход 1: секунды").fill("45");
    await page.getByRole("checkbox", { name: `Вис на полотенце, подход 1: ${ru.done}` }).check();
    expect(await page.getByLabel("Вис на полотенце, подход 1: повторения").count()).toBe(0);
    await page.getByTestId("sync-status").getByText("Все изменения сохранены").waitFor();

    // Without a network, a reload still names it: the device keeps the member's own exercises.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Вис на полотенце: действия" }).waitFor();
    await page.context().setOffline(false);
    await finish(page, ru);
    const session = new URL(page.url()).searchParams.get("session")!;
    await page
      .getByRole("region", { name: "Вис на полотенце" })
      .getByText(/^45\sс$/)
      .waitFor();

    await page.getByRole("link", { name: `${ru.progress}: Вис на полотенце` }).click();
    const history = page.getByTestId("exercise-history");
    await history.getByText("Ваше упражнение · время").waitFor();
    await history.getByRole("button", { name: "Удалить" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Удалить «Вис на полотенце» из ваших упражнений?" });
    await confirm.getByRole("button", { name: "Удалить" }).click();
    await confirm.waitFor({ state: "detached" });
    await history.getByTestId("own-exercise-removed").waitFor();

    // The workout still names it; repeated, it comes without it, and the picker no longer offers it.
    await page.goto(`/mworkout?view=history&session=${session}`);
    await page.getByRole("region", { name: "Вис на полотенце" }).waitFor();
    await page.getByTestId("history-repeat").click();
    await page.waitForURL((u) => !u.searchParams.has("view"));
    await page.getByRole("button", { name: ru.add, exact: true }).click();
    const picker = page.getByRole("dialog", { name: ru.add });
    await picker.getByRole("region", { name: "Грудь" }).first().waitFor();
    expect(await picker.getByRole("region", { name: "Ваши упражнения" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("button", { name: /: действия$/ }).count()).toBe(0);
    await page.getByTestId("sync-status").getByText("Все изменения сохранены").waitFor();
  });
});
