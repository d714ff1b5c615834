// Weights with their unit in the reader's language and unit system (the calculators and the workout log).
import { formatAmount } from "../i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { weightIn, type UnitSystem } from "./units";

export const weightUnit = (units: UnitSystem) => (units === "imperial" ? m.calc_unit_lb() : m.unit_kg());

/** "70.5 kg" or "155.4 lb". */
export const formatWeight = (kg: number, units: UnitSystem, digits = 1) => formatAmount(weightIn(kg, units), weightUnit(units), digits);
