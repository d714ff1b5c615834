import type { ReactNode } from "react";
import { latestComposition } from "../../core/progress/composition";
import type { BodyEntryJson } from "../../core/progress/entry";
import { circumferences } from "../../core/progress/measurements";
import * as m from "../../i18n/paraglide/messages.js";
import { formatDate, formatPercent } from "../shared/i18n/format";
import { latestMeasurements } from "../shared/queries/progress";
import { valueLabels } from "./labels";
import { formatMeasure } from "./units";
import type { UnitSystem } from "../shared/units/units";

/**
 * The newest reading of body fat and of each circumference, each dated on hover; beside a body fat
 * reading taken on a weighed day, the fat and lean mass it gives.
 */
export function LatestMeasurements({ entries, units }: { entries: readonly BodyEntryJson[]; units: UnitSystem }) {
  const latest = latestMeasurements(entries);
  const composition = latestComposition(entries);
  const items: { key: string; label: string; value: string; date: string }[] = [];
  if (latest.bodyFat)
    items.push({
      key: "bodyFat",
      label: valueLabels.bodyFat(),
      value: formatPercent(latest.bodyFat.value),
      date: latest.bodyFat.date,
    });
  if (composition) {
    items.push({
      key: "fat",
      label: m.progress_fat_mass(),
      value: formatMeasure("fatMass", composition.fatKg, units),
      date: composition.date,
    });
    items.push({
      key: "lean",
      label: m.progress_lean_mass(),
      value: formatMeasure("leanMass", composition.leanKg, units),
      date: composition.date,
    });
  }
  for (const k of circumferences) {
    const reading = latest[k];
    if (reading)
      items.push({ key: k, label: valueLabels[k](), value: formatMeasure(k, reading.value, units), date: reading.date });
  }
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="text-sm font-semibold">{m.progress_latest_measurements()}</h3>
      <ul className="flex flex-wrap gap-2" data-testid="progress-latest">
        {items.map((i) => (
          <Reading key={i.key} label={i.label} date={i.date}>
            {i.value}
          </Reading>
        ))}
      </ul>
      {composition && <p className="text-xs text-muted">{m.progress_composition_hint({ date: formatDate(composition.date) })}</p>}
    </>
  );
}

function Reading({ label, date, children }: { label: string; date: string; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-border bg-surface-2/60 px-3 py-1.5 text-sm" title={formatDate(date)}>
      <span className="text-muted">{label}</span> <strong className="tabular-nums">{children}</strong>
    </li>
  );
}
