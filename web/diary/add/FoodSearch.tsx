// The food search (GET /api/foods/search): a box whose words are sent a moment after the member
// stops typing, the results 20 at a time with "Show more" and how many there are in all, each with
// its favourite star. Arrow keys move from the box through the rows, Enter chooses. While the box
// is empty `idle` shows (the sheet's recent and favourite foods), offline as well.
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import type { FoodKind, FoodResultJson } from "../../../core/api/foods";
import { foodSearchLimits } from "../../../core/validation/foods";
import * as m from "../../../i18n/paraglide/messages.js";
import { inputClass } from "../../shared/forms/input-styles";
import { formatNumber } from "../../shared/i18n/format";
import { intl } from "../../shared/i18n/intl";
import { useDiaryChanges } from "../../shared/offline/diary-log";
import { foodSearchQuery } from "../../shared/queries/diary";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { LoadFailed } from "../../shared/ui/QueryState";
import { FoodRow, moveBetweenRows } from "./FoodRow";
import { useFavourites } from "./use-favourites";

/** How long the member may pause between keys before the words are sent. */
const debounceMs = 200;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

const totals: Record<Intl.LDMLPluralRule, (inputs: { count: string }) => string> = {
  zero: m.diary_add_total_many,
  one: m.diary_add_total_one,
  two: m.diary_add_total_other,
  few: m.diary_add_total_few,
  many: m.diary_add_total_many,
  other: m.diary_add_total_other,
};
/** "1,234 foods"; in Russian продукт, продукта or продуктов by the number. */
export const totalText = (count: number) => totals[intl(Intl.PluralRules, {}).select(count)]({ count: formatNumber(count) });

export function FoodSearch({
  inputRef,
  ...props
}: {
  userId: string;
  onChoose(food: FoodResultJson): void;
  exclude?: FoodKind[];
  autoFocus?: boolean;
  /** Shown while the box is empty. */
  idle?: ReactNode;
  /** Offered when nothing is found: add the food from its label, named as searched. */
  onCreate?(name: string): void;
  onQueryChange?(query: string): void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const term = useDebounced(query.trim().slice(0, foodSearchLimits.queryLength), debounceMs);
  const typed = query.trim() !== "";
  const search = useInfiniteQuery({
    ...foodSearchQuery(props.userId, term),
    enabled: term !== "",
    placeholderData: keepPreviousData,
  });
  const { sync } = useDiaryChanges(props.userId);
  const favourites = useFavourites(props.userId);
  const list = useRef<HTMLUListElement>(null);
  const autoFocus = props.autoFocus;
  useEffect(() => {
    if (!autoFocus) return;
    // After the frame: a dialog around the box records what had the focus (to give it back on
    // closing) in its own effect, which runs after this one; focused now, the box would be recorded.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus, id]);
  const results = (search.data?.pages.flatMap((p) => p.results) ?? []).filter((f) => !props.exclude?.includes(f.kind));
  const total = search.data?.pages.at(-1)?.total ?? 0;
  const loaded = search.data?.pages.reduce((n, p) => n + p.results.length, 0) ?? 0;
  // The server pages up to an offset of 500: past it a longer query narrows the list instead.
  const more = search.hasNextPage && loaded <= foodSearchLimits.maxOffset;
  const stale = search.isPlaceholderData || term !== query.trim().slice(0, foodSearchLimits.queryLength);
  const shownTerm = search.isPlaceholderData ? "" : term;

  let body: ReactNode;
  if (!typed) body = props.idle;
  else if (!sync.online && (!search.data || search.isPlaceholderData))
    body = (
      <>
        <p role="status" className="rounded-xl border border-warning/60 bg-warning/10 p-3 text-sm">
          {m.diary_add_offline()}
        </p>
        {props.idle}
      </>
    );
  else if (!search.data && search.isError)
    body = <LoadFailed text={m.diary_add_failed()} retryLabel={m.diary_add_retry()} onRetry={() => void search.refetch()} />;
  else if (!search.data)
    body = (
      <p role="status" className="py-6 text-center text-muted">
        {m.diary_add_searching()}
      </p>
    );
  else if (!results.length && !stale)
    body = (
      <div role="status" className="grid justify-items-center gap-2 py-6 text-center">
        <p className="font-medium">{m.diary_add_none({ query: shownTerm })}</p>
        <p className="text-sm text-muted">{m.diary_add_none_hint()}</p>
        {props.onCreate && (
          <button
            type="button"
            className="font-semibold text-accent underline-offset-4 hover:underline"
            onClick={() => props.onCreate!(query.trim())}
          >
            {m.diary_add_none_create()}
          </button>
        )}
      </div>
    );
  else
    body = (
      <div className={cn("grid gap-2", stale && "opacity-60")} aria-busy={stale || undefined}>
        <p className="px-1 text-sm text-muted" aria-live="polite">
          {stale ? m.diary_add_searching() : totalText(total)}
        </p>
        <ul
          ref={list}
          aria-label={m.diary_add_results()}
          className="grid gap-1"
          onKeyDown={(e) => moveBetweenRows(list.current, e)}
        >
          {results.map((food) => (
            <FoodRow
              key={`${food.kind}:${food.id}`}
              food={food}
              onChoose={props.onChoose}
              favourite={{ on: favourites.isFavourite(food), toggle: favourites.toggle }}
            />
          ))}
        </ul>
        {search.isFetchNextPageError && (
          <LoadFailed text={m.diary_add_failed()} retryLabel={m.diary_add_retry()} onRetry={() => void search.fetchNextPage()} />
        )}
        {more && !search.isFetchNextPageError && (
          <button
            type="button"
            className={buttonClass("secondary", "sm", "justify-self-center")}
            disabled={search.isFetchingNextPage}
            aria-busy={search.isFetchingNextPage || undefined}
            onClick={() => void search.fetchNextPage()}
          >
            {search.isFetchingNextPage ? m.diary_add_loading() : m.diary_add_show_more()}
          </button>
        )}
      </div>
    );

  return (
    <div className="grid content-start gap-3">
      <div className="relative">
        <label htmlFor={id} className="sr-only">
          {m.diary_add_search_label()}
        </label>
        <Search
          size={18}
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          ref={inputRef}
          type="search"
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={m.diary_add_search_placeholder()}
          className={cn(inputClass, "pl-10")}
          onChange={(e) => {
            setQuery(e.target.value);
            props.onQueryChange?.(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") moveBetweenRows(list.current, e);
            // Enter chooses the first result, as the search's best guess.
            if (e.key === "Enter" && results[0] && !stale) {
              e.preventDefault();
              props.onChoose(results[0]);
            }
          }}
        />
      </div>
      {body}
    </div>
  );
}
