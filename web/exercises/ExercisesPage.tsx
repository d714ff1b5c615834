import { useLocation, useNavigate } from "@tanstack/react-router";
import { X } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { memo, useCallback, useDeferredValue, useMemo, useState } from "react";
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
import { ExerciseList } from "./ExerciseList";
import { applyFilters, readFilters, writeFilters, type ExerciseFilters } from "./filters";
import { equipmentLabels, groupLabels, levelLabels } from "../../i18n/labels/exercises";
import { groupMuscles } from "./muscle-groups";
import { createExerciseSearch } from "./search";
import { useSearchQuery } from "./search-text";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { afterPaint } from "../shared/ui/idle";

type Update = (patch: Partial<ExerciseFilters>) => void;

/**
 * The exercise library: body map, search in both languages, filters; state in the address.
 * A key in the search box renders the box alone at once; the results follow as a transition, and
 * the filters and the cards are memoised (search-text.ts, ExerciseList.tsx).
 */
export default function ExercisesPage({ search: address }: SearchProps<"q" | "group" | "equipment" | "level">) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { q, group, equipment, level } = address;
  const filters = useMemo(() => readFilters({ q, group, equipment, level }), [q, group, equipment, level]);
  // Each change is merged into the address as it is then, so this stays one function for the memoised parts.
  const update = useCallback<Update>(
    (patch) =>
      void navigate({
        to: pathname,
        search: (prev: Record<string, string | undefined>) => writeFilters({ ...readFilters(prev), ...patch }),
        replace: true,
        resetScroll: false,
      }),
    [navigate, pathname],
  );
  const writeQuery = useCallback((text: string) => update({ q: text }), [update]);
  const box = useSearchQuery(filters.q, writeQuery);
  const search = useMemo(() => createExerciseSearch(exercises), []);
  const shownFilters = useDeferredValue(filters);
  const shown = useMemo(() => applyFilters(exercises, search(box.query), shownFilters), [search, box.query, shownFilters]);
  const anyFilter = box.query || filters.group || filters.equipment.length || filters.level.length;
  // The search index is built on the first search: as soon as the box with focus has painted,
  // while the member is about to type. Not when the page is idle: that came between the first
  // keys, one of which then waited for the whole index.
  const warmSearch = () => afterPaint(() => void search("a"));

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.exercises_title()} lead={m.exercises_lead({ count: String(exercises.length) })} />

      {/* The page's order is the reading order on every width, and the columns' widths do not
          depend on their content: a phone that paints the HTML before all of it has arrived
          shows the search first and nothing moves when the body map follows. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <div className="grid content-start gap-4">
          <div
            onFocus={() => {
              box.onFocus();
              warmSearch();
            }}
            onBlur={box.onBlur}
          >
            <SearchBox key={box.boxKey} initial={box.query} onText={box.setQuery} />
          </div>
          <LevelAndEquipment level={filters.level} equipment={filters.equipment} update={update} />
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
        <GroupPicker group={filters.group} update={update} />
      </div>

      {shown.length ? (
        <ExerciseList exercises={shown} locale={locale} />
      ) : (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted" data-testid="exercise-empty">
          {m.exercises_none()}
        </p>
      )}
    </section>
  );
}

/** The search box: a key renders it alone, and the page takes the text as a transition. */
const SearchBox = memo(function SearchBox({ initial, onText }: { initial: string; onText: (text: string) => void }) {
  useLocale();
  const [text, setText] = useState(initial);
  return (
    <SearchField
      id="exercise-search"
      label={m.exercises_search()}
      value={text}
      onChange={(next) => {
        setText(next);
        onText(next);
      }}
      placeholder={m.exercises_search_placeholder()}
    />
  );
});

const LevelAndEquipment = memo(function LevelAndEquipment({ level, equipment, update }: { level: Level[]; equipment: Equipment[]; update: Update }) {
  // Memoised: the language is read here too, so a switch re-renders the labels.
  useLocale();
  return (
    <>
      <ChipFilter label={m.exercises_level()} values={allLevels} chosen={level} labels={levelLabels} onChange={(v) => update({ level: v })} />
      <ChipFilter
        label={m.exercises_equipment()}
        values={allEquipment.filter((q) => q !== "bodyweight")}
        chosen={equipment}
        labels={equipmentLabels}
        onChange={(v) => update({ equipment: v })}
      />
    </>
  );
});

/** A row of chips, any number of them on: the levels, or the equipment. */
function ChipFilter<T extends string>(props: {
  label: string;
  values: readonly T[];
  chosen: T[];
  labels: Record<T, () => string>;
  onChange: (chosen: T[]) => void;
}) {
  return (
    <FilterRow label={props.label}>
      <ToggleGroup.Root
        type="multiple"
        value={props.chosen}
        onValueChange={(v) => props.onChange(v as T[])}
        aria-label={props.label}
        className="flex flex-wrap gap-2"
      >
        {props.values.map((v) => (
          <ToggleGroup.Item key={v} value={v} className={chipClass}>
            {props.labels[v]()}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </FilterRow>
  );
}

/** The body map and the group chips: a group picked on either shows on both. */
const GroupPicker = memo(function GroupPicker({ group, update }: { group: MuscleGroup | null; update: Update }) {
  useLocale();
  const highlight: Highlight = group ? Object.fromEntries(groupMuscles[group].map((mu) => [mu, "primary"])) : {};
  const pickGroup = (picked: MuscleGroup | null) => update({ group: picked === group ? null : picked });
  return (
    <div className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-4">
      <BodyMap highlight={highlight} selected={group} onPick={pickGroup} />
      <ToggleGroup.Root
        type="single"
        value={group ?? "all"}
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
  );
});

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
