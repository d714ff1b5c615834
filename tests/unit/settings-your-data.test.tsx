import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { strToU8, zipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExportStatusJson, ImportPreviewJson, ImportRecordJson, ImportResultJson } from "../../core/api/transfers";
import type { ImportInput } from "../../core/validation/imports";
import {
  entriesText,
  favouritesSkippedText,
  recipesSkippedText,
  routinesSkippedText,
  undoButtonText,
  undoEntriesButtonText,
  undoEntriesConfirmText,
  undoneEntriesText,
  undoneText,
  workoutsText,
} from "../../web/settings/data/format";
import { importBlocker, namesToMatch, unmatchedNames } from "../../web/settings/data/use-import";
import { switchLocale } from "../../web/shared/i18n/locale";
import { diaryKeys } from "../../web/shared/queries/diary";
import { progressKeys } from "../../web/shared/queries/progress";
import { fileNameOf } from "../../web/shared/queries/transfers";
import { workoutKeys } from "../../web/shared/queries/workout";
import { notify } from "../../web/shared/ui/toast";
import { createApp, member } from "./app-harness";

// Settings' "Your data" tab in the real router (happy-dom); the server is a stub that records
// what the page sends. The import goes up with XMLHttpRequest (its upload progress), stubbed too.

const status: ExportStatusJson = { limit: 3, left: 2, resetsAt: null, lastAt: null };

const preview = (over: Partial<ImportPreviewJson> = {}): ImportPreviewJson => ({
  source: "strong",
  rows: 9,
  unit: "kg",
  unitInFile: false,
  first: "2026-03-02",
  last: "2026-03-09",
  items: 2,
  newItems: 2,
  sets: 8,
  newSets: 8,
  skipped: 1,
  conflicts: 0,
  names: [
    { name: "Bench Press (Barbell)", sets: 6, exercise: "barbell-bench-press", how: "library", suggestions: [] },
    { name: "Landmine Twist", sets: 2, exercise: null, how: null, suggestions: ["russian-twist"] },
  ],
  lists: null,
  routines: null,
  problems: [],
  problemCount: 0,
  ...over,
});

/** A workout import as GET /api/imports lists it: made on 3 March 2026 at 14:30 where the tests run. */
const record = (over: Partial<ImportRecordJson> = {}): ImportRecordJson => ({
  id: "imp-1",
  source: "strong",
  createdAt: new Date(2026, 2, 3, 14, 30).getTime(),
  kept: 12,
  undoneAt: null,
  ...over,
});

let sent: { method: string; path: string; body: unknown }[] = [];
let exportAnswer: () => Response;
let previewAnswer: (input: ImportInput) => ImportPreviewJson;
let importsAnswer: () => Response;
let undoAnswer: (id: string) => Response | Promise<Response>;

beforeEach(() => {
  sent = [];
  exportAnswer = () =>
    new Response(new Blob([new Uint8Array(3000)]).stream(), {
      headers: { "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="forma-data-2026-11-29.zip"` },
    });
  previewAnswer = () => preview();
  importsAnswer = () => Response.json({ imports: [] });
  undoAnswer = (id) => Response.json({ id, removed: 0, undoneAt: Date.now() });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      sent.push({ method, path, body });
      if (path === "/api/account/export" && method === "GET") return Response.json(status);
      if (path === "/api/account/export") return exportAnswer();
      if (path === "/api/imports/preview") return Response.json(previewAnswer(body as ImportInput));
      if (path === "/api/imports" && method === "GET") return importsAnswer();
      const undo = /^\/api\/imports\/([^/]+)\/undo$/.exec(path);
      if (undo && method === "POST") return undoAnswer(decodeURIComponent(undo[1]!));
      if (path === "/api/exercises/own") return Response.json({ exercises: [], limit: 200 });
      return new Response("", { status: 200 });
    }),
  );
  vi.stubGlobal("requestAnimationFrame", (f: FrameRequestCallback) => setTimeout(() => f(0), 0));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => clearTimeout(id));
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * XMLHttpRequest stubbed for the import's upload: it keeps each body, reports half of it sent,
 * then the upload done; the server's answer comes when the test calls `answer`.
 */
