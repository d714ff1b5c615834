import { Dialog } from "radix-ui";
import { useDeferredValue, useMemo, useState } from "react";
import { muscleGroups, type Exercise } from "../../core/training/exercise";
import { equipmentLabels, groupLabels } from "../../i18n/labels/exercises";
import * as m from "../../i18n/paraglide/messages.js";
import { SearchField } from "../shared/forms/SearchField";
import { useLocale } from "../shared/i18n/locale";
import { exerciseBySlug } from "../shared/queries/exercises";
import { buttonClass } from "../shared/ui/button-styles";
import { overlayClass } from "./dialog-styles";
import { exercises, searchLibrary, similarTo } from "./library-search";

const sheetClass =
  "fixed inset-x-2 top-[5dvh] bottom-2 z-[70] grid grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-3 rounded-2xl border border-border bg-surface p-4 shadow-panel sm:inset-x-auto sm:top-[8dvh] sm:bottom-[8dvh] sm:left-1/2 sm:w-[34rem] sm:-translate-x-1/2";

/**
 * The library in a dialog, to add an exercise or swap one: a search in English and Russian, and
 * for a swap the closest exercises first. Choosing one calls `onPick`.
 */
export function ExercisePicker(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Swapping this exercise: its similar ones come first. */
  similarTo?: string;
  onPick: (slug: string) => void;
}) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const found = useMemo(() => (deferred.trim() ? searchLibrary(deferred).slice(0, 40) : null), [deferred]);
  const current = props.similarTo ? exerciseBySlug.get(props.similarTo) : undefined;
  const similar = useMemo(() => (current ? similarTo(current) : []), [current]);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(open) => {
        props.onOpenChange(open);
        if (!open) setQuery("");
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={sheetClass} aria-describedby={undefined}>
          <Dialog.Title className="text-xl font-semibold">{props.title}</Dialog.Title>
          <SearchField id="exercise-picker-search" label={m.workout_search_exercises()} placeholder={m.workout_search_placeholder()} value={query} onChange={setQuery} />
          <div className="-mx-1 min-h-0 overflow-y-auto px-1" data-testid="exercise-picker-results">
            {found ? (
              found.length ? (
                <Options label={m.workout_search_results()} items={found.map((s) => exerciseBySlug.get(s)).filter((e): e is Exercise => !!e)} onPick={props.onPick} />
              ) : (
                <p className="py-6 text-center text-muted">{m.workout_search_none()}</p>
              )
            ) : (
              <div className="grid gap-4">
                {similar.length > 0 && <Options label={m.exercise_similar()} items={similar} onPick={props.onPick} />}
                <Library skip={props.similarTo} onPick={props.onPick} />
              </div>
            )}
          </div>
          <Dialog.Close className={buttonClass("ghost", "sm", "justify-self-end")}>{m.plans_cancel()}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The whole library by muscle group, for browsing without a query. */
function Library({ skip, onPick }: { skip?: string; onPick: (slug: string) => void }) {
  const groups = useMemo(() => muscleGroups.map((g) => [g, exercises.filter((e) => e.group === g && e.slug !== skip)] as const), [skip]);
  return (
    <>
      {groups.map(([group, items]) => (
        <Options key={group} label={groupLabels[group]()} items={items} onPick={onPick} />
      ))}
    </>
  );
}

function Options({ label, items, onPick }: { label: string; items: readonly Exercise[]; onPick: (slug: string) => void }) {
  const locale = useLocale();
  return (
    <section aria-label={label} className="grid gap-1">
      <h3 className="sticky top-0 z-10 bg-surface py-1 text-xs font-semibold tracking-wide text-muted uppercase">{label}</h3>
      <ul className="grid gap-1">
        {items.map((e) => (
          <li key={e.slug}>
            <button
              type="button"
              className="grid w-full gap-0.5 rounded-xl px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-2"
              onClick={() => onPick(e.slug)}
            >
              <span className="font-medium">{e.name[locale]}</span>
              <span className="text-xs text-muted">
                {[groupLabels[e.group](), ...e.equipment.filter((q) => q !== "bodyweight").map((q) => equipmentLabels[q]())].join(" · ") ||
                  equipmentLabels.bodyweight()}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
