// What the add-food sheet shows before anything is typed: the foods logged lately (one tap adds
// the last amount again, with an undo in the row) and the favourites. Both come from the diary's
// foods query, kept on the device, so they show without a network once loaded.
import { Check, Plus } from "lucide-react";
import { useId, useRef } from "react";
import type { RecentFoodJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { LoadFailed } from "../../shared/ui/QueryState";
import type { Amount } from "./amount";
import { namesOf, onlyAWeight, portionShown, weightText } from "../format";
import { FoodRow, moveBetweenRows } from "./FoodRow";
import type { useFavourites } from "./use-favourites";

type Favourites = ReturnType<typeof useFavourites>;

/** A recent's amount as the member chose it: "150 g", or "2 × 1 cup". */
export function amountText(amount: Amount, locale: "en" | "ru") {
  return amount.portion && !onlyAWeight(amount.portion.label[locale])
    ? portionShown(amount.portion, locale)
    : weightText(amount.grams);
}

const sectionTitle = "px-1 text-xs font-semibold tracking-wide text-muted uppercase";

export function QuickLists(props: {
  favourites: Favourites;
  online: boolean;
  /** Keys (`kind:id`) of the recents added with one tap just now, to their undo. */
  added: ReadonlyMap<string, () => void>;
  onChoose(food: FoodResultJson, last?: Amount): void;
  onAddAgain(recent: RecentFoodJson): void;
}) {
  const { favourites } = props;
  const query = favourites.query;
  if (!query.data) {
    if (!props.online)
      return (
        <p className="rounded-xl border border-dashed border-border p-3 text-sm text-muted">{m.diary_add_lists_offline()}</p>
      );
    if (query.isError)
      return (
        <LoadFailed text={m.diary_add_lists_failed()} retryLabel={m.diary_add_retry()} onRetry={() => void query.refetch()} />
      );
    return <div role="status" aria-label={m.diary_add_lists_loading()} className="h-48 animate-pulse rounded-2xl bg-surface-2" />;
  }
  return (
    <div className="grid gap-5">
      <Recents {...props} recents={query.data.recents} />
      <FavouriteList favourites={favourites} onChoose={props.onChoose} />
    </div>
  );
}

function Recents(props: Parameters<typeof QuickLists>[0] & { recents: RecentFoodJson[] }) {
  const locale = useLocale();
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const { favourites } = props;
  return (
    <section aria-labelledby={id} className="grid gap-1">
      <h3 id={id} className={sectionTitle}>
        {m.diary_add_recents()}
      </h3>
      {props.recents.length ? (
        <ul ref={list} className="grid gap-1" onKeyDown={(e) => moveBetweenRows(list.current, e)} data-testid="diary-add-recents">
          {props.recents.map((recent) => {
            const key = `${recent.food.kind}:${recent.food.id}`;
            const undo = props.added.get(key);
            const amount = amountText(recent.last, locale);
            return (
              <FoodRow
                key={key}
                food={recent.food}
                onChoose={(food) => props.onChoose(food, recent.last)}
                favourite={{ on: favourites.isFavourite(recent.food), toggle: favourites.toggle }}
                extra={
                  undo ? (
                    <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent">
                      <Check aria-hidden="true" className="size-4" />
                      {m.diary_add_added()}
                    </span>
                  ) : (
                    <span className="text-sm">{m.diary_add_last({ amount })}</span>
                  )
                }
                action={
                  undo ? (
                    <button
                      type="button"
                      className="min-h-11 shrink-0 self-center rounded-xl px-2 text-sm font-semibold text-accent hover:bg-surface focus-visible:outline-2"
                      onClick={undo}
                    >
                      {m.diary_add_undo()}
                    </button>
                  ) : (
                    <button
                      type="button"
                      aria-label={m.diary_add_again({ amount, name: namesOf(recent.food, locale).name })}
                      className="inline-flex size-11 shrink-0 items-center justify-center self-center rounded-xl bg-accent/15 text-accent hover:bg-accent hover:text-accent-fg focus-visible:outline-2"
                      onClick={() => props.onAddAgain(recent)}
                    >
                      <Plus aria-hidden="true" className="size-5" />
                    </button>
                  )
                }
              />
            );
          })}
        </ul>
      ) : (
        <p className="px-1 text-sm text-muted">{m.diary_add_recents_empty()}</p>
      )}
    </section>
  );
}

/** The favourites, last starred first. */
export function FavouriteList(props: { favourites: Favourites; onChoose(food: FoodResultJson): void; titled?: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const { favourites } = props;
  return (
    <section aria-labelledby={id} className="grid gap-1">
      <h3 id={id} className={props.titled === false ? "sr-only" : sectionTitle}>
        {m.diary_add_tab_favourites()}
      </h3>
      {favourites.list.length ? (
        <ul
          ref={list}
          className="grid gap-1"
          onKeyDown={(e) => moveBetweenRows(list.current, e)}
          data-testid="diary-add-favourites"
        >
          {favourites.list.map((f) => (
            <FoodRow
              key={f.id}
              food={f.food}
              onChoose={(food) => props.onChoose(food)}
              favourite={{ on: true, toggle: favourites.toggle }}
            />
          ))}
        </ul>
      ) : (
        <p className="px-1 text-sm text-muted">{m.diary_add_favourites_empty()}</p>
      )}
    </section>
  );
}
