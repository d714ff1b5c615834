import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import type { ImportResultJson } from "../../../core/api/transfers";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { formatNumber } from "../../shared/i18n/format";
import { useScreenHref } from "../../shared/navigation/paths";
import { buttonClass } from "../../shared/ui/button-styles";
import { diaryLists, importKind, type DiaryList } from "../../../core/imports/types";

// Inline, so a label that wraps on a phone keeps its arrow right after the last word.
const linkClass = "font-semibold text-accent underline-offset-4 hover:underline";
const arrowClass = "ml-1.5 inline size-4 align-[-0.15em]";

const listsAdded: Record<DiaryList, () => string> = {
  foods: m.data_lists_done_foods,
  recipes: m.data_lists_done_recipes,
  favourites: m.data_lists_done_favourites,
};

/** What an import added, with the way to where it shows; or that nothing was new. */
export function ImportResult({ result, onAnother }: { result: ImportResultJson; onAnother: () => void }) {
  const href = useScreenHref();
  const kind = importKind(result.source);
  const main: [string, number][] =
    kind === "workouts"
      ? [
          [m.data_done_workouts(), result.items],
          [m.data_done_sets(), result.sets],
        ]
      : [[kind === "diary" ? m.data_done_entries() : m.data_done_weighins(), result.items]];
  // Made for the workouts or for the routines alone (a download whose workouts were all here).
  const own: [string, number][] = result.ownExercises > 0 ? [[m.data_done_own(), result.ownExercises]] : [];
  // The diary ZIP's own foods, recipes and favourites written with its entries, or alone when its entries were all here.
  const lists = diaryLists.flatMap((l): [string, number][] => (result.lists?.[l] ? [[listsAdded[l](), result.lists[l]]] : []));
  // Our own download's routines, written with its workouts or alone when its workouts were all here.
  const routines: [string, number][] = result.routines ? [[m.data_routines_done(), result.routines]] : [];
  const rows = [...(result.items > 0 ? main : []), ...own, ...lists, ...routines];
  const added = rows.length > 0;
  // Every import is listed under "Your imports", where it can be taken back.
  const undoHint = { workouts: m.data_done_imports_hint, diary: m.data_done_imports_hint_entries, weight: m.data_done_imports_hint_weighins }[kind]();
  return (
    <div className="grid gap-4" data-testid="import-done">
      <FormAlert tone={added ? "success" : "info"}>
        <p className="font-semibold">{added ? m.data_done_title() : m.data_done_nothing()}</p>
        {added && (
          <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt>{term}</dt>
                <dd className="text-right font-semibold tabular-nums">{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </FormAlert>
      {undoHint && result.items > 0 && (
        <p className="text-sm text-muted" data-testid="import-undo-hint">
          {undoHint}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {kind === "workouts" ? (
          <Link to={href("/workout")} search={{ view: "history" }} className={linkClass} data-testid="import-to-history">
            {m.data_done_history()}
            <ArrowRight aria-hidden="true" className={arrowClass} />
          </Link>
        ) : kind === "diary" ? (
          <Link to={href("/diary")} className={linkClass} data-testid="import-to-diary">
            {m.data_done_diary()}
            <ArrowRight aria-hidden="true" className={arrowClass} />
          </Link>
        ) : (
          <Link to={href("/profile")} className={linkClass} data-testid="import-to-progress">
            {m.data_done_progress()}
            <ArrowRight aria-hidden="true" className={arrowClass} />
          </Link>
        )}
        <button type="button" className={buttonClass("secondary", "sm")} onClick={onAnother}>
          {m.data_done_another()}
        </button>
      </div>
    </div>
  );
}