function stubUpload() {
  const upload: { bodies: ImportInput[]; answer: ((r: ImportResultJson) => void) | null } = { bodies: [], answer: null };
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: string) {
      upload.bodies.push(JSON.parse(body));
      this.upload.onprogress?.({ lengthComputable: true, loaded: body.length / 2, total: body.length });
      setTimeout(() => {
        this.upload.onload?.();
        upload.answer = (r) => {
          this.status = 200;
          this.responseText = JSON.stringify(r);
          this.onload?.();
        };
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return upload;
}

async function openTab(name = "Your data") {
  const app = createApp("/settings", member());
  await act(async () => {
    await app.router.load();
    render(
      <QueryClientProvider client={app.queryClient}>
        <RouterProvider router={app.router} />
      </QueryClientProvider>,
    );
  });
  const tab = await screen.findByRole("tab", { name });
  fireEvent.mouseDown(tab, { button: 0 });
  return app;
}

/**
 * The tab's section: its code loads on the tab's first open, which on a loaded two-core machine
 * (a fresh clone's suite) once took longer than Testing Library's default second.
 */
const dataSection = () => screen.findByTestId("data-download", {}, { timeout: 5000 });

describe("the download's file name", () => {
  it("is the Content-Disposition's, the encoded form first, never a path", () => {
    expect(fileNameOf(`attachment; filename="forma-data-2026-11-29.zip"`, "x.zip")).toBe("forma-data-2026-11-29.zip");
    expect(fileNameOf(`attachment; filename="a.zip"; filename*=UTF-8''%D0%B4%D0%B0%D0%BD%D0%BD%D1%8B%D0%B5.zip`, "x.zip")).toBe(
      "данные.zip",
    );
    expect(fileNameOf("attachment; filename=plain.zip", "x.zip")).toBe("plain.zip");
    expect(fileNameOf(`attachment; filename="../../etc/evil.zip"`, "x.zip")).toBe("evil.zip");
    expect(fileNameOf(null, "x.zip")).toBe("x.zip");
    expect(fileNameOf("attachment", "x.zip")).toBe("x.zip");
  });
});

describe("what holds the import back", () => {
  const state = (p: ImportPreviewJson) => ({ preview: p, loading: false, failure: null });
  it("waits for problems to be fixed, names to be chosen and something new", () => {
    expect(importBlocker({ preview: null, loading: true, failure: null }, {})).toBe("loading");
    expect(importBlocker(state(preview({ problemCount: 1, problems: [{ line: 3, message: "Line 3: …" }] })), {})).toBe(
      "problems",
    );
    expect(importBlocker(state(preview()), {})).toBe("unmatched");
    expect(importBlocker(state(preview()), { "Landmine Twist": "new:time" })).toBeNull();
    expect(importBlocker(state(preview({ newItems: 0 })), { "Landmine Twist": "new:time" })).toBe("nothing_new");
  });
  it("lets a diary file through when only its own foods, recipes or favourites are new", () => {
    const lists = (recipes: number) => ({
      foods: { items: 2, newItems: 0, skipped: 0 },
      recipes: { items: 3, newItems: recipes, skipped: 0 },
      favourites: { items: 0, newItems: 0, skipped: 0 },
    });
    const diary = (over: Partial<ImportPreviewJson>) => preview({ source: "diary", newItems: 0, names: [], ...over });
    expect(importBlocker(state(diary({ lists: lists(1) })), {})).toBeNull();
    expect(importBlocker(state(diary({ lists: lists(0) })), {})).toBe("nothing_new");
    expect(importBlocker(state(diary({ lists: null })), {})).toBe("nothing_new");
  });
  it("asks about names nothing matched, those chosen and those reopened; not the rest", () => {
    const p = preview();
    expect(namesToMatch(p, {}, []).map((n) => n.name)).toEqual(["Landmine Twist"]);
    expect(namesToMatch(p, {}, ["Bench Press (Barbell)"]).map((n) => n.name)).toEqual([
      "Bench Press (Barbell)",
      "Landmine Twist",
    ]);
    expect(unmatchedNames(p, { "Landmine Twist": "russian-twist" })).toEqual([]);
  });
});

describe("settings: your data", { timeout: 20_000 }, () => {
  it("says what the ZIP holds and how many downloads are left, streams it and saves it under the server's name", async () => {
    const made: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((b) => (made.push(b as Blob), "blob:zip"));
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await openTab();
    const section = await dataSection();
    expect(section.textContent).toContain("Workouts with every set, and your plans");
    expect((await within(section).findByTestId("data-downloads-left")).textContent).toBe(
      "Downloads left today: 2\u00a0of\u00a03",
    );
    fireEvent.click(within(section).getByRole("button", { name: "Download my data" }));
    const done = await screen.findByTestId("data-download-done");
    expect(done.textContent).toBe("Saved forma-data-2026-11-29.zip (3 kB) to your downloads.");
    expect(clicked).toEqual(["forma-data-2026-11-29.zip"]);
    expect(made[0]!.size).toBe(3000);
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/api/account/export"]);
  });

  it("says when the next download is possible once the day's are used, and offers a retry after a failure", async () => {
    const resetsAt = new Date();
    resetsAt.setHours(23, 30, 0, 0);
    let left = 1;
    let answers = 0;
    exportAnswer = () =>
      ++answers === 1
        ? new Response("<html>Bad gateway</html>", { status: 502 })
        : Response.json(
            { error: { code: "export_limit", message: "You can download your data 3 times a day." } },
            { status: 429 },
          );
    const fetchStub = vi.mocked(globalThis.fetch);
    const inner = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/account/export" && (init?.method ?? "GET") === "GET")
        return Response.json({ ...status, left, resetsAt: left === 0 ? resetsAt.getTime() : null });
      if (answers === 1) left = 0;
      return inner(input, init);
    });
    await openTab();
    const section = await dataSection();
    await within(section).findByText("Downloads left today: 1 of 3");
    fireEvent.click(within(section).getByRole("button", { name: "Download my data" }));
    const failed = await screen.findByTestId("data-download-failed");
    expect(failed.textContent).toContain("The download failed. Please try again.");
    fireEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    const limit = await screen.findByTestId("data-download-limit");
    await waitFor(() =>
      expect(limit.textContent).toMatch(/^You've used today's downloads\. The next one is possible today at 11:30\sPM\.$/),
    );
    expect(within(section).getByRole("button", { name: "Download my data" }).hasAttribute("disabled")).toBe(true);
  });

  it("previews a Strong file, asks the unit and the unmatched name, re-previews the choices, imports with phases", async () => {
    const upload = stubUpload();
    previewAnswer = (input) => {
      const chosen = input.matches?.["Landmine Twist"];
      const p = preview({ unit: input.unit ?? "kg" });
      return chosen ? { ...p, names: [p.names[0]!, { ...p.names[1]!, exercise: null, how: "chosen", suggestions: [] }] } : p;
    };
    await openTab();
    const section = await screen.findByTestId("data-import");
    fireEvent.click(within(section).getByLabelText(/Strong: workouts/));
    const csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n";
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([csv], "strong.csv", { type: "text/csv" })] } });
    });
    const figures = await screen.findByTestId("import-preview");
    expect(figures.textContent).toContain("Workouts2 in the file, 2 new");
    expect(figures.textContent).toContain("Sets8 in the file, 8 new");
    expect(figures.textContent).toContain("Rows left out1: rest timers and distance-only cardio, nothing to keep");
    expect(screen.getByTestId("import-blocked").textContent).toBe("Choose an exercise for every name above to import.");
    const importButton = screen.getByTestId("import-start");
    expect(importButton.hasAttribute("disabled")).toBe(true);

    fireEvent.click(within(screen.getByTestId("import-unit")).getByLabelText("pounds"));
    await waitFor(() => expect((sent.at(-1)!.body as ImportInput).unit).toBe("lb"));

    const name = within(screen.getByTestId("import-matching")).getByRole("group", { name: "Landmine Twist" });
    expect(name.textContent).toContain("2 sets");
    fireEvent.click(within(name).getByLabelText("Create as my own exercise (timed)"));
    await waitFor(() => expect((sent.at(-1)!.body as ImportInput).matches).toEqual({ "Landmine Twist": "new:time" }));
    await waitFor(() => expect(screen.getByTestId("import-start").hasAttribute("disabled")).toBe(false));
    expect(screen.getByText("Every name has an exercise.")).toBeTruthy();

    fireEvent.click(screen.getByTestId("import-start"));
    await screen.findByText("Saving your history…");
    expect(upload.bodies[0]).toMatchObject({ source: "strong", csv, unit: "lb", matches: { "Landmine Twist": "new:time" } });
    const listed = sent.filter((r) => r.method === "GET" && r.path === "/api/imports").length;
    importsAnswer = () => Response.json({ imports: [record({ id: "imp-new", kept: 2 })] });
    await waitFor(() => expect(upload.answer).not.toBeNull());
    act(() => upload.answer!({ id: "imp-new", source: "strong", items: 2, sets: 8, ownExercises: 1, lists: null, routines: null }));
    const done = await screen.findByTestId("import-done");
    expect(done.textContent).toContain("Workouts added2");
    expect(done.textContent).toContain("Your own exercises created1");
    expect(within(done).getByTestId("import-undo-hint").textContent).toBe(
      "Imported by mistake, or with the wrong settings? You can remove these workouts under “Your imports” below.",
    );
    // The new import is listed at once, ready to be taken back.
    expect((await within(section).findByTestId("data-import-record")).textContent).toContain("2\u00a0workouts");
    expect(sent.filter((r) => r.method === "GET" && r.path === "/api/imports").length).toBe(listed + 1);
    expect(within(done).getByRole("link", { name: "Open workout history" }).getAttribute("href")).toBe("/workout?view=history");
  });

  it("lists the file's problems by line and keeps the import shut; says when nothing is new", async () => {
    previewAnswer = () =>
      preview({
        problems: [{ line: 4, message: "Line 4: the date is not one we can read." }],
        problemCount: 3,
        names: [],
      });
    await openTab();
    const section = await screen.findByTestId("data-import");
    fireEvent.click(within(section).getByLabelText(/Hevy: workouts/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["title,start_time\n"], "hevy.csv")] } });
    });
    const problems = await screen.findByTestId("import-problems");
    expect(problems.textContent).toContain("Problems in the file: 3");
    expect(problems.textContent).toContain("Line 4: the date is not one we can read.");
    expect(problems.textContent).toContain("…and 2 more.");
    expect(screen.getByTestId("import-start").hasAttribute("disabled")).toBe(true);

    previewAnswer = () => preview({ newItems: 0, newSets: 0, names: [], unitInFile: true });
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["title,start_time\n"], "hevy-again.csv")] } });
    });
    expect((await screen.findByTestId("import-nothing-new")).textContent).toBe(
      "Nothing new: every workout in this file is already here.",
    );
    expect(screen.queryByTestId("import-unit")).toBeNull();
  });

  it("speaks Russian", async () => {
    act(() => switchLocale("ru"));
    await openTab("Ваши данные");
    const section = await dataSection();
    expect((await within(section).findByTestId("data-downloads-left")).textContent).toBe(
      "Осталось скачиваний на сегодня: 2\u00a0из\u00a03",
    );
    expect(within(section).getByRole("button", { name: "Скачать мои данные" })).toBeTruthy();
    expect(screen.getByTestId("data-import").textContent).toContain("Что переносим?");
  });
});

