// Settings' "Your data" tab as a member uses it: downloading everything as a ZIP (English,
// desktop), and bringing a Strong export in, with one exercise name matched by hand, then seeing
// the workout in the history, a second import of the same file adding nothing, and the import
// taken back so the file adds its workout again (Russian, a 360 px phone); our own workouts
// brought back from the download's ZIP with its routines (English, desktop); and our own export's
// food diary brought back into the diary from the download's ZIP and taken back again (English,
// desktop).
import { readFile } from "node:fs/promises";
import { strToU8, unzipSync, zipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { entryColumns } from "../../core/diary/entry-columns";
import { seriousViolations } from "./axe";
import { phone, signedInPage, subscribedPage, untilHydrated } from "./helpers";

/** A phone 360 px wide: the narrowest the app is made for. */
const phone360 = { ...phone, viewport: { width: 360, height: 780 } };

/**
 * Strong's common export layout (weights in the member's unit, not named): one workout of two
 * exercises, one the library knows and one it does not, and a rest timer row it keeps nothing of.
 */
const strongCsv = [
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  "2026-03-02 18:05:00,Evening Workout,1h 5m,Bench Press (Barbell),1,60,10,0,0,,,",
  "2026-03-02 18:05:00,Evening Workout,1h 5m,Bench Press (Barbell),Rest Timer,0,0,0,90,,,",
  "2026-03-02 18:05:00,Evening Workout,1h 5m,Bench Press (Barbell),2,62.5,8,0,0,,,8",
  "2026-03-02 18:05:00,Evening Workout,1h 5m,Landmine Rotation,1,20,12,0,0,,,",
  "2026-03-02 18:05:00,Evening Workout,1h 5m,Landmine Rotation,2,20,12,0,0,,,",
].join("\n");

/** The member's own protein bar in the other account. */
const barId = "0b7c2a52-8a4e-4d1c-9a43-2f1f6e3b9c10";

/** Our own export's diary/entries.csv: milk at breakfast and two protein bars (a portion) at a snack, on `date`. */
function diaryCsv(date: string, loggedAt: string): string {
  const rows: Record<string, string>[] = [
    {
      meal: "breakfast",
      food_kind: "db",
      food_id: "01077",
      name_en: '"Milk, whole, 3.25% milkfat"',
      grams: "250",
      kcal_per_100g: "61",
      protein_g_per_100g: "3.15",
    },
    {
      meal: "snack",
      food_kind: "custom",
      food_id: barId,
      name_en: "Protein bar",
      grams: "100",
      portion: "2 × bar",
      portion_ru: "2 × батончик",
      kcal_per_100g: "380",
      protein_g_per_100g: "30",
    },
  ];
  const line = (r: Record<string, string>) => entryColumns.map((c) => ({ date, logged_at: loggedAt, ...r })[c] ?? "").join(",");
  return [entryColumns.join(","), ...rows.map(line)].join("\r\n");
}

async function openYourData(page: Page, tab: string): Promise<void> {
  await page.getByRole("tab", { name: tab }).click();
  await page.getByTestId("data-download").waitFor();
}

/** Chooses the CSV through the file chooser the button opens, as a member would. */
async function chooseFile(page: Page, button: string, name: string, text: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: button }).click()]);
  await chooser.setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
}

