import { cmToInches, inchesToCm, kgToLb, lbToKg } from "../../../core/formulas/units";
import type { UnitSystem } from "../../../core/validation/account";
import { createExternalStore } from "../ui/external-store";

/**
 * The unit system the screens show weights and measurements in, as this device keeps it (a
 * member's follows the account: account-units.ts); values are always kept in kg and cm underneath.
 */
export type { UnitSystem };

const storageKey = "forma_units";

/** This device's units (metric until chosen). */
export function deviceUnits(): UnitSystem {
  try {
    return localStorage.getItem(storageKey) === "imperial" ? "imperial" : "metric";
  } catch {
    // Storage blocked (private mode, policies): metric, the app's default.
    return "metric";
  }
}

/** Whether units were ever chosen on this device (metric is also the default). */
export function unitsChosenHere(): boolean {
  try {
    return localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

const store = createExternalStore<UnitSystem>(deviceUnits, "metric");

// Another tab of the app chose (or took the account's): this one shows them too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === storageKey || event.key === null) store.notify();
  });
}

/** This device's units (choosing them goes through useChooseUnits, which tells the account too). */
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
