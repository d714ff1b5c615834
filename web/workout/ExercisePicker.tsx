import { Plus } from "lucide-react";
import { Dialog } from "radix-ui";
import { useDeferredValue, useMemo, useState, type ReactNode } from "react";
import type { OwnExerciseJson } from "../../core/api/own-exercises";
import { muscleGroups, type Exercise } from "../../core/training/exercise";
import { ownNameKey } from "../../core/validation/own-exercises";
import { equipmentLabels, groupLabels } from "../../i18n/labels/exercises";
import * as m from "../../i18n/paraglide/messages.js";
import { SearchField } from "../shared/forms/SearchField";
import { useLocale } from "../shared/i18n/locale";
import { exerciseBySlug } from "../shared/queries/exercises";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { overlayClass } from "./dialog-styles";
import { useOwnExercises } from "./exercise-names";
import { exercises, searchLibrary, similarTo } from "./library-search";
import { OwnExerciseForm } from "./OwnExerciseForm";

const sheetClass =
  "fixed inset-x-2 top-[5dvh] bottom-2 z-[70] grid gap-3 rounded-2xl border border-border bg-surface p-4 shadow-panel sm:inset-x-auto sm:top-[8dvh] sm:bottom-[8dvh] sm:left-1/2 sm:w-[34rem] sm:-translate-x-1/2";

const optionClass = "grid w-full gap-0.5 rounded-xl px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-2";

/**
 * The library and the member's own exercises in a dialog, to add an exercise or swap one: a search
 * in English and Russian, and for a swap the closest exercises first. "Create exercise" makes a
 * new own one (online). Choosing one calls `onPick`.
 */
export function ExercisePicker(props: PickerProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        {/* Mounted while open: the search and the create form start afresh each time. */}
        <Sheet title={props.title} similarTo={props.similarTo} onPick={props.onPick} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface PickerProps {
  title: string;
  /** Swapping this exercise: its similar ones come first. */
  similarTo?: string;
  onPick: (slug: string) => void;
}

function Sheet(props: PickerProps) {
  const [query, setQuery] = useState("");
  const [creating, setCreating] = useState(false);
  const deferred = useDeferredValue(query);
  const { live } = useOwnExercises();
  const mine = useMemo(() => live.filter((e) => e.slug !== props.similarTo), [live, props.similarTo]);
  const found = useMemo(() => (deferred.trim() ? searchLibrary(deferred).slice(0, 40) : null), [deferred]);
  const foundOwn = useMemo(() => {
    const key = ownNameKey(deferred);
    return key ? mine.filter((e) => ownNameKey(e.name).includes(key)) : [];
  }, [deferred, mine]);
  const current = props.similarTo ? exerciseBySlug.get(props.similarTo) : undefined;
  const similar = useMemo(() => (current ? similarTo(current) : []), [current]);
  const typed = query.trim();
  return (
    <Dialog.Content
      className={cn(sheetClass, creating ? "grid-rows-[auto_minmax(0,1fr)_auto]" : "grid-rows-[auto_auto_minmax(0,1fr)_auto]")}
      aria-describedby={undefined}
    >
      <Dialog.Title className="text-xl font-semibold">{creating ? m.own_exercise_create() : props.title}</Dialog.Title>
      {creating ? (
        <OwnExerciseForm initialName={typed} onCreated={props.onPick} onBack={() => setCreating(false)} />
      ) : (
        <>
          <SearchField
            id="exercise-picker-search"
            label={m.workout_search_exercises()}
            placeholder={m.workout_search_placeholder()}
            value={query}
            onChange={setQuery}
          />
          <div className="-mx-1 grid min-h-0 content-start gap-4 overflow-y-auto px-1" data-testid="exercise-picker-results">
            <button
              type="button"
              className={buttonClass("secondary", "sm", "justify-self-start")}
              onClick={() => setCreating(true)}
            >
              <Plus aria-hidden="true" className="size-4" />
              {typed ? m.own_exercise_create_named({ name: typed }) : m.own_exercise_create()}
            </button>
            {found ? (
              <>
                {foundOwn.length > 0 && <OwnOptions items={foundOwn} onPick={props.onPick} />}
                {found.length ? (
                  <Options
                    label={m.workout_search_results()}
                    items={found.map((s) => exerciseBySlug.get(s)).filter((e): e is Exercise => !!e)}
                    onPick={props.onPick}
                  />
                ) : (
                  foundOwn.length === 0 && <p className="py-6 text-center text-muted">{m.workout_search_none()}</p>
                )}
              </>
            ) : (
              <>
                {similar.length > 0 && <Options label={m.exercise_similar()} items={similar} onPick={props.onPick} />}
                {mine.length > 0 && <OwnOptions items={mine} onPick={props.onPick} />}
                <Library skip={props.similarTo} onPick={props.onPick} />
              </>
            )}
          </div>
        </>
      )}
      <Dialog.Close className={buttonClass("ghost", "sm", "justify-self-end")}>{m.plans_cancel()}</Dialog.Close>
    </Dialog.Content>
  );
}

/** The whole library by muscle group, for browsing without a query. */
function Library({ skip, onPick }: { skip?: string; onPick: (slug: string) => void }) {
  const groups = useMemo(
    () => muscleGroups.map((g) => [g, exercises.filter((e) => e.group === g && e.slug !== skip)] as const),
    [skip],
  );
  return (
    <>
      {groups.map(([group, items]) => (
        <Options key={group} label={groupLabels[group]()} items={items} onPick={onPick} />
      ))}
    </>
  );
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid gap-1">
      <h3 className="sticky top-0 z-10 bg-surface py-1 text-xs font-semibold tracking-wide text-muted uppercase">{label}</h3>
      <ul className="grid gap-1">{children}</ul>
    </section>
  );
}

function Options({ label, items, onPick }: { label: string; items: readonly Exercise[]; onPick: (slug: string) => void }) {
  const locale = useLocale();
  return (
    <Section label={label}>
      {items.map((e) => (
        <li key={e.slug}>
          <button type="button" className={optionClass} onClick={() => onPick(e.slug)}>
            <span className="font-medium">{e.name[locale]}</span>
            <span className="text-xs text-muted">
              {[groupLabels[e.group](), ...e.equipment.filter((q) => q !== "bodyweight").map((q) => equipmentLabels[q]())].join(
                " · ",
              ) || equipmentLabels.bodyweight()}
            </span>
          </button>
        </li>
      ))}
    </Section>
  );
}

/** The member's own exercises, by name. */
function OwnOptions({ items, onPick }: { items: readonly OwnExerciseJson[]; onPick: (slug: string) => void }) {
  return (
    <Section label={m.own_exercise_section()}>
      {items.map((e) => (
        <li key={e.id}>
          <button type="button" className={optionClass} onClick={() => onPick(e.slug)}>
            <span className="font-medium break-words">{e.name}</span>
            <span className="text-xs text-muted">
              {e.measure === "time" ? m.own_exercise_label_time() : m.own_exercise_label_reps()}
            </span>
          </button>
        </li>
      ))}
    </Section>
  );
}
