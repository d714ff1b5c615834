// The import as the member walks through it: what the file is from, the file, the unit when the
// file names none, the choices for names left unmatched, the preview of all that (asked again
// after every change), then the import with its phases and what it added.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ImportNameJson, ImportPreviewJson, ImportResultJson } from "../../../core/api/transfers";
import {
  importKind,
  importLimits,
  ownExportFiles,
  type DiaryListTexts,
  type ImportSource,
  type OwnExportSource,
  type WeightUnit,
} from "../../../core/imports/types";
import type { ImportInput } from "../../../core/validation/imports";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import { ownExerciseKeys } from "../../shared/queries/own-exercises";
import { progressKeys } from "../../shared/queries/progress";
import { routineKeys } from "../../shared/queries/routines";
import { deviceTimeZone } from "../../shared/i18n/device-time-zone";
import { previewImport, runImport, transferKeys, type ImportPhase } from "../../shared/queries/transfers";
import { workoutKeys } from "../../shared/queries/workout";
import { diaryChangedOnServer } from "../../shared/offline/kept-diary-days";
import { profileKeys } from "../../shared/queries/profile";
import { isZip, ownExportTexts, zipMaxBytes } from "./export-zip";
import { formatBytes } from "./format";

export interface ChosenFile {
  name: string;
  size: number;
  text: string;
  /** A ZIP of "Download my data": the files our own sources read, taken out of it (`text` is then empty). */
  texts?: Partial<Record<OwnExportSource, string>>;
  /** The diary's own foods, recipes and favourites found in that ZIP (absent for a CSV, or a ZIP with none of them). */
  lists?: DiaryListTexts;
  /** The routines found in that ZIP (workouts/routines.json), which come with our own workouts. */
  routines?: string;
}

/** The diary's lists that go with the request: only the diary reads them, and only when the ZIP had some. */
export function listsOf(source: ImportSource, file: ChosenFile): DiaryListTexts | undefined {
  return source === "diary" ? file.lists : undefined;
}

/** The routines that go with the request: only our own workouts read them, and only from a ZIP that had them. */
export function routinesOf(source: ImportSource, file: ChosenFile): string | undefined {
  return source === "forma" ? file.routines : undefined;
}

/** The CSV a source reads from the chosen file: the file itself, or its file in a ZIP of ours (null when the ZIP has none). */
export function csvOf(source: ImportSource, file: ChosenFile): string | null {
  if (!file.texts) return file.text;
  return source in ownExportFiles ? (file.texts[source as OwnExportSource] ?? null) : null;
}

const tooLarge = (bytes: number) => m.data_file_too_large({ size: formatBytes(bytes) });

/** The lists' characters, counted together as the server counts them (core/validation/imports.ts). */
const listsSize = (lists: DiaryListTexts | undefined) => Object.values(lists ?? {}).reduce((n, t) => n + t.length, 0);

/**
 * Why a ZIP of ours cannot be read as this source, or null: it lacks the source's file, or what
 * this source would send is larger than an import takes (another source's large file does not matter).
 */
function zipProblem(source: ImportSource, file: ChosenFile): string | null {
  const csv = csvOf(source, file);
  if (csv === null)
    return source in ownExportFiles
      ? m.data_zip_missing({ path: ownExportFiles[source as OwnExportSource] })
      : m.data_zip_other_source();
  if (new Blob([csv]).size > importLimits.bytes || listsSize(listsOf(source, file)) > importLimits.bytes)
    return tooLarge(importLimits.bytes);
  return null;
}

/** A request that failed: the server's words when it sent some, and whether the device is offline. */
export interface Failure {
  message: string;
  offline: boolean;
}

export type ImportStage =
  | { kind: "editing" }
  | { kind: "importing"; phase: ImportPhase }
  | { kind: "done"; result: ImportResultJson }
  | { kind: "failed"; failure: Failure };

export interface PreviewState {
  preview: ImportPreviewJson | null;
  loading: boolean;
  failure: Failure | null;
}

const failureOf = (err: unknown, fallback: string): Failure => {
  const offline = !(err instanceof ApiFailure) && !navigator.onLine;
  const message = err instanceof ApiFailure && err.code !== "http_error" && err.message ? err.message : fallback;
  return { message, offline };
};

const isAbort = (err: unknown) => err instanceof DOMException && err.name === "AbortError";

/** Names the member chooses for: those nothing matched, those chosen already, and those reopened to change. */
export function namesToMatch(
  preview: ImportPreviewJson,
  matches: Record<string, string>,
  reopened: readonly string[],
): ImportNameJson[] {
  return preview.names.filter((n) => n.exercise === null || n.name in matches || reopened.includes(n.name));
}