/** Chooses a ZIP of these files (as "Download my data" writes them) through the file chooser, and waits for it to be named. */
async function chooseZip(page: Page, files: Record<string, string>): Promise<void> {
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Choose a file" }).click(),
  ]);
  await chooser.setFiles({ name: "forma-data.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  await page.getByTestId("data-import").getByTestId("import-file").getByText("forma-data.zip").waitFor();
}

describe("your data", () => {
  it("downloads everything as one ZIP from the keyboard, with the day's downloads counted (English, desktop)", async () => {
    const page = await signedInPage("/settings");
    await untilHydrated(page);
    // The tabs by their arrow keys, then Tab into the panel to its button.
    await page.getByRole("tab", { name: "Profile" }).focus();
    // Radix moves the focus a moment after the key (a timeout): each press waits for it.
    for (const next of ["Security", "Your data"]) {
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => page.getByRole("tab", { name: next }).getAttribute("aria-selected")).toBe("true");
    }
    const section = page.getByTestId("data-download");
    await section.getByText("Workouts with every set, and your plans").waitFor();
    await section.getByText(/^Downloads left today: 3\s+of\s+3$/).waitFor();
    const button = section.getByRole("button", { name: "Download my data" });
    for (let presses = 0; presses < 4 && !(await button.evaluate((b) => b === document.activeElement)); presses++)
      await page.keyboard.press("Tab");
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^forma-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "account.json", "workouts/sets.csv"]));
    expect(new TextDecoder().decode(files["workouts/sets.csv"])).toMatch(/^\S*date/i);

    const done = section.getByTestId("data-download-done");
    await done.getByText(new RegExp(`^Saved ${name.replace(/\./g, "\\.")} \\(\\d+ kB\\) to your downloads\\.$`)).waitFor();
    await section.getByText(/^Downloads left today: 2\s+of\s+3$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("imports a Strong file with a name matched by hand, shows it in the history, and adds nothing the second time (Russian, 360 px phone)", async () => {
    const page = await subscribedPage("/settings", "BASIC", { device: phone360, ru: true });
    await openYourData(page, "Ваши данные");
    const section = page.getByTestId("data-import");
    await section.getByLabel(/^Strong: тренировки/).check();
    await chooseFile(page, "Выбрать файл", "strong.csv", strongCsv);

    const figures = section.getByTestId("import-preview");
    await figures.getByText("в файле 1, новых 1").waitFor();
    await figures.getByText("в файле 4, новых 4").waitFor();
    // The file names no unit: the member's (kilograms) is taken, and can be changed.
    await expect.poll(() => section.getByTestId("import-unit").getByLabel("килограммах").isChecked()).toBe(true);
    await section.getByText("Чтобы импортировать, выберите упражнение для каждого названия выше.").waitFor();
    expect(await section.getByTestId("import-start").isDisabled()).toBe(true);

    // "Landmine Rotation" is not in the library: found by a search in Russian.
    const name = section.getByRole("group", { name: "Landmine Rotation" });
    await name.getByText("2 подхода").waitFor();
    await name.getByRole("button", { name: "Найти в библиотеке" }).click();
    const search = page.getByTestId("import-library-search");
    await search.getByRole("searchbox").fill("скручивания");
    await search.getByRole("button", { name: /^Русские скручивания с медболом/ }).click();
    await expect.poll(() => name.getByLabel("Русские скручивания с медболом").isChecked()).toBe(true);
    await section.getByText("Для всех названий выбраны упражнения.").waitFor();
    // Bench press matched by the library, folded away.
    await section.getByTestId("import-matched").getByText("Уже сопоставлено: 1").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const start = section.getByTestId("import-start");
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    const done = section.getByTestId("import-done");
    await done.getByText("История перенесена.").waitFor();
    expect((await done.textContent())?.replace(/\s+/g, " ")).toContain("Добавлено тренировок1Добавлено подходов4");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The history has the workout, as Strong named it.
    await done.getByRole("link", { name: "Открыть историю тренировок" }).click();
    const card = page.getByTestId("workout-history-list").getByRole("article").filter({ hasText: "Evening Workout" });
    await card.waitFor();
    expect(await card.textContent()).toContain("2 марта 2026");

    // The same file again: nothing new, and no name to match (the choice is remembered).
    await page.goBack();
    await openYourData(page, "Ваши данные");
    await section.getByLabel(/^Strong: тренировки/).check();
    await chooseFile(page, "Выбрать файл", "strong.csv", strongCsv);
    await section
      .getByTestId("import-nothing-new")
      .getByText("Ничего нового: все тренировки из этого файла уже здесь.")
      .waitFor();
    expect(await section.getByTestId("import-start").isDisabled()).toBe(true);
    expect(await section.getByTestId("import-matching").count()).toBe(0);

    // Imported in the wrong unit, say: the import is taken back, after a confirmation, and the
    // same file then has its workout to add again.
    const row = section.getByTestId("data-imports").getByTestId("data-import-record");
    await row.getByText(/· 1\u00a0тренировка$/).waitFor();
    await row.getByRole("button", { name: /^Удалить эти тренировки: Strong/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Удалить тренировки этого импорта?" });
    await dialog.getByText(/^Будет удалена 1 тренировка, добавленная этим импортом/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Удалить 1 тренировку" }).click();
    await row.getByText(/· Тренировки удалены /).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await chooseFile(page, "Выбрать другой файл", "strong.csv", strongCsv);
    await figures.getByText("в файле 1, новых 1").waitFor();
  });

  it("brings our own workouts back from the download's ZIP with the routines, an own exercise made anew (English, desktop)", async () => {
    const page = await subscribedPage("/settings", "BASIC");
    await untilHydrated(page);
    await openYourData(page, "Your data");
    const section = page.getByTestId("data-import");
    await section.getByLabel(/^Forma: workouts/).check();
    await section
      .getByText("The ZIP also brings your routines; the CSV alone brings only the workouts.", { exact: false })
      .waitFor();
    const header =
      "date,workout,started_at,finished_at,exercise,exercise_name,set,kind,weight_kg,reps,seconds,rpe,rir,note,workout_note,superset";
    const at = "2026-03-02T15:05:00.000Z,2026-03-02T15:55:00.000Z";
    const sets = [
      header,
      `2026-03-02,Legs,${at},goblet-squat,Goblet squat,1,work,24,8,,,,,,A`,
      `2026-03-02,Legs,${at},own-0b7c2a52-8a4e-4d1c-9a43-2f1f6e3b9c11,Zercher hold,1,work,30,12,,,,,,A`,
    ].join("\n");
    const routines = [
      {
        id: "5d1c2a52-8a4e-4d1c-9a43-2f1f6e3b9c12",
        name: "Legs and hold",
        exercises: [
          { exercise: "goblet-squat", name: "Goblet squat", superset: "A" },
          { exercise: "own-0b7c2a52-8a4e-4d1c-9a43-2f1f6e3b9c11", name: "Zercher hold", superset: "A" },
          { exercise: "push-up", name: "Push-up", superset: null },
        ],
        createdAt: "2026-03-02T16:00:00.000Z",
        updatedAt: "2026-03-02T16:00:00.000Z",
      },
    ];
    await chooseZip(page, {
      "README.txt": "Forma",
      "workouts/sets.csv": sets,
      "workouts/routines.json": JSON.stringify(routines),
    });

    const figures = section.getByTestId("import-preview");
    const row = (term: string) => figures.getByText(term, { exact: true }).locator("xpath=..");
    await expect
      .poll(async () => (await row("Routines").textContent())?.replace(/\s+/g, " "))
      .toBe("Routines1 in the file, 1 new");
    // The other account's own exercise is matched by its name: made anew here.
    const name = section.getByRole("group", { name: "Zercher hold" });
    await name.getByLabel("Create as my own exercise (counted in reps)").check();
    const start = section.getByTestId("import-start");
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    const done = section.getByTestId("import-done");
    expect((await done.getByText("Routines added").locator("xpath=..").textContent())?.replace(/\s+/g, "")).toBe(
      "Routinesadded1",
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The routine waits on the workout screen, its superset as it was, the own exercise by its name.
    await page.goto("/workout");
    const card = page.getByTestId("routine");
    expect(await card.locator("p").innerText()).toBe("3 exercises · Goblet squat + Zercher hold · Push-up");
  });

  it("brings our own food diary back into the diary, and takes it back (English, desktop)", async () => {
    const page = await signedInPage("/settings");
    await untilHydrated(page);
    await openYourData(page, "Your data");
    // The browser's own day, where the diary opens; logged an hour ago.
    const { today, loggedAt } = await page.evaluate(() => ({
      today: new Date().toLocaleDateString("sv"),
      loggedAt: new Date(Date.now() - 3_600_000).toISOString(),
    }));
    const section = page.getByTestId("data-import");
    await section.getByLabel(/^Forma: food diary/).check();
    await section.getByText("choose the ZIP from “Download my data” as it is, or diary/entries.csv", { exact: false }).waitFor();
    // The download's ZIP as it is: the browser takes the diary's file out of it, with the bar of the member's own.
    const bar = {
      id: barId,
      name: "Protein bar",
      brand: null,
      barcode: null,
      basis: "serving",
      serving: { label: "bar", grams: 50 },
      entered: { kcal: 190, protein: 15, fat: 7, carbs: 18 },
      per100g: { kcal: 380, protein: 30, fat: 14, carbs: 36 },
      updatedAt: loggedAt,
    };
    await chooseZip(page, {
      "README.txt": "Forma",
      "diary/entries.csv": diaryCsv(today, loggedAt),
      "diary/own-foods.json": JSON.stringify([bar]),
      "diary/favourites.json": JSON.stringify([{ food: { kind: "custom", id: barId } }]),
    });

    const figures = section.getByTestId("import-preview");
    await figures.getByText("Diary entries").waitFor();
    await figures.getByText("2 in the file, 2 new").waitFor();
    await figures.getByText("Your own foods").waitFor();
    await figures.getByText("Favourites").waitFor();
    expect(await figures.getByText("1 in the file, 1 new").count()).toBe(2);
    // No weights in a diary: no unit to choose, no names to match.
    expect(await section.getByTestId("import-unit").count()).toBe(0);
    expect(await section.getByTestId("import-matching").count()).toBe(0);
    await section.getByTestId("import-start").click();
    const done = section.getByTestId("import-done");
    expect((await done.getByText("Diary entries added").locator("xpath=..").textContent())?.replace(/\s+/g, "")).toBe(
      "Diaryentriesadded2",
    );
    expect((await done.getByText("Your own foods added").locator("xpath=..").textContent())?.replace(/\s+/g, "")).toBe(
      "Yourownfoodsadded1",
    );
    await done
      .getByTestId("import-undo-hint")
      .getByText("You can remove these entries under “Your imports” below.", { exact: false })
      .waitFor();

    // The diary has both, as logged: the bar with its portion.
    await done.getByRole("link", { name: "Open your food diary" }).click();
    await page.getByTestId("diary-meal-breakfast").getByText("Milk, whole, 3.25% milkfat").waitFor();
    const snack = page.getByTestId("diary-meal-snack");
    await snack.getByText("Protein bar").waitFor();
    expect(await snack.getByTestId("diary-entry").textContent()).toContain("2 × bar");
    await page.getByTestId("diary-kcal-eaten").getByText(/533/).waitFor();
    // The bar came too, under an id of this account, and the entry and the favourite name it.
    const ownFoods = () =>
      page.evaluate(async () => {
        const [foods, day] = await Promise.all(
          ["/api/diary/foods", `/api/diary/day?date=${new Date().toLocaleDateString("sv")}`].map(async (u) =>
            (await fetch(u)).json(),
          ),
        );
        const entries = day.meals.flatMap((m: { entries: { food: { id: string } }[] }) => m.entries);
        return {
          foods: foods.foods.map((f: { id: string; name: string }) => [f.id, f.name]),
          favourites: foods.favourites.map((f: { id: string }) => f.id),
          entryFoods: entries.map((e: { food: { id: string } }) => e.food.id),
        };
      }, today);
    const kept = await ownFoods();
    expect(kept.foods).toEqual([[expect.not.stringMatching(barId), "Protein bar"]]);
    expect(kept.favourites).toEqual([`custom:${kept.foods[0][0]}`]);
    expect(kept.entryFoods).toContain(kept.foods[0][0]);

    // The device keeps the day it showed, for a reload without network.
    const keptDays = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open("forma-member");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const read = open.result.transaction("data").objectStore("data").getAllKeys();
              read.onsuccess = () => resolve(read.result.map(String).filter((k) => k.startsWith("diary-day:")));
            };
          }),
      );
    await expect.poll(keptDays).toHaveLength(1);

    // Taken back after a confirmation: the diary's day is empty again.
    await page.goBack();
    await openYourData(page, "Your data");
    const row = section.getByTestId("data-imports").getByTestId("data-import-record");
    await row.getByText(/· 2\u00a0diary entries$/).waitFor();
    await row.getByRole("button", { name: /^Remove these entries: Forma: food diary/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove this import's diary entries?" });
    await dialog.getByText(/^2 diary entries this import added will be removed/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Remove 2 entries" }).click();
    await page.getByText("Removed 2 diary entries.").waitFor();
    // The kept copy held the removed entries: it is let go, so no reload shows them.
    await expect.poll(keptDays).toEqual([]);
    await row.getByText(/· Removed on /).waitFor();
    await page.goto("/diary");
    await page.getByTestId("diary-meal-breakfast").waitFor();
    // The device let go of the day it kept (it held the removed entries): the server's answer is empty.
    await expect.poll(() => page.getByTestId("diary-entry").count()).toBe(0);
    // The bar stays with its favourite: entries logged since may name it.
    expect((await ownFoods()).foods).toEqual(kept.foods);
  });
});
