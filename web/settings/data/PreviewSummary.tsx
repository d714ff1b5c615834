import type { ReactNode } from "react";
import type { ImportPreviewJson } from "../../../core/api/transfers";
import { diaryLists, importKind, weightUnits, type DiaryList, type ImportKind, type WeightUnit } from "../../../core/imports/types";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { formatNumber } from "../../shared/i18n/format";
import { Segmented } from "../../shared/ui/Segmented";
import { daysText, favouritesSkippedText, recipesSkippedText, routinesSkippedText } from "./format";

const unitLabels: Record<WeightUnit, () => string> = { kg: m.data_unit_kg, lb: m.data_unit_lb };
/** A weight file's choice reads its measurements too (inches beside pounds): named both ways. */
const weightFileUnitLabels: Record<WeightUnit, () => string> = { kg: m.data_unit_kg_cm, lb: m.data_unit_lb_in };
const itemsLabels: Record<ImportKind, () => string> = { workouts: m.data_preview_workouts, diary: m.data_preview_entries, weight: m.data_preview_weighins };
const listLabels: Record<DiaryList, () => string> = { foods: m.data_lists_foods, recipes: m.data_lists_recipes, favourites: m.data_lists_favourites };
/** Why some of a list stay behind (own foods never do: they name no other food). */
const listSkipped: Partial<Record<DiaryList, (count: number) => string>> = { recipes: recipesSkippedText, favourites: favouritesSkippedText };

/** What the file holds and what an import would add, as figures. */
export function PreviewSummary({ preview, onUnit }: { preview: ImportPreviewJson; onUnit: (unit: WeightUnit) => void }) {
  const kind = importKind(preview.source);
  const rows: [string, ReactNode][] = [
    [m.data_preview_rows(), formatNumber(preview.rows)],
    ...(preview.first && preview.last ? ([[m.data_preview_days(), daysText(preview.first, preview.last)]] as [string, ReactNode][]) : []),
    [itemsLabels[kind](), m.data_preview_new_of({ count: formatNumber(preview.items), new: formatNumber(preview.newItems) })],
  ];
  // The diary ZIP's own foods, recipes and favourites, beside its entries: those it holds any of.
  for (const list of diaryLists) {
    const counts = preview.lists?.[list];
    if (!counts || counts.items === 0) continue;
    const skipped = counts.skipped > 0 ? listSkipped[list]?.(counts.skipped) : undefined;
    rows.push([
      listLabels[list](),
      <>
        {m.data_preview_new_of({ count: formatNumber(counts.items), new: formatNumber(counts.newItems) })}
        {skipped && <span className="block font-normal text-muted">{skipped}</span>}
      </>,
    ]);
  }
  if (kind === "workouts")
    rows.push([m.data_preview_sets(), m.data_preview_new_of({ count: formatNumber(preview.sets), new: formatNumber(preview.newSets) })]);
  // Our own download's routines, beside its workouts.
  const routines = preview.routines;
  if (routines && routines.items > 0)
    rows.push([
      m.data_routines_label(),
      <>
        {m.data_preview_new_of({ count: formatNumber(routines.items), new: formatNumber(routines.newItems) })}
        {routines.skipped > 0 && (
          <span className="block font-normal text-muted">{routinesSkippedText(routines.skipped, routines.needsPlan)}</span>
        )}
      </>,
    ]);
  // What a left-out row is: a rest timer or distance-only cardio of a workout file, a day without a weight of a weight file.
  const skippedValue = kind === "weight" ? m.data_preview_skipped_weight_value : m.data_preview_skipped_value;
  if (preview.skipped > 0) rows.push([m.data_preview_skipped(), skippedValue({ count: formatNumber(preview.skipped) })]);
  if (kind === "weight" && preview.conflicts > 0)
    rows.push([m.data_preview_conflicts(), m.data_preview_conflicts_value({ count: formatNumber(preview.conflicts) })]);
  // A diary file holds no weights: nothing to read in a unit.
  const askUnit = kind !== "diary" && !preview.unitInFile && preview.rows > 0;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]" data-testid="import-preview">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-0.5 sm:contents">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {askUnit && (
        <div className="grid gap-1">
          <Segmented
            name="import-unit"
            legend={kind === "weight" ? m.data_unit_legend_weight() : m.data_unit_legend()}
            options={weightUnits.map((u) => ({ value: u, label: (kind === "weight" ? weightFileUnitLabels : unitLabels)[u]() }))}
            value={preview.unit}
            onChange={onUnit}
            // The weight file's longer labels: one above the other on a phone.
            columns={kind === "weight" ? "grid-cols-1 sm:grid-cols-2" : undefined}
            className="justify-self-start"
            testId="import-unit"
          />
          <p className="text-sm text-muted">{kind === "weight" ? m.data_unit_hint_weight() : m.data_unit_hint()}</p>
        </div>
      )}
      {preview.problemCount > 0 && <Problems preview={preview} />}
    </div>
  );
}

/** The lines the file cannot be read at: the import waits until the file is fixed. */
function Problems({ preview }: { preview: ImportPreviewJson }) {
  const more = preview.problemCount - preview.problems.length;
  return (
    <FormAlert tone="error" testId="import-problems">
      <p className="font-semibold">{m.data_problems_title({ count: formatNumber(preview.problemCount) })}</p>
      <ul className="grid gap-1">
        {preview.problems.map((p) => (
          <li key={`${p.line}:${p.message}`}>{p.message}</li>
        ))}
      </ul>
      {more > 0 && <p>{m.data_problems_more({ count: formatNumber(more) })}</p>}
      <p>{m.data_problems_fix()}</p>
    </FormAlert>
  );
}
