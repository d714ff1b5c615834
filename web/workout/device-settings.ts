// The logger's settings for this device: effort logging (off, RPE or reps in reserve), the bar
// and plates at hand for the plate calculator (kg plates and lb plates apart), and the rest the
// member chose for an exercise instead of the plan's. Kept in localStorage; the prerendered page
// and hydration use the defaults.
import { barWeights, plateSets } from "../../core/training/plates";
import { createExternalStore } from "../shared/ui/external-store";
import type { UnitSystem } from "../shared/units/units";
import type { Effort } from "./set-fields";

/** A bar and the plates at hand, in one unit system's numbers (kg or lb). */
export interface PlateSet {
  bar: number;
  plates: number[];
}

export interface LoggerSettings {
  effort: Effort;
  /** The gym's bar and plates, in kg and in lb (a gym has one kind of plates). */
  plates: Record<UnitSystem, PlateSet>;
  /** Seconds of rest after a set of an exercise, by its slug, where the member chose them (0: no timer). */
  rest: Readonly<Record<string, number>>;
}

/** The rests to choose from for an exercise, in seconds (0: no timer). */
export const restChoices = [0, 30, 45, 60, 90, 120, 180, 240, 300] as const;

/** The bars and plates to choose from: kg ones, or pound ones (core/training/plates.ts). */
export const plateChoices: Record<UnitSystem, { bars: readonly number[]; plates: readonly number[] }> = {
  metric: { bars: barWeights.kg, plates: plateSets.kg },
  imperial: { bars: barWeights.lb, plates: plateSets.lb },
};

export const defaultSettings: LoggerSettings = {
  effort: "off",
  plates: {
    metric: { bar: 20, plates: [...plateChoices.metric.plates] },
    imperial: { bar: 45, plates: [...plateChoices.imperial.plates] },
  },
  rest: {},
};

/** A library exercise's slug, or an own one's (`own-<uuid>`). */
const slugShape = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The kept rests that are still choices, for at most a library's worth of exercises. */
function restOf(kept: unknown): Record<string, number> {
  if (!kept || typeof kept !== "object" || Array.isArray(kept)) return {};
  const valid = Object.entries(kept).filter(
    ([slug, seconds]) => slugShape.test(slug) && (restChoices as readonly unknown[]).includes(seconds),
  );
  return Object.fromEntries(valid.slice(0, 500)) as Record<string, number>;
}

/** The settings with an exercise's rest chosen, or back to the plan's (`null`). */
export function withRest(settings: LoggerSettings, slug: string, seconds: number | null): Pick<LoggerSettings, "rest"> {
  const { [slug]: _old, ...rest } = settings.rest;
  return { rest: seconds === null ? rest : { ...rest, [slug]: seconds } };
}

const storageKey = "forma_workout_settings";

function plateSet(kept: unknown, units: UnitSystem): PlateSet {
  const choices = plateChoices[units];
  const k = (kept ?? {}) as Partial<PlateSet>;
  const plates = Array.isArray(k.plates) ? choices.plates.filter((p) => k.plates!.includes(p)) : null;
  return {
    bar: typeof k.bar === "number" && choices.bars.includes(k.bar) ? k.bar : defaultSettings.plates[units].bar,
    plates: plates ?? defaultSettings.plates[units].plates,
  };
}

function parse(raw: string | null): LoggerSettings {
  try {
    const kept = JSON.parse(raw ?? "{}") as Partial<LoggerSettings>;
    return {
      effort: kept.effort === "rpe" || kept.effort === "rir" ? kept.effort : "off",
      plates: { metric: plateSet(kept.plates?.metric, "metric"), imperial: plateSet(kept.plates?.imperial, "imperial") },
      rest: restOf(kept.rest),
    };
  } catch {
    return defaultSettings;
  }
}

let cache: { raw: string | null; value: LoggerSettings } | null = null;
/** Where the settings live when storage is blocked: this visit only. */
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(storageKey) ?? memory;
  } catch {
    return memory;
  }
}

function read(): LoggerSettings {
  const raw = readRaw();
  // The same object for the same text: useSyncExternalStore compares snapshots by identity.
  if (!cache || cache.raw !== raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

const store = createExternalStore<LoggerSettings>(read, defaultSettings);

export function useLoggerSettings(): LoggerSettings {
  return store.use();
}

export function updateLoggerSettings(patch: Partial<LoggerSettings>): void {
  const raw = JSON.stringify({ ...read(), ...patch });
  memory = raw;
  try {
    localStorage.setItem(storageKey, raw);
  } catch {
    // Not remembered past this visit.
  }
  store.notify();
}
