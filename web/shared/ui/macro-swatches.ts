import * as m from "../../../i18n/paraglide/messages.js";

// Macro colours from the palette only, so they work in both themes (calculators and nutrition plan).
export const macroSwatches = [
  { key: "protein", label: m.calc_protein, swatch: "bg-accent" },
  { key: "fat", label: m.calc_fat, swatch: "bg-warning" },
  { key: "carbs", label: m.calc_carbs, swatch: "bg-muted" },
] as const;