/** Names still without an exercise: the import waits for them. */
export const unmatchedNames = (preview: ImportPreviewJson, matches: Record<string, string>) =>
  preview.names.filter((n) => n.exercise === null && !(n.name in matches));

/** Why the import cannot go now, or null when it can. */
export function importBlocker(
  state: PreviewState,
  matches: Record<string, string>,
): "loading" | "failed" | "problems" | "unmatched" | "nothing_new" | null {
  const { preview } = state;
  if (state.loading || !preview) return "loading";
  if (state.failure) return "failed";
  if (preview.problemCount > 0) return "problems";
  if (unmatchedNames(preview, matches).length > 0) return "unmatched";
  // A diary file whose entries are all here may still bring new own foods, recipes or favourites;
  // our own workouts, new routines.
  const listNews = [...Object.values(preview.lists ?? {}), ...(preview.routines ? [preview.routines] : [])];
  if (preview.newItems === 0 && !listNews.some((l) => l.newItems > 0)) return "nothing_new";
  return null;
}

/** A file the import cannot take, with the member's words for why. */
class FileRefused extends Error {}

async function readCsv(chosen: File): Promise<ChosenFile> {
  if (chosen.size > importLimits.bytes) throw new FileRefused(tooLarge(importLimits.bytes));
  const text = await chosen.text();
  if (!text.trim()) throw new FileRefused(m.data_file_empty());
  return { name: chosen.name, size: chosen.size, text };
}

async function readZip(chosen: File): Promise<ChosenFile> {
  if (chosen.size > zipMaxBytes) throw new FileRefused(tooLarge(zipMaxBytes));
  const { texts, lists, routines } = await ownExportTexts(chosen);
  if (Object.values(texts).length === 0) throw new FileRefused(m.data_zip_not_ours());
  // Sizes are checked for the source chosen (zipProblem): a large diary need not refuse the weigh-ins.
  return {
    name: chosen.name,
    size: chosen.size,
    text: "",
    texts,
    ...(Object.keys(lists).length > 0 && { lists }),
    ...(routines !== undefined && { routines }),
  };
}

