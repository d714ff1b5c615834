// Calls and reads of the import API's tests (tests/worker/imports*.test.ts).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import { expect } from "vitest";
import type { FileWorkout } from "../unit/import-files";
import { app } from "../../worker/app";
import { call, fresh, post, type CallOptions } from "./auth-helpers";

export type ImportBody = {
  source: "strong" | "hevy" | "forma" | "diary" | "weight";
  csv: string;
  unit?: "kg" | "lb";
  timeZone?: string;
  matches?: Record<string, string>;
  lists?: { foods?: string; recipes?: string; favourites?: string };
  routines?: string;
};

export const preview = (token: string, body: ImportBody, opts: CallOptions = {}) =>
  post("/api/imports/preview", body, { token, ...opts });
export const importFile = (token: string, body: ImportBody, opts: CallOptions = {}) =>
  post("/api/imports", body, { token, ...opts });
export const get = (token: string, path: string) => call("GET", path, undefined, { token });

/** One file of the member's "Download my data" ZIP (workouts/sets.csv, diary/entries.csv), as it writes it. */
export async function exportedFile(token: string, path: string): Promise<string> {
  return (await exportedFiles(token))[path]!;
}

/** The text files of the member's "Download my data" ZIP (not the photos), by path, as it writes them. */
export async function exportedFiles(token: string): Promise<Record<string, string>> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request("https://forma.test/api/account/export", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": fresh().ip },
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()), { filter: (f) => /\.(csv|json|md|txt)$/.test(f.name) });
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

/** The member's rows in every table an import writes (and the profile's weight). */
export async function storedRows(userId: string) {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM workout_sessions WHERE user_id = ?1) AS sessions,
       (SELECT count(*) FROM workout_entries WHERE user_id = ?1) AS entries,
       (SELECT count(*) FROM workout_sets WHERE user_id = ?1) AS sets,
       (SELECT count(*) FROM own_exercises WHERE user_id = ?1) AS ownExercises,
       (SELECT count(*) FROM import_names WHERE user_id = ?1) AS importNames,
       (SELECT count(*) FROM body_entries WHERE user_id = ?1) AS bodyEntries,
       (SELECT count(*) FROM data_transfers WHERE user_id = ?1) AS transfers,
       (SELECT weight FROM profiles WHERE user_id = ?1) AS profileWeight`,
  )
    .bind(userId)
    .first<Record<string, number | null>>();
  return row!;
}

/** The member's workouts from the history, newest first (one page of up to 100). */
export async function history(token: string) {
  const res = await get(token, "/api/workouts?limit=100");
  expect(res.status).toBe(200);
  return res.body.workouts as {
    id: string;
    date: string;
    name: string | null;
    source: string;
    status: string;
    startedAt: number;
    durationMinutes: number | null;
    exercises: number;
    sets: number;
  }[];
}

interface DetailSet {
  entryId: string;
  exercise: string;
  kind: string;
  weight: number | null;
  reps: number | null;
  seconds: number | null;
  rpe: number | null;
}

/** One workout as the detail route shows it: each exercise with its sets' values. */
export async function workoutOf(token: string, id: string) {
  const res = await get(token, `/api/workouts/${id}`);
  expect(res.status).toBe(200);
  const session = res.body.session as {
    name: string | null;
    note: string;
    date: string;
    entries: { id: string; exercise: string; note: string }[];
    sets: DetailSet[];
  };
  return {
    name: session.name,
    note: session.note,
    date: session.date,
    exercises: session.entries.map((e) => ({
      exercise: e.exercise,
      note: e.note,
      sets: session.sets
        .filter((s) => s.entryId === e.id)
        .map(({ kind, weight, reps, seconds, rpe }) => ({ kind, weight, reps, seconds, rpe })),
    })),
  };
}

/** A one-workout file with these exercise names, two sets each. */
export function workoutWith(names: string[], start = "2024-05-01 18:00:00", name = "Evening"): FileWorkout[] {
  return [
    {
      start,
      name,
      minutes: 40,
      exercises: names.map((n) => ({
        name: n,
        sets: [
          { weight: 20, reps: 10 },
          { weight: 22.5, reps: 8 },
        ],
      })),
    },
  ];
}

/** Pounds in kg as an import keeps them (to 10 g). */
export const kg = (lb: number) => Math.round(lb * 0.45359237 * 100) / 100;
