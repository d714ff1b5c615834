import { useLocation, useNavigate } from "@tanstack/react-router";
import { X } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useMemo } from "react";
import { exercises } from "../../content/exercises/index";
import {
  equipment as allEquipment,
  levels as allLevels,
  muscleGroups,
  type Equipment,
  type Level,
  type MuscleGroup,
} from "../../core/training/exercise";
import { SearchField } from "../shared/forms/SearchField";
import { useLocale } from "../shared/i18n/locale";
import type { SearchProps } from "../shared/navigation/screen-props";

import * as m from "../../i18n/paraglide/messages.js";
import { chipClass } from "../shared/ui/chip-styles";
import { buttonClass } from "../shared/ui/button-styles";
import { BodyMap, type Highlight } from "./BodyMap";
import { ExerciseCard } from "../shared/exercises/ExerciseCard";
import { applyFilters, readFilters, writeFilters, type ExerciseFilters } from "./filters";
import { equipmentLabels, groupLabels, levelLabels } from "../../i18n/labels/exercises";
import { groupMuscles } from "./muscle-groups";
import { createExerciseSearch } from "./search";
import { ScreenHeader } from "../shared/ui/ScreenHeader";

/** The exercise library: body map, search in both languages, filters; state in the address. */
export default function ExercisesPage({ search: address }: SearchProps<"q" | "group" | "equipment" | "level">) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(address);
  const search = useMemo(() => createExerciseSearch(exercises), []);
  const ranked = useMemo(() => search(filters.q), [search, filters.q]);
  const shown = applyFilters(exercises, ranked, filters);

  const update = (patch: Partial<ExerciseFilters>) =>
    void navigate({ to: pathname, search: writeFilters({ ...filters, ...patch }), replace: true, resetScroll: false });
  const pickGroup = (group: MuscleGroup | null) => update({ group: group === filters.group ? null : group });

  const highlight: Highlight = filters.group ? Object.fromEntries(groupMuscles[filters.group].map((mu) => [mu, "primary"])) : {};
  const anyFilter = filters.q || filters.group || filters.equipment.length || filters.level.length;

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.exercises_title()} lead={m.exercises_lead({ count: String(exercises.length) })} />

      {/* The page's order is the reading order on every width, and the columns' widths do not
          depend on their content: a phone that paints the HTML before all of it has arrived
          shows the search first and nothing moves when the body map follows. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <div className="grid content-start gap-4">
          <SearchField
            id="exercise-search"
            label={m.exercises_search()}
            value={filters.q}
            onChange={(q) => update({ q })}
            placeholder={m.exercises_search_placeholder()}
          />
          <FilterRow label={m.exercises_level()}>
            <ToggleGroup.Root
              type="multiple"
              value={filters.level}
              onValueChange={(v) => update({ level: v as Level[] })}
              aria-label={m.exercises_level()}
              className="flex flex-wrap gap-2"
            >
              {allLevels.map((l) => (
                <ToggleGroup.Item key={l} value={l} className={chipClass}>
                  {levelLabels[l]()}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          </FilterRow>
          <FilterRow label={m.exercises_equipment()}>
            <ToggleGroup.Root
              type="multiple"
              value={filters.equipment}
              onValueChange={(v) => update({ equipment: v as Equipment[] })}
              aria-label={m.exercises_equipment()}
              className="flex flex-wrap gap-2"
            >
              {allEquipment
                .filter((q) => q !== "bodyweight")
                .map((q) => (
                  <ToggleGroup.Item key={q} value={q} className={chipClass}>
                    {equipmentLabels[q]()}
                  </ToggleGroup.Item>
                ))}
            </ToggleGroup.Root>
          </FilterRow>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite" data-testid="exercise-count">
              {m.exercises_found({ count: String(shown.length) })}
            </p>
            {anyFilter ? (
              <button
                type="button"
                onClick={() => update({ q: "", group: null, equipment: [], level: [] })}
                className={buttonClass("ghost", "sm")}
              >
                <X size={16} aria-hidden="true" />
                {m.exercises_clear()}
              </button>
            ) : null}
          </div>
        </div>
        <div className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-4">
          <BodyMap highlight={highlight} selected={filters.group} onPick={pickGroup} />
          <ToggleGroup.Root
            type="single"
            value={filters.group ?? "all"}
            onValueChange={(v) => v && update({ group: v === "all" ? null : (v as MuscleGroup) })}
            aria-label={m.exercises_groups()}
            className="flex flex-wrap justify-center gap-2"
          >
            <ToggleGroup.Item value="all" className={chipClass}>
              {m.exercises_all_groups()}
            </ToggleGroup.Item>
            {muscleGroups.map((g) => (
              <ToggleGroup.Item key={g} value={g} className={chipClass} data-testid={`group-${g}`}>
                {groupLabels[g]()}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </div>
      </div>

      {shown.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((e) => (
            <ExerciseCard key={e.slug} exercise={e} locale={locale} />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted" data-testid="exercise-empty">
          {m.exercises_none()}
        </p>
      )}
    </section>
  );
}

function FilterRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