export function useImport(userId: string, defaultUnit: WeightUnit) {
  const queryClient = useQueryClient();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [unit, setUnit] = useState<WeightUnit>(defaultUnit);
  const [matches, setMatches] = useState<Record<string, string>>({});
  const [reopened, setReopened] = useState<string[]>([]);
  const [preview, setPreview] = useState<PreviewState>({ preview: null, loading: false, failure: null });
  // The library's suggestions for each name, kept once a preview gave them: a name matched by
  // the member's choice comes back without any, and the choice can still be changed.
  const [suggestions, setSuggestions] = useState<Record<string, string[]>>({});
  const [stage, setStage] = useState<ImportStage>({ kind: "editing" });
  const asking = useRef<AbortController | null>(null);
  const importing = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      asking.current?.abort();
      importing.current?.abort();
    },
    [],
  );

  const body = (next: {
    source: ImportSource;
    file: ChosenFile;
    unit: WeightUnit;
    matches: Record<string, string>;
  }): ImportInput => {
    // Left out unless the diary is read from a ZIP that had them: the server refuses them for any other source.
    const lists = listsOf(next.source, next.file);
    const routines = routinesOf(next.source, next.file);
    return {
      source: next.source,
      csv: csvOf(next.source, next.file) ?? "",
      unit: next.unit,
      // The files' times are local: read where the member is.
      timeZone: deviceTimeZone() ?? "UTC",
      matches: next.matches,
      ...(lists && { lists }),
      ...(routines !== undefined && { routines }),
    };
  };

  /** Asks for the preview of these choices; an answer to older ones is dropped. */
  const ask = useCallback(async (input: ImportInput) => {
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    setPreview((p) => ({ preview: p.preview, loading: true, failure: null }));
    // A change after a failed import: the member is choosing again.
    setStage((s) => (s.kind === "failed" ? { kind: "editing" } : s));
    try {
      const answer = await previewImport(input, controller.signal);
      if (controller.signal.aborted) return;
      setPreview({ preview: answer, loading: false, failure: null });
      setSuggestions((known) => {
        const more = answer.names.filter((n) => n.suggestions.length > 0 && !known[n.name]);
        return more.length ? { ...known, ...Object.fromEntries(more.map((n) => [n.name, n.suggestions])) } : known;
      });
    } catch (err) {
      if (controller.signal.aborted || isAbort(err)) return;
      setPreview((p) => ({ preview: p.preview, loading: false, failure: failureOf(err, m.data_preview_failed()) }));
    }
  }, []);

  /** A new file or source starts the choices afresh. */
  const restart = (next: { source: ImportSource | null; file: ChosenFile | null }) => {
    setMatches({});
    setReopened([]);
    setSuggestions({});
    setStage({ kind: "editing" });
    setPreview({ preview: null, loading: false, failure: null });
    // A ZIP of ours read as a source it has no file for: said at the file, nothing asked.
    const problem = next.source && next.file ? zipProblem(next.source, next.file) : null;
    if (next.file?.texts) setFileError(problem);
    if (next.source && next.file && !problem) void ask(body({ source: next.source, file: next.file, unit, matches: {} }));
    else asking.current?.abort();
  };

  /** Whether the chosen file has something for the chosen source to read. */
  const readable = (s: ImportSource | null, f: ChosenFile | null): [ImportSource, ChosenFile] | null =>
    s && f && csvOf(s, f) !== null ? [s, f] : null;

  const chooseSource = (next: ImportSource) => {
    setSource(next);
    restart({ source: next, file });
  };

  const chooseFile = async (chosen: File) => {
    setFileError(null);
    let next: ChosenFile;
    try {
      next = (await isZip(chosen)) ? await readZip(chosen) : await readCsv(chosen);
    } catch (err) {
      return setFileError(err instanceof FileRefused ? err.message : m.data_file_unreadable());
    }
    setFile(next);
    restart({ source, file: next });
  };

  const chooseUnit = (next: WeightUnit) => {
    setUnit(next);
    const ready = readable(source, file);
    if (ready) void ask(body({ source: ready[0], file: ready[1], unit: next, matches }));
  };

  /** The member's choice for a name: a library slug, `own-<id>`, `new:reps` or `new:time`. */
  const choose = (name: string, choice: string) => {
    const next = { ...matches, [name]: choice };
    setMatches(next);
    const ready = readable(source, file);
    if (ready) void ask(body({ source: ready[0], file: ready[1], unit, matches: next }));
  };

  const reopen = (name: string) => setReopened((r) => (r.includes(name) ? r : [...r, name]));

  const retryPreview = () => {
    const ready = readable(source, file);
    if (ready) void ask(body({ source: ready[0], file: ready[1], unit, matches }));
  };

  const startImport = async () => {
    const ready = readable(source, file);
    if (!ready || importing.current) return;
    const [chosenSource, chosenFile] = ready;
    const controller = new AbortController();
    importing.current = controller;
    setStage({ kind: "importing", phase: { phase: "sending", sent: 0 } });
    try {
      const result = await runImport(
        body({ source: chosenSource, file: chosenFile, unit, matches }),
        (phase) => setStage({ kind: "importing", phase }),
        controller.signal,
      );
      setStage({ kind: "done", result });
      // The history, the weight log and the food diary (its own foods, recipes and favourites too) hold what was written.
      const kind = importKind(result.source);
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all(userId) });
      void queryClient.invalidateQueries({ queryKey: progressKeys.entries(userId) });
      if (kind === "diary") diaryChangedOnServer(queryClient, userId);
      // A weigh-in import may move the profile's weight (to the newest weighed day).
      if (kind === "weight")
        for (const queryKey of [profileKeys.me(userId), profileKeys.overview(userId)])
          void queryClient.invalidateQueries({ queryKey });
      if (result.ownExercises > 0) void queryClient.invalidateQueries({ queryKey: ownExerciseKeys.list(userId) });
      if (result.routines) void queryClient.invalidateQueries({ queryKey: routineKeys.list(userId) });
      // "Your imports" lists it, so that it can be taken back.
      void queryClient.invalidateQueries({ queryKey: transferKeys.imports(userId) });
    } catch (err) {
      if (controller.signal.aborted) return;
      setStage({ kind: "failed", failure: failureOf(err, m.data_import_failed()) });
    } finally {
      importing.current = null;
    }
  };

  /** After an import: a clean start for the next file (the same source stays chosen). */
  const another = () => {
    setFile(null);
    setFileError(null);
    restart({ source, file: null });
  };

  return {
    userId,
    source,
    file,
    fileError,
    unit,
    matches,
    reopened,
    preview,
    suggestions,
    stage,
    chooseSource,
    chooseFile,
    chooseUnit,
    choose,
    reopen,
    retryPreview,
    startImport,
    another,
  };
}

export type ImportFlow = ReturnType<typeof useImport>;
