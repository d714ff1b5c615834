// The logger's settings: effort logging (off, RPE or reps in reserve), the bar and plates at hand
// for the plate calculator (kg plates and lb plates apart), and the rest the member chose for an
// exercise instead of the plan's. Kept in localStorage, so they work offline, and with the account
// (settings-sync.ts, decision 0070): this copy says whose it is, when it was changed and whether
// the account has it. The prerendered page and hydration use the defaults.
import { barWeights, plateSets } from "../../core/training/plates";
import { effortChoices, isRestKey, maxChosenRests, restChoices } from "../../core/validation/logger-settings";
import { memberForgottenEvent } from "../shared/session/sign-out";
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

/** The settings as this device keeps them. */
export interface KeptSettings extends LoggerSettings {
  /** When the member last changed them, here or on another device (ms); 0 for never. */
  updatedAt: number;
  /** The `updatedAt` of the account's copy these were taken from or made on (0: none). */
  base: number;
  /** The member they belong to; null for settings kept before they went with the account. */
  member: string | null;
  /** Whether the account has this copy (a change made offline waits to be sent). */
  sent: boolean;
}

/** The bars and plates to choose from: kg ones, or pound ones (core/training/plates.ts). */
export const plateChoices: Record<UnitSystem, { bars: readonly number[]; plates: readonly number[] }> = {
  metric: { bars: barWeights.kg, plates: plateSets.kg },
  imperial: { bars: barWeights.lb, plates: plateSets.lb },
};

export const defaultSettings: KeptSettings = {
  effort: "off",
  plates: {
    metric: { bar: 20, plates: [...plateChoices.metric.plates] },
    imperial: { bar: 45, plates: [...plateChoices.imperial.plates] },
  },
  rest: {},
  updatedAt: 0,
  base: 0,
  member: null,
  sent: false,
};

/** The kept rests that are still choices, for at most a library's worth of exercises. */
function restOf(kept: unknown): Record<string, number> {
  if (!kept || typeof kept !== "object" || Array.isArray(kept)) return {};
  const valid = Object.entries(kept).filter(
    ([slug, seconds]) => isRestKey(slug) && (restChoices as readonly unknown[]).includes(seconds),
  );
  return Object.fromEntries(valid.slice(0, maxChosenRests)) as Record<string, number>;
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

const stamp = (kept: unknown): number => (Number.isSafeInteger(kept) && (kept as number) > 0 ? (kept as number) : 0);

function parse(raw: string | null): KeptSettings {
  try {
    const kept = JSON.parse(raw ?? "{}") as Partial<KeptSettings>;
    return {
      effort: effortChoices.includes(kept.effort!) ? kept.effort! : "off",
      plates: { metric: plateSet(kept.plates?.metric, "metric"), imperial: plateSet(kept.plates?.imperial, "imperial") },
      rest: restOf(kept.rest),
      updatedAt: stamp(kept.updatedAt),
      base: stamp(kept.base),
      member: typeof kept.member === "string" ? kept.member : null,
      sent: kept.sent === true,
    };
  } catch {
    return defaultSettings;
  }
}

let cache: { raw: string | null; value: KeptSettings } | null = null;
/** Where the settings live when storage is blocked: this visit only. */
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(storageKey) ?? memory;
  } catch {
    return memory;
  }
}

export function readLoggerSettings(): KeptSettings {
  const raw = readRaw();
  // The same object for the same text: useSyncExternalStore compares snapshots by identity.
  if (!cache || cache.raw !== raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

const store = createExternalStore<KeptSettings>(readLoggerSettings, defaultSettings);

export function useLoggerSettings(): KeptSettings {
  return store.use();
}

/** Keeps the settings on this device as they are given (settings-sync.ts stamps and sends them). */
export function keepLoggerSettings(settings: KeptSettings): void {
  const raw = JSON.stringify(settings);
  memory = raw;
  try {
    localStorage.setItem(storageKey, raw);
  } catch {
    // Not remembered past this visit.
  }
  store.notify();
}

// Signed out: the copy kept for this visit goes with the member's storage (sign-out clears it).
if (typeof window !== "undefined")
  window.addEventListener(memberForgottenEvent, () => {
    memory = null;
    cache = null;
    store.notify();
  });
