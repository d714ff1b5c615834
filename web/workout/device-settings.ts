// The logger's settings for this device: effort logging (off, RPE or reps in reserve) and the
// bar and plates at hand for the plate calculator (kg plates and lb plates apart). Kept in
// localStorage; the prerendered page and hydration use the defaults.
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
}

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
};

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