describe("plurals of the imports' counts", () => {
  afterEach(() => act(() => switchLocale("en")));
  it("say workouts by the number, in Russian by its form (and the button in the accusative)", () => {
    expect([1, 12].map(workoutsText)).toEqual(["1\u00a0workout", "12\u00a0workouts"]);
    expect(undoButtonText(1)).toBe("Remove 1 workout");
    act(() => switchLocale("ru"));
    expect([1, 3, 5, 21, 0].map(workoutsText)).toEqual([
      "1\u00a0тренировка",
      "3\u00a0тренировки",
      "5\u00a0тренировок",
      "21\u00a0тренировка",
      "0\u00a0тренировок",
    ]);
    expect([1, 3, 11].map(undoButtonText)).toEqual(["Удалить 1 тренировку", "Удалить 3 тренировки", "Удалить 11 тренировок"]);
    expect([1, 2, 5].map(undoneText)).toEqual(["Удалена 1 тренировка.", "Удалены 2 тренировки.", "Удалено 5 тренировок."]);
  });
});

describe("settings: your imports", { timeout: 20_000 }, () => {
  const removeButton = () => screen.findByRole("button", { name: /^Remove these workouts: Strong: workouts, March 3, 2026/ });
  const listCalls = () => sent.filter((r) => r.method === "GET" && r.path === "/api/imports").length;
  const undoCalls = () => sent.filter((r) => r.method === "POST" && r.path.endsWith("/undo")).map((r) => r.path);

  it("lists each import with its workouts kept, or when they were removed, and offers removal only where some are kept", async () => {
    importsAnswer = () =>
      Response.json({
        imports: [
          record(),
          record({ id: "imp-2", source: "hevy", kept: 1 }),
          record({ id: "imp-3", source: "hevy", kept: 0, undoneAt: new Date(2026, 2, 5, 9, 0).getTime() }),
          record({ id: "imp-4", kept: 0 }),
        ],
      });
    await openTab();
    const list = await screen.findByTestId("data-imports", {}, { timeout: 5000 });
    expect(within(list).getByRole("heading", { name: "Your imports" })).toBeTruthy();
    const rows = within(list).getAllByTestId("data-import-record");
    expect(rows.map((r) => r.firstElementChild!.textContent)).toEqual([
      expect.stringMatching(/^Strong: workoutsMarch 3, 2026 at 2:30\sPM · 12\u00a0workouts$/),
      expect.stringMatching(/^Hevy: workoutsMarch 3, 2026 at 2:30\sPM · 1\u00a0workout$/),
      expect.stringMatching(/^Hevy: workoutsMarch 3, 2026 at 2:30\sPM · Removed on March 5, 2026$/),
      expect.stringMatching(/ · 0\u00a0workouts$/),
    ]);
    expect(rows.map((r) => within(r).queryAllByRole("button").length)).toEqual([1, 1, 0, 0]);
  });

  it("says nothing of imports to a member who has none, and offers a retry when the list fails", async () => {
    let answers = 0;
    importsAnswer = () =>
      ++answers === 1 ? new Response("<html>Bad gateway</html>", { status: 502 }) : Response.json({ imports: [record()] });
    await openTab();
    const failed = await screen.findByTestId("data-imports-failed", {}, { timeout: 5000 });
    expect(failed.textContent).toContain("Your imports could not be loaded.");
    fireEvent.click(within(failed).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("data-imports")).toBeTruthy();
    expect(screen.queryByTestId("data-imports-failed")).toBeNull();
  });

  it("asks before removing: Cancel sends nothing; the confirmation removes, says so, and refreshes the list and the history", async () => {
    const told = vi.spyOn(notify, "success");
    let answer: (r: Response) => void = () => undefined;
    undoAnswer = () => new Promise((resolve) => (answer = resolve));
    let undone = false;
    importsAnswer = () => Response.json({ imports: [undone ? record({ kept: 0, undoneAt: Date.now() }) : record()] });
    const app = await openTab();
    app.queryClient.setQueryData(workoutKeys.history("u1"), { sessions: [] });

    fireEvent.click(await removeButton());
    let dialog = await screen.findByRole("alertdialog", { name: "Remove this import's workouts?" });
    expect(dialog.textContent).toContain(
      "12 workouts this import added will be removed, along with any changes you made to them. Importing the file again brings them back.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(undoCalls()).toEqual([]);

    fireEvent.click(await removeButton());
    dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Remove 12 workouts" });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute("aria-busy")).toBe("true"));
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(within(dialog).getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    expect(undoCalls()).toEqual(["/api/imports/imp-1/undo"]);

    const listed = listCalls();
    undone = true;
    await act(async () => answer(Response.json({ id: "imp-1", removed: 12, undoneAt: Date.now() })));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(told).toHaveBeenCalledWith("Removed 12 workouts.");
    const row = screen.getByTestId("data-import-record");
    expect(row.textContent).toMatch(/Removed on /);
    expect(within(row).queryByRole("button")).toBeNull();
    // The button went with the workouts: focus stays on the row, saying what happened.
    await waitFor(() => expect(document.activeElement?.closest("li")).toBe(row));
    expect(document.activeElement?.textContent).toMatch(/ · Removed on /);
    await waitFor(() => expect(listCalls()).toBe(listed + 1));
    expect(app.queryClient.getQueryState(workoutKeys.history("u1"))?.isInvalidated).toBe(true);
  });

  it("says the server's words when the import was taken back already, and shows the list as it is now", async () => {
    const failed = vi.spyOn(notify, "error");
    let undone = false;
    importsAnswer = () => Response.json({ imports: [undone ? record({ kept: 0, undoneAt: Date.now() }) : record()] });
    undoAnswer = () => {
      undone = true;
      return Response.json(
        { error: { code: "import_already_undone", message: "This import's workouts have already been removed." } },
        { status: 409 },
      );
    };
    await openTab();
    fireEvent.click(await removeButton());
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remove 12 workouts" }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith("This import's workouts have already been removed."));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(screen.getByTestId("data-import-record").textContent).toMatch(/Removed on /));
  });

  it("keeps a failed removal's dialog open to try again, with a message of its own when the server gave none", async () => {
    const failed = vi.spyOn(notify, "error");
    importsAnswer = () => Response.json({ imports: [record()] });
    undoAnswer = () => new Response("<html>Bad gateway</html>", { status: 502 });
    await openTab();
    fireEvent.click(await removeButton());
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove 12 workouts" }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith("The workouts could not be removed. Please try again."));
    expect(screen.getByRole("alertdialog")).toBe(dialog);
    expect(within(dialog).getByRole("button", { name: "Remove 12 workouts" }).hasAttribute("disabled")).toBe(false);
  });

  it("keeps the keyboard in the dialog, and Escape closes it and gives focus back to its button", async () => {
    importsAnswer = () => Response.json({ imports: [record()] });
    await openTab();
    const opener = await removeButton();
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("alertdialog");
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    const confirm = within(dialog).getByRole("button", { name: "Remove 12 workouts" });
    // An alert dialog starts on its safe choice.
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(cancel, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: "Tab" });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(undoCalls()).toEqual([]);
  });

  it("speaks Russian", async () => {
    importsAnswer = () => Response.json({ imports: [record({ kept: 21 })] });
    act(() => switchLocale("ru"));
    await openTab("Ваши данные");
    const list = await screen.findByTestId("data-imports", {}, { timeout: 5000 });
    expect(within(list).getByRole("heading", { name: "История импорта" })).toBeTruthy();
    expect(within(list).getByTestId("data-import-record").textContent).toMatch(
      /^Strong: тренировки3 марта 2026\sг\. в 14:30 · 21\u00a0тренировка/,
    );
    fireEvent.click(within(list).getByRole("button", { name: /^Удалить эти тренировки: Strong: тренировки, 3 марта 2026/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Удалить тренировки этого импорта?" });
    expect(dialog.textContent).toContain("Будет удалена 21 тренировка, добавленная этим импортом");
    expect(within(dialog).getByRole("button", { name: "Удалить 21 тренировку" })).toBeTruthy();
  });
});

describe("plurals of a diary import's counts", () => {
  afterEach(() => act(() => switchLocale("en")));
  it("speak of entries", () => {
    expect([1, 12].map(entriesText)).toEqual(["1\u00a0diary entry", "12\u00a0diary entries"]);
    expect([1, 2].map(undoEntriesButtonText)).toEqual(["Remove 1 entry", "Remove 2 entries"]);
    expect(undoEntriesConfirmText(1)).toMatch(/^1 diary entry this import/);
    act(() => switchLocale("ru"));
    expect([1, 3, 5, 21, 0].map(entriesText)).toEqual([
      "1\u00a0запись дневника",
      "3\u00a0записи дневника",
      "5\u00a0записей дневника",
      "21\u00a0запись дневника",
      "0\u00a0записей дневника",
    ]);
    expect([1, 3, 11].map(undoEntriesButtonText)).toEqual(["Удалить 1 запись", "Удалить 3 записи", "Удалить 11 записей"]);
    expect([1, 2, 5].map(undoneEntriesText)).toEqual([
      "Удалена 1 запись дневника.",
      "Удалены 2 записи дневника.",
      "Удалено 5 записей дневника.",
    ]);
    expect(undoEntriesConfirmText(5)).toMatch(/^Будет удалено 5 записей дневника, добавленных/);
  });
  it("speak of recipes and favourites left out", () => {
    expect([1, 2].map(recipesSkippedText)).toEqual([
      "1 recipe left out: it uses a food not available here",
      "2 recipes left out: they use foods not available here",
    ]);
    expect([1, 2].map(favouritesSkippedText)).toEqual([
      "1 favourite left out: its food is not available here",
      "2 favourites left out: their foods are not available here",
    ]);
    act(() => switchLocale("ru"));
    expect([1, 3, 5, 21].map(recipesSkippedText)).toEqual([
      "1\u00a0рецепт не\u00a0перенесётся: в\u00a0нём есть продукт, который здесь недоступен",
      "3\u00a0рецепта не\u00a0перенесутся: в\u00a0них есть продукты, которые здесь недоступны",
      "5\u00a0рецептов не\u00a0перенесутся: в\u00a0них есть продукты, которые здесь недоступны",
      "21\u00a0рецепт не\u00a0перенесётся: в\u00a0нём есть продукт, который здесь недоступен",
    ]);
    expect([1, 2, 11].map(favouritesSkippedText)).toEqual([
      "1\u00a0избранный продукт не\u00a0перенесётся: он здесь недоступен",
      "2\u00a0избранных продукта не\u00a0перенесутся: они здесь недоступны",
      "11\u00a0избранных продуктов не\u00a0перенесутся: они здесь недоступны",
    ]);
  });
  it("speak of routines left out, for the plan or for room", () => {
    expect([1, 2].map((n) => routinesSkippedText(n, true))).toEqual([
      "1 routine left out: routines are kept on Standard and Pro",
      "2 routines left out: routines are kept on Standard and Pro",
    ]);
    expect(routinesSkippedText(3, false)).toBe("3 routines left out: you can keep 50 routines at most");
    act(() => switchLocale("ru"));
    const plain = (t: string) => t.replace(/\u00a0/g, " ");
    expect([1, 3, 5].map((n) => plain(routinesSkippedText(n, true)))).toEqual([
      "1 шаблон не перенесётся: шаблоны сохраняются на тарифах «Стандарт» и Pro",
      "3 шаблона не перенесутся: шаблоны сохраняются на тарифах «Стандарт» и Pro",
      "5 шаблонов не перенесутся: шаблоны сохраняются на тарифах «Стандарт» и Pro",
    ]);
    expect(plain(routinesSkippedText(21, false))).toBe("21 шаблон не перенесётся: сохранить можно не больше 50 шаблонов");
  });
});

describe("settings: importing our own food diary", { timeout: 20_000 }, () => {
  it("takes the ZIP of “Download my data” as it is, and says what it lacks for another choice", async () => {
    const entries = "date,meal,food_kind\n2026-03-03,lunch,db\n";
    const zip = zipSync({ "diary/entries.csv": strToU8(entries), "photos/a.jpg": new Uint8Array([1, 2, 3]), "README.txt": strToU8("hi") });
    previewAnswer = () => preview({ source: "diary", items: 1, newItems: 1, sets: 0, newSets: 0, skipped: 0, names: [] });
    await openTab();
    const section = await screen.findByTestId("data-import");
    expect(within(section).getByLabelText(/Forma: food diary/).closest("label")!.textContent).toContain(
      "choose the ZIP from “Download my data” as it is, or diary/entries.csv from inside it.",
    );
    fireEvent.click(within(section).getByLabelText(/Forma: food diary/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain(".zip");
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([zip], "forma-data-2026-03-03.zip", { type: "application/zip" })] } });
    });
    await screen.findByTestId("import-preview");
    // The file inside, not the ZIP, goes to the server.
    expect(sent.filter((r) => r.path === "/api/imports/preview").map((r) => (r.body as ImportInput).csv)).toEqual([entries]);

    fireEvent.click(within(section).getByLabelText(/Strong: workouts/));
    await screen.findByText("A ZIP from “Download my data” brings back Forma workouts, the food diary or weigh-ins. For this choice, pick the CSV file.");
    expect(screen.queryByTestId("import-preview")).toBeNull();
    fireEvent.click(within(section).getByLabelText(/Forma: workouts/));
    await screen.findByText("This ZIP has no workouts/sets.csv. Choose another file.");
    expect(sent.filter((r) => r.path === "/api/imports/preview")).toHaveLength(1);

    // A ZIP that is not ours.
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([zipSync({ "notes.txt": strToU8("x") })], "other.zip")] } });
    });
    await screen.findByText("This ZIP is not a Forma download: it holds none of workouts/sets.csv, diary/entries.csv or progress/measurements.csv.");
  });

  it("takes the weigh-ins of a download's ZIP as they are (progress/measurements.csv)", async () => {
    const measurements = "date,weight_kg,waist_cm,body_fat_percent\r\n2026-03-01,71.4,,\r\n2026-03-02,71.1,80,22\r\n2026-03-03,,,\r\n";
    // The download's workouts are larger than an import takes: no matter for the weigh-ins.
    const zip = zipSync({ "progress/measurements.csv": strToU8(measurements), "workouts/sets.csv": strToU8("x".repeat(4_300_000)) });
    previewAnswer = () => preview({ source: "weight", items: 2, newItems: 2, sets: 0, newSets: 0, skipped: 1, names: [] });
    await openTab();
    const section = await screen.findByTestId("data-import");
    expect(within(section).getByLabelText(/Weight and measurements/).closest("label")!.textContent).toContain("“Download my data”");
    fireEvent.click(within(section).getByLabelText(/Weight and measurements/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([zip], "forma-data.zip", { type: "application/zip" })] } });
    });
    await screen.findByTestId("import-preview");
    expect(sent.filter((r) => r.path === "/api/imports/preview").map((r) => (r.body as ImportInput).csv)).toEqual([measurements]);
    // Counted as days (some may hold a waist and no weight); a day with nothing measured is a weigh-in
    // file's row left out, said so (not a workout file's rest timer).
    expect(screen.getByTestId("import-preview").textContent).toContain("Days logged2 in the file, 2 new");
    expect(screen.getByTestId("import-preview").textContent).toContain("1: days with nothing measured");
    // The same ZIP for our own workouts: their file is too large, said at the file.
    fireEvent.click(within(section).getByLabelText(/Forma: workouts/));
    await screen.findByText(/^The file is larger than 4\sMB\./);
    expect(sent.filter((r) => r.path === "/api/imports/preview")).toHaveLength(1);
  });

  it("asks a tape measure's file without units which units it is in, naming both a weight's and a measurement's", async () => {
    const csv = "Date,Waist,Hips\n2026-03-01,32,40\n";
    previewAnswer = () => preview({ source: "weight", rows: 1, items: 1, newItems: 1, sets: 0, newSets: 0, skipped: 0, names: [] });
    await openTab();
    const section = await screen.findByTestId("data-import");
    fireEvent.click(within(section).getByLabelText(/Weight and measurements/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([csv], "tape.csv", { type: "text/csv" })] } });
    });
    const units = await screen.findByRole("group", { name: "The file is in" });
    expect(within(units).getAllByRole("radio").map((r) => r.closest("label")!.textContent)).toEqual([
      "kilograms and centimetres",
      "pounds and inches",
    ]);
    expect(screen.getByText(/A column that names its own unit, such as “Waist \(in\)”, is read in that unit\.$/)).toBeTruthy();
    fireEvent.click(within(units).getByLabelText("pounds and inches"));
    await waitFor(() => expect((sent.at(-1)!.body as ImportInput).unit).toBe("lb"));
    expect((sent.at(-1)!.body as ImportInput).csv).toBe(csv);
  });

  it("previews, imports and links to the diary", async () => {
    const upload = stubUpload();
    previewAnswer = () =>
      preview({ source: "diary", items: 5, newItems: 4, sets: 0, newSets: 0, skipped: 0, names: [], unitInFile: false });
    const app = await openTab();
    app.queryClient.setQueryData(diaryKeys.day("u1", "2026-03-03"), { x: 1 });
    const section = await screen.findByTestId("data-import");
    const labels = [...section.querySelectorAll('[data-testid="import-source"] label')].map((l) => l.textContent);
    expect(labels[3]).toMatch(/^Forma: food diary from our own download/);
    fireEvent.click(within(section).getByLabelText(/Forma: food diary/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["a,b\n"], "entries.csv")] } });
    });
    const figures = await screen.findByTestId("import-preview");
    expect(figures.textContent).toContain("Diary entries5 in the file, 4 new");
    expect(figures.textContent).not.toContain("Sets");
    expect(screen.queryByTestId("import-unit")).toBeNull();
    expect(screen.queryByTestId("import-matching")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("import-start").hasAttribute("disabled")).toBe(false));
    fireEvent.click(screen.getByTestId("import-start"));
    await screen.findByText("Saving your history…");
    importsAnswer = () => Response.json({ imports: [record({ id: "imp-new", source: "diary", kept: 4 })] });
    // The upload has gone: the server's answer comes.
    await waitFor(() => expect(upload.answer).not.toBeNull());
    act(() => upload.answer!({ id: "imp-new", source: "diary", items: 4, sets: 0, ownExercises: 0, lists: null, routines: null }));
    const done = await screen.findByTestId("import-done");
    expect(done.textContent).toContain("Diary entries added4");
    expect(done.textContent).not.toContain("Sets");
    expect(within(done).getByTestId("import-undo-hint").textContent).toBe(
      "Imported by mistake? You can remove these entries under “Your imports” below.",
    );
    expect(within(done).getByTestId("import-to-diary").getAttribute("href")).toBe("/diary");
    expect(within(done).getByTestId("import-to-diary").textContent).toBe("Open your food diary");
    expect((await within(section).findByTestId("data-import-record")).textContent).toContain("4\u00a0diary entries");
    // The day held in memory is dropped: the diary reads it anew, never showing the old copy first.
    expect(app.queryClient.getQueryState(diaryKeys.day("u1", "2026-03-03"))).toBeUndefined();
  });

  it("brings the ZIP's own foods and recipes with the diary, not with another source, and says what they add", async () => {
    const upload = stubUpload();
    const entries = "date,meal,food_kind\n2026-03-03,lunch,custom\n";
    const foods = JSON.stringify([{ id: "f1" }, { id: "f2" }]);
    const recipes = JSON.stringify([{ id: "r1" }, { id: "r2" }, { id: "r3" }]);
    const zip = zipSync({
      "diary/entries.csv": strToU8(entries),
      "diary/own-foods.json": strToU8(foods),
      "diary/recipes.json": strToU8(recipes),
      "workouts/sets.csv": strToU8("date,workout\n"),
    });
    // The entries are all here already; two own foods and one recipe are new, one recipe stays behind.
    previewAnswer = (input) =>
      input.source === "diary"
        ? preview({
            source: "diary",
            items: 1,
            newItems: 0,
            sets: 0,
            newSets: 0,
            skipped: 0,
            names: [],
            lists: {
              foods: { items: 2, newItems: 2, skipped: 0 },
              recipes: { items: 3, newItems: 1, skipped: 1 },
              favourites: { items: 0, newItems: 0, skipped: 0 },
            },
          })
        : preview({ source: "forma", names: [], unitInFile: true });
    const app = await openTab();
    app.queryClient.setQueryData(diaryKeys.foods("u1"), { foods: [] });
    const section = await screen.findByTestId("data-import");
    expect(within(section).getByLabelText(/Forma: food diary/).closest("label")!.textContent).toContain(
      "The ZIP also brings your own foods, recipes and favourites; the CSV alone brings only the entries.",
    );
    fireEvent.click(within(section).getByLabelText(/Forma: food diary/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([zip], "forma-data-2026-03-03.zip", { type: "application/zip" })] } });
    });
    const figures = await screen.findByTestId("import-preview");
    // Only the lists the ZIP holds go up, each as its file's text.
    const asked = () => sent.filter((r) => r.path === "/api/imports/preview").map((r) => r.body as ImportInput);
    expect(asked()).toEqual([expect.objectContaining({ source: "diary", csv: entries, lists: { foods, recipes } })]);
    expect(figures.textContent).toContain("Diary entries1 in the file, 0 new");
    expect(figures.textContent).toContain("Your own foods2 in the file, 2 new");
    expect(figures.textContent).toContain("Recipes3 in the file, 1 new1 recipe left out: it uses a food not available here");
    expect(figures.textContent).not.toContain("Favourites");
    // Nothing new among the entries, yet the foods and the recipe are.
    await waitFor(() => expect(screen.getByTestId("import-start").hasAttribute("disabled")).toBe(false));
    expect(screen.queryByTestId("import-nothing-new")).toBeNull();

    // The same ZIP read for its workouts sends no lists.
    fireEvent.click(within(section).getByLabelText(/Forma: workouts/));
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toMatchObject({ source: "forma", csv: "date,workout\n" });
    expect(asked()[1]).not.toHaveProperty("lists");
    await waitFor(() => expect(screen.getByTestId("import-preview").textContent).not.toContain("Your own foods"));

    fireEvent.click(within(section).getByLabelText(/Forma: food diary/));
    await waitFor(() => expect(screen.getByTestId("import-preview").textContent).toContain("Your own foods"));
    await waitFor(() => expect(screen.getByTestId("import-start").hasAttribute("disabled")).toBe(false));
    fireEvent.click(screen.getByTestId("import-start"));
    await screen.findByText("Saving your history…");
    expect(upload.bodies[0]).toMatchObject({ source: "diary", csv: entries, lists: { foods, recipes } });
    await waitFor(() => expect(upload.answer).not.toBeNull());
    act(() =>
      upload.answer!({ id: "imp-new", source: "diary", items: 0, sets: 0, ownExercises: 0, lists: { foods: 2, recipes: 1, favourites: 0 }, routines: null }),
    );
    const done = await screen.findByTestId("import-done");
    expect(done.textContent).toContain("Your history is here.");
    expect(done.textContent).toContain("Your own foods added2");
    expect(done.textContent).toContain("Recipes added1");
    expect(done.textContent).not.toContain("Favourites added");
    expect(done.textContent).not.toContain("Diary entries added");
    // "Log again" finds them: the member's foods are read again.
    expect(app.queryClient.getQueryState(diaryKeys.foods("u1"))?.isInvalidated).toBe(true);
  });

  it("refuses a ZIP whose lists together are more than an import takes", async () => {
    // Each file fits on its own; together they are over the 4 MB the server reads.
    const big = (n: number) => strToU8("x".repeat(n));
    const zip = zipSync({ "diary/entries.csv": strToU8("a,b\n"), "diary/own-foods.json": big(3_000_000), "diary/recipes.json": big(1_500_000) });
    await openTab();
    const section = await screen.findByTestId("data-import");
    fireEvent.click(within(section).getByLabelText(/Forma: food diary/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([zip], "forma-data.zip", { type: "application/zip" })] } });
    });
    await screen.findByText(/^The file is larger than 4\sMB\./);
    expect(sent.filter((r) => r.path === "/api/imports/preview")).toHaveLength(0);
  });

  it("sends no lists for the diary's CSV chosen alone", async () => {
    previewAnswer = () => preview({ source: "diary", items: 1, newItems: 1, sets: 0, newSets: 0, names: [] });
    await openTab();
    const section = await screen.findByTestId("data-import");
    fireEvent.click(within(section).getByLabelText(/Forma: food diary/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["a,b\n"], "entries.csv")] } });
    });
    await screen.findByTestId("import-preview");
    const asked = sent.filter((r) => r.path === "/api/imports/preview").map((r) => r.body as ImportInput);
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toHaveProperty("lists");
    expect(screen.getByTestId("import-preview").textContent).not.toContain("Your own foods");
  });

  it("says nothing new for diary", async () => {
    previewAnswer = () => preview({ source: "diary", items: 5, newItems: 0, sets: 0, newSets: 0, names: [] });
    await openTab();
    const section = await screen.findByTestId("data-import");
    fireEvent.click(within(section).getByLabelText(/Forma: food diary/));
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["a,b\n"], "entries.csv")] } });
    });
    expect((await screen.findByTestId("import-nothing-new")).textContent).toBe(
      "Nothing new: every diary entry in this file is already here.",
    );
  });

  it("removes a diary import's entries", async () => {
    const told = vi.spyOn(notify, "success");
    let undone = false;
    importsAnswer = () =>
      Response.json({
        imports: [undone ? record({ source: "diary", kept: 0, undoneAt: Date.now() }) : record({ source: "diary", kept: 7 })],
      });
    undoAnswer = (id) => {
      undone = true;
      return Response.json({ id, removed: 7, undoneAt: Date.now() });
    };
    const app = await openTab();
    app.queryClient.setQueryData(diaryKeys.day("u1", "2026-03-03"), { x: 1 });
    const list = await screen.findByTestId("data-imports", {}, { timeout: 5000 });
    expect(list.textContent).toContain("Imported with the wrong unit or time zone, or the wrong file?");
    expect(within(list).getByTestId("data-import-record").firstElementChild!.textContent).toMatch(
      /^Forma: food diary from our own downloadMarch 3, 2026 at 2:30\sPM · 7\u00a0diary entries$/,
    );
    fireEvent.click(
      await screen.findByRole("button", {
        name: /^Remove these entries: Forma: food diary from our own download, March 3, 2026/,
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this import's diary entries?" });
    expect(dialog.textContent).toContain(
      "7 diary entries this import added will be removed, along with any changes you made to them. Importing the file again brings them back.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove 7 entries" }));
    await waitFor(() => expect(told).toHaveBeenCalledWith("Removed 7 diary entries."));
    await waitFor(() => expect(screen.getByTestId("data-import-record").textContent).toMatch(/ · Removed on /));
    // The day held in memory is dropped: the diary reads it anew, never showing the old copy first.
    expect(app.queryClient.getQueryState(diaryKeys.day("u1", "2026-03-03"))).toBeUndefined();
  });

  it("speaks Russian of a removed diary import", async () => {
    act(() => switchLocale("ru"));
    importsAnswer = () =>
      Response.json({ imports: [record({ source: "diary", kept: 0, undoneAt: new Date(2026, 2, 5, 9, 0).getTime() })] });
    await openTab("Ваши данные");
    const list = await screen.findByTestId("data-imports", {}, { timeout: 5000 });
    expect(within(list).getByTestId("data-import-record").textContent).toMatch(/Записи удалены 5 марта 2026/);
  });

  it("speaks Russian of a weigh-in import and takes it back, the progress and profile read again", async () => {
    act(() => switchLocale("ru"));
    const told = vi.spyOn(notify, "success");
    importsAnswer = () => Response.json({ imports: [record({ source: "weight", kept: 3 })] });
    undoAnswer = (id) => Response.json({ id, removed: 3, undoneAt: Date.now() });
    const app = await openTab("Ваши данные");
    app.queryClient.setQueryData(progressKeys.entries("u1"), { entries: [] });
    const list = await screen.findByTestId("data-imports", {}, { timeout: 5000 });
    expect(within(list).getByTestId("data-import-record").firstElementChild!.textContent).toMatch(/· данные за\u00a03\u00a0дня$/);
    fireEvent.click(within(list).getByRole("button", { name: /^Удалить добавленное этим импортом: Вес и\sобхваты/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Удалить то, что добавил этот импорт?" });
    expect(dialog.textContent).toContain(
      "Будут удалены значения за\u00a03\u00a0дня, добавленные этим импортом, а\u00a0опустевшие дни исчезнут; то, что вы с\u00a0тех пор изменили, останется как есть.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Удалить данные за\u00a03\u00a0дня" }));
    await waitFor(() => expect(told).toHaveBeenCalledWith("Удалены данные за\u00a03\u00a0дня."));
    expect(app.queryClient.getQueryState(progressKeys.entries("u1"))?.isInvalidated).toBe(true);
  });
});
