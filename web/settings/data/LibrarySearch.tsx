import { useQuery } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useDeferredValue, useMemo, useState } from "react";
import { equipmentLabels, groupLabels } from "../../../i18n/labels/exercises";
import * as m from "../../../i18n/paraglide/messages.js";
import { SearchField } from "../../shared/forms/SearchField";
import { useLocale } from "../../shared/i18n/locale";
import { exerciseBySlug } from "../../shared/queries/exercises";
import { ownExercisesQuery } from "../../shared/queries/own-exercises";
import { foldForSearch } from "../../shared/ui/search-text";
import { buttonClass } from "../../shared/ui/button-styles";
import { searchExercises } from "./library-search";

// Above the phone's bottom bar (z-index 60), so the dialog's buttons are never under it.
const overlayClass = "fixed inset-0 z-[70] bg-black/60";
const sheetClass =
  "fixed inset-x-2 top-[5dvh] bottom-2 z-[70] grid grid-rows-[auto_auto_auto_minmax(0,1fr)_auto] gap-3 rounded-2xl border border-border bg-surface p-4 shadow-panel sm:inset-x-auto sm:top-[8dvh] sm:bottom-[8dvh] sm:left-1/2 sm:w-[34rem] sm:-translate-x-1/2";

const optionClass = "grid w-full gap-0.5 rounded-xl px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-2";

/**
 * The whole library, and the member's own exercises, searched for the exercise a name of the file
 * means; choosing one calls `onPick`.
 */
export function LibrarySearch(props: {
  userId: string;
  name: string | null;
  onOpenChange: (open: boolean) => void;
  onPick: (slug: string) => void;
}) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const ownList = useQuery({ ...ownExercisesQuery(props.userId), enabled: props.name !== null }).data?.exercises;
  const own = useMemo(() => {
    const q = foldForSearch(deferred.trim());
    return q ? (ownList ?? []).filter((e) => !e.removed && foldForSearch(e.name).includes(q)) : [];
  }, [deferred, ownList]);
  const found = useMemo(() => searchExercises(deferred).slice(0, 40), [deferred]);
  const locale = useLocale();
  const pick = (slug: string) => {
    props.onPick(slug);
    props.onOpenChange(false);
    setQuery("");
  };
  return (
    <Dialog.Root
      open={props.name !== null}
      onOpenChange={(open) => {
        props.onOpenChange(open);
        if (!open) setQuery("");
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={sheetClass} data-testid="import-library-search">
          <Dialog.Title className="text-xl font-semibold">{m.data_search_title()}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{m.data_search_for({ name: props.name ?? "" })}</Dialog.Description>
          <SearchField id="import-library-search" label={m.data_search_label()} placeholder={m.data_search_placeholder()} value={query} onChange={setQuery} />
          <div className="-mx-1 min-h-0 overflow-y-auto px-1">
            {deferred.trim() === "" ? (
              <p className="py-6 text-center text-sm text-muted">{m.data_search_hint()}</p>
            ) : found.length + own.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted">{m.data_search_none()}</p>
            ) : (
              <ul className="grid gap-1" aria-label={m.data_search_results()}>
                {own.map((e) => (
                  <li key={e.slug}>
                    <button type="button" className={optionClass} onClick={() => pick(e.slug)}>
                      <span className="font-medium">{e.name}</span>
                      <span className="text-xs text-muted">{m.data_match_own()}</span>
                    </button>
                  </li>
                ))}
                {found.map((slug) => {
                  const e = exerciseBySlug.get(slug);
                  if (!e) return null;
                  return (
                    <li key={slug}>
                      <button type="button" className={optionClass} onClick={() => pick(slug)}>
                        <span className="font-medium">{e.name[locale]}</span>
                        <span className="text-xs text-muted">
                          {[groupLabels[e.group](), ...e.equipment.filter((q) => q !== "bodyweight").map((q) => equipmentLabels[q]())].join(" · ") ||
                            equipmentLabels.bodyweight()}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <Dialog.Close className={buttonClass("ghost", "sm", "justify-self-end")}>{m.data_cancel()}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
