// Which exercise each distinct name of a workout file goes to. In this order: the member's choice
// in this request (so a wrong match can be corrected), the choice remembered from an earlier
// import (import_names), the library by name and alias. A name left without one is answered with
// suggestions, and the import waits for a choice. A choice is a library slug, one of the member's
// own exercises (`own-<id>`, not deleted), or a new own exercise measured in reps or time.
import { and, eq } from "drizzle-orm";
import { exercises as library, isLibraryExercise } from "../../content/exercises/index";
import type { ImportNameJson, NameMatchHow } from "../../core/api/transfers";
import { matchExercise, normaliseName, suggestExercises } from "../../core/imports/names";
import type { ImportedWorkout } from "../../core/imports/types";
import type { Locale } from "../../core/locale";
import { newOwnChoices } from "../../core/validation/imports";
import {
  ownExerciseIdOf,
  ownExerciseLimits,
  ownExerciseSlug,
  ownNameKey,
  type OwnMeasure,
} from "../../core/validation/own-exercises";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { importNames, ownExercises } from "../db/schema";
import { ApiError } from "../platform/errors";
import { derivedId } from "./ids";
import { inJson } from "./sql";

/** A new own exercise the import creates (its id is made from the member and the name, so a retry makes the same one). */
export interface NewOwnExercise {
  id: string;
  name: string;
  measure: OwnMeasure;
}

export interface ResolvedName extends ImportNameJson {
  /** The normalised name (import_names' key). */
  key: string;
  /** Set when the exercise is a new own one this import creates. */
  create: NewOwnExercise | null;
}

export interface ResolvedNames {
  names: ResolvedName[];
  /** The exercise of each normalised name that has one. */
  exerciseOf: Map<string, string>;
  /** The names of the member's live own exercises as read (before any this import makes). */
  liveOwn: string[];
}

/** The id of the own exercise an import makes of a name: the same for the same member and name. */
const ownExerciseId = (userId: string, name: string) => derivedId(userId, "own", ownNameKey(name));

/** A name as an own exercise has it: one line, spaces kept once, within the length allowed. */
const ownName = (name: string) =>
  name
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, ownExerciseLimits.nameLength)
    .trim();

const invalidChoice = (locale: Locale) =>
  new ApiError(400, "validation_failed", m.validation_import_choice({}, { locale }), { "X-Invalid-Field": "matches" });

/** A name the file uses for an exercise, with the sets it holds under it (none for a routine's). */
export interface NameUse {
  name: string;
  sets: number;
}

/** Each exercise of the workouts as a use of its name. */
export const workoutNameUses = (workouts: readonly ImportedWorkout[]): NameUse[] =>
  workouts.flatMap((w) => w.exercises.map((e) => ({ name: e.name, sets: e.sets.length })));

/** The distinct names, by normalised name: the first spelling met and the count of sets. */
function distinctNames(uses: readonly NameUse[]) {
  const names = new Map<string, NameUse>();
  for (const use of uses) {
    const key = normaliseName(use.name);
    const seen = names.get(key);
    if (seen) seen.sets += use.sets;
    else names.set(key, { name: use.name.trim(), sets: use.sets });
  }
  return names;
}

export async function resolveNames(
  db: Db,
  userId: string,
  uses: readonly NameUse[],
  matches: Readonly<Record<string, string>>,
  locale: Locale,
  // The import itself stops at the first unmatched name: suggestions are the preview's, and for
  // thousands of made-up names they cost seconds.
  { suggest = true }: { suggest?: boolean } = {},
): Promise<ResolvedNames> {
  const found = distinctNames(uses);
  const keys = [...found.keys()];
  const [own, remembered] = await db.batch([
    db
      .select({ id: ownExercises.id, name: ownExercises.name })
      .from(ownExercises)
      .where(and(eq(ownExercises.userId, userId), eq(ownExercises.deleted, false))),
    db
      .select({ name: importNames.name, exercise: importNames.exercise })
      .from(importNames)
      .where(and(eq(importNames.userId, userId), inJson(importNames.name, keys))),
  ]);
  const ownIds = new Set(own.map((o) => o.id));
  // A live own exercise of the same name is the one a "new" choice means (one live exercise a name).
  const ownByName = new Map(own.map((o) => [ownNameKey(o.name), o.id]));
  const usable = (slug: string) => isLibraryExercise(slug) || ownIds.has(ownExerciseIdOf(slug) ?? "");

  // Every choice sent must be one the member can make, named in the file or not.
  const chosen = new Map<string, string>();
  for (const [name, choice] of Object.entries(matches)) {
    if (!(newOwnChoices as readonly string[]).includes(choice) && !usable(choice)) throw invalidChoice(locale);
    chosen.set(normaliseName(name), choice);
  }
  const rememberedOf = new Map(remembered.filter((r) => usable(r.exercise)).map((r) => [r.name, r.exercise]));

  const names: ResolvedName[] = [];
  const exerciseOf = new Map<string, string>();
  for (const [key, { name, sets }] of found) {
    let exercise: string | null = null;
    let how: NameMatchHow | null = null;
    let create: NewOwnExercise | null = null;
    const choice = chosen.get(key);
    if (choice === "new:reps" || choice === "new:time") {
      const named = ownName(name) || key;
      const existing = ownByName.get(ownNameKey(named));
      const id = existing ?? (await ownExerciseId(userId, named));
      if (!existing) {
        create = { id, name: named, measure: choice === "new:reps" ? "reps" : "time" };
        ownByName.set(ownNameKey(named), id);
      }
      exercise = ownExerciseSlug(id);
      how = "chosen";
    } else if (choice) {
      exercise = choice;
      how = "chosen";
    } else if (rememberedOf.has(key)) {
      exercise = rememberedOf.get(key)!;
      how = "remembered";
    } else {
      const match = matchExercise(name, library);
      if (match && isLibraryExercise(match)) {
        exercise = match;
        how = "library";
      }
    }
    if (exercise) exerciseOf.set(key, exercise);
    names.push({
      key,
      name,
      sets,
      exercise,
      how,
      suggestions: exercise || !suggest ? [] : suggestExercises(name, library, 3),
      create,
    });
  }
  return { names, exerciseOf, liveOwn: own.map((o) => o.name) };
}

/** The name as the API answers it (without the server's own fields). */
export const nameJson = ({ name, sets, exercise, how, suggestions }: ResolvedName): ImportNameJson => ({
  name,
  sets,
  exercise,
  how,
  suggestions,
});
