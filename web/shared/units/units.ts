import { cmToInches, inchesToCm, kgToLb, lbToKg } from "../../../core/formulas/units";
import { createExternalStore } from "../ui/external-store";

/** The unit system the calculators and the workout log show (one setting on this device); values are always kept in kg and cm underneath. */
export type UnitSystem = "metric" | "imperial";

const storageKey = "forma_units";

function readUnits(): UnitSystem {
  try {
    return localStorage.getItem(storageKey) === "imperial" ? "imperial" : "metric";
  } catch {
    // Storage blocked (private mode, policies): metric, the app's default.
    return "metric";
  }
}

const store = createExternalStore<UnitSystem>(readUnits, "metric");

export function setUnits(next: UnitSystem): void {
  try {
    localStorage.setItem(storageKey, next);
  } catch {
    // Not remembered, but the switch still works for this visit.
  }
  store.notify();
}

export function useUnits(): UnitSystem {
  return store.use();
}

/** Body weight or a load: kg as the member reads it (kg or lb), and back. */
export const weightIn = (kg: number, units: UnitSystem) => (units === "imperial" ? kgToLb(kg) : kg);
export const weightFrom = (shown: number, units: UnitSystem) => (units === "imperial" ? lbToKg(shown) : shown);

/** A tape measurement: cm as the member reads it (cm or in), and back. */
export const lengthIn = (cm: number, units: UnitSystem) => (units === "imperial" ? cmToInches(cm) : cm);
export const lengthFrom = (shown: number, units: UnitSystem) => (units === "imperial" ? inchesToCm(shown) : shown);
