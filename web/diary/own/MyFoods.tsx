// The member's own foods and recipes: tap one to log it, or edit or remove it. What was made on
// this device shows at once, before the server has it.
import { useQuery } from "@tanstack/react-query";
import { CloudOff, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import type { CustomFoodJson, RecipeJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import * as m from "../../../i18n/paraglide/messages.js";
import { SearchField } from "../../shared/forms/SearchField";
import { useDiaryChanges } from "../../shared/offline/diary-log";
import { diaryFoodsQuery } from "../../shared/queries/diary";
import { buttonClass } from "../../shared/ui/button-styles";
import { LoadFailed } from "../../shared/ui/QueryState";
import { ConfirmRemove } from "./ConfirmRemove";
import { gramsText, kcalText } from "../format";
import { customResult, removalOf } from "./label";
import { filterOwn, ownList } from "./my-foods";
import { OwnFoodDialog } from "./OwnFoodDialog";
import { RecipeDialog } from "./RecipeDialog";
import { recipeRemovalOf, recipeResult } from "./recipe-form";
import { keptRecipe } from "./unsent-recipes";

type Editing = { kind: "food"; food?: CustomFoodJson } | { kind: "recipe"; recipe?: RecipeJson } | null;

export function MyFoods(props: { userId: string; onChoose(food: FoodResultJson): void }) {
  const query = useQuery(diaryFoodsQuery(props.userId));
  const diary = useDiaryChanges(props.userId);
  const [q, setQ] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const searchId = useId();
  const all = useMemo(() => ownList(query.data, diary.changes, keptRecipe), [query.data, diary.changes]);
  const list = filterOwn(all, q);
  const none = all.foods.length === 0 && all.recipes.length === 0;
  // Offline with nothing kept on the device, the read waits for the network: not a loading state.
  const waiting = query.isPending && query.fetchStatus === "paused";
  const loading = query.isPending && none && !waiting;

  const create = (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setEditing({ kind: "food" })}>
        <Plus size={16} aria-hidden="true" />
        {m.diary_own_create_food()}
      </button>
      <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setEditing({ kind: "recipe" })}>
        <Plus size={16} aria-hidden="true" />
        {m.diary_recipe_create()}
      </button>
    </div>
  );

  return (
    <div className="grid gap-4" data-testid="my-foods">
      {query.isError && <LoadFailed text={m.diary_own_load_failed()} retryLabel={m.diary_own_retry()} onRetry={() => void query.refetch()} />}
      {loading ? (
        <div role="status" aria-label={m.diary_own_my_foods()} className="h-40 animate-pulse rounded-xl bg-surface-2" />
      ) : none && waiting ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-border p-4" data-testid="my-foods-offline">
          <p className="text-sm text-muted">{m.diary_own_offline()}</p>
          {create}
        </div>
      ) : none ? (
        query.isSuccess && (
          <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-border p-4">
            <p className="text-sm text-muted">{m.diary_own_my_foods_empty()}</p>
            {create}
          </div>
        )
      ) : (
        <>
          <SearchField id={searchId} label={m.diary_own_filter()} placeholder={m.diary_own_filter()} value={q} onChange={setQ} />
          {list.foods.length === 0 && list.recipes.length === 0 && <p className="text-sm text-muted">{m.diary_own_no_match()}</p>}
          {list.foods.length > 0 && (
            <Section title={m.diary_own_foods_heading()}>
              {list.foods.map((f) => (
                <Row
                  key={f.id}
                  name={f.brand ? `${f.name} (${f.brand})` : f.name}
                  detail={detailOf(f.per100g.kcal, f.serving?.grams)}
                  unsent={list.unsent.has(f.id)}
                  onChoose={() => props.onChoose(customResult(f))}
                  onEdit={() => setEditing({ kind: "food", food: f })}
                  onRemove={() => diary.record([removalOf(f)])}
                  removeTitle={m.diary_own_remove_title()}
                  removeText={m.diary_own_remove_text()}
                />
              ))}
            </Section>
          )}
          {list.recipes.length > 0 && (
            <Section title={m.diary_recipe_heading()}>
              {list.recipes.map((r) => (
                <Row
                  key={r.id}
                  name={r.name}
                  detail={detailOf(r.per100g.kcal, r.servingGrams)}
                  unsent={list.unsent.has(r.id)}
                  onChoose={() => props.onChoose(recipeResult(r))}
                  onEdit={() => setEditing({ kind: "recipe", recipe: r })}
                  onRemove={() => diary.record([recipeRemovalOf(r)])}
                  removeTitle={m.diary_recipe_remove_title()}
                  removeText={m.diary_recipe_remove_text()}
                />
              ))}
            </Section>
          )}
        </>
      )}
      <OwnFoodDialog
        userId={props.userId}
        open={editing?.kind === "food"}
        onOpenChange={(open) => !open && setEditing(null)}
        initial={editing?.kind === "food" && editing.food ? { editing: editing.food } : undefined}
        onSaved={(food) => !(editing?.kind === "food" && editing.food) && props.onChoose(food)}
      />
      <RecipeDialog
        userId={props.userId}
        open={editing?.kind === "recipe"}
        onOpenChange={(open) => !open && setEditing(null)}
        editing={editing?.kind === "recipe" ? editing.recipe : undefined}
        onSaved={(food) => !(editing?.kind === "recipe" && editing.recipe) && props.onChoose(food)}
      />
    </div>
  );
}

/** "250 kcal per 100 g · serving 30 g". */
function detailOf(kcal: number | null | undefined, serving: number | undefined): string {
  const parts = [kcal == null ? null : m.diary_own_kcal_per100({ kcal: kcalText(kcal) }), serving ? m.diary_own_serving_of({ grams: gramsText(serving) }) : null];
  return parts.filter(Boolean).join(" · ");
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="grid gap-1" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-bold text-muted">
        {title}
      </h3>
      <ul className="grid divide-y divide-border rounded-xl border border-border">{children}</ul>
    </section>
  );
}

function Row(props: {
  name: string;
  detail: string;
  unsent: boolean;
  onChoose(): void;
  onEdit(): void;
  onRemove(): void;
  removeTitle: string;
  removeText: string;
}) {
  return (
    <li className="flex items-center gap-1 pr-1">
      <button type="button" className="grid min-h-14 min-w-0 flex-1 content-center rounded-l-xl px-3 py-2 text-left hover:bg-surface-2 focus-visible:outline-2" onClick={props.onChoose}>
        <span className="flex items-center gap-1.5 font-medium break-words">
          {props.name}
          {props.unsent && (
            <span title={m.diary_own_unsent()} className="inline-flex text-muted">
              <CloudOff size={14} aria-hidden="true" />
              <span className="sr-only">{m.diary_own_unsent()}</span>
            </span>
          )}
        </span>
        {props.detail && <span className="text-sm text-muted tabular-nums">{props.detail}</span>}
      </button>
      <button type="button" className={buttonClass("ghost", "icon", "text-muted")} aria-label={m.diary_own_edit_named({ name: props.name })} onClick={props.onEdit}>
        <Pencil size={18} aria-hidden="true" />
      </button>
      <ConfirmRemove
        trigger={<Trash2 size={18} aria-hidden="true" />}
        triggerClassName={buttonClass("ghost", "icon", "text-muted hover:text-danger")}
        triggerLabel={m.diary_own_remove_named({ name: props.name })}
        title={props.removeTitle}
        text={props.removeText}
        onConfirm={props.onRemove}
      />
    </li>
  );
}
