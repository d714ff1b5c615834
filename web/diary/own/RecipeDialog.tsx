// A recipe of the member's own (docs/food-diary.md, Values): ingredients from the food search in
// grams, the cooked weight and servings, with its values per 100 g and per serving as it is built.
// Saved on the device first through the diary's outbox; the server works its values out again.
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import type { RecipeJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { newRecordId, useDiaryChanges } from "../../shared/offline/diary-log";
import { formNow } from "../../shared/offline/stamp";
import { buttonClass } from "../../shared/ui/button-styles";
import { FoodSearch } from "../add/FoodSearch";
import { PortionPicker } from "../add/PortionPicker";
import { ConfirmRemove } from "./ConfirmRemove";
import { useIngredientValues } from "./ingredient-values";
import { checkRecipe, emptyRecipe, itemOf, recipeFormOf, recipeOf, recipeRemovalOf, recipeResult, type RecipeForm } from "./recipe-form";
import { RecipeFields } from "./RecipeFields";
import { Sheet } from "./Sheet";
import { removeButtonClass } from "./styles";
import { keepRecipe } from "./unsent-recipes";
import { whileTyping } from "./label";

const formId = "diary-recipe-form";

export function RecipeDialog(props: {
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  editing?: RecipeJson;
  onSaved?(food: FoodResultJson): void;
}) {
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<FoodResultJson | null>(null);
  const openChange = (open: boolean) => {
    setPicking(false);
    setChosen(null);
    props.onOpenChange(open);
  };
  const back = () => (chosen ? setChosen(null) : setPicking(false));
  return (
    <Sheet
      open={props.open}
      onOpenChange={openChange}
      // While an ingredient is picked, Escape or a tap outside steps back to the recipe, as the
      // add-food sheet does: closing threw the recipe typed so far away.
      onDismiss={(e) => {
        if (!picking) return;
        e.preventDefault();
        back();
      }}
      title={picking ? m.diary_recipe_add_title() : props.editing ? m.diary_recipe_title_edit() : m.diary_recipe_title_new()}
      testId="recipe-dialog"
      tall
      footer={
        picking ? (
          <button type="button" className={buttonClass("secondary", "md", "mr-auto")} onClick={back}>
            <ArrowLeft size={18} aria-hidden="true" />
            {m.diary_recipe_back()}
          </button>
        ) : (
          <>
            <button type="button" className={buttonClass("secondary")} onClick={() => openChange(false)}>
              {m.diary_own_cancel()}
            </button>
            <button type="submit" form={formId} className={buttonClass("primary")}>
              {m.diary_recipe_save()}
            </button>
          </>
        )
      }
    >
      {props.open && (
        <RecipeBuilder
          userId={props.userId}
          editing={props.editing}
          picking={picking}
          chosen={chosen}
          onPick={() => setPicking(true)}
          onChoose={setChosen}
          onPicked={() => {
            setChosen(null);
            setPicking(false);
          }}
          onSaved={(food) => {
            openChange(false);
            props.onSaved?.(food);
          }}
          onRemoved={() => openChange(false)}
        />
      )}
    </Sheet>
  );
}

/** The form stays mounted while an ingredient is picked, so nothing typed is lost. */
function RecipeBuilder(props: {
  userId: string;
  editing?: RecipeJson;
  picking: boolean;
  chosen: FoodResultJson | null;
  onPick(): void;
  onChoose(food: FoodResultJson): void;
  onPicked(): void;
  onSaved(food: FoodResultJson): void;
  onRemoved(): void;
}) {
  const locale = useLocale();
  const diary = useDiaryChanges(props.userId);
  const [id] = useState(() => props.editing?.id ?? newRecordId());
  const [form, setForm] = useState<RecipeForm>(() => (props.editing ? recipeFormOf(props.editing, locale) : emptyRecipe()));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const read = useIngredientValues(props.userId, form.items);
  // The preview reads the values found for a saved recipe's ingredients.
  const valued: RecipeForm = { ...form, items: form.items.map((i) => (i.per100g ? i : { ...i, per100g: read.values.get(i.key) ?? null })) };
  const checked = checkRecipe(form, id, whileTyping);
  const errors = checked.ok ? {} : checked.errors;
  const shown = (field: string) => (submitted || touched.has(field) ? errors[field] : undefined);

  return (
    <>
      <div hidden={!props.picking} className="grid gap-4">
        {props.picking &&
          (props.chosen ? (
            <PortionPicker
              food={props.chosen}
              confirmLabel={m.diary_recipe_add_confirm()}
              onConfirm={({ grams }) => {
                const food = props.chosen!;
                setForm((f) => ({ ...f, items: [...f.items, itemOf(food, grams, locale)] }));
                props.onPicked();
              }}
            />
          ) : (
            <FoodSearch userId={props.userId} onChoose={props.onChoose} exclude={["recipe"]} autoFocus />
          ))}
      </div>
      <form
        id={formId}
        noValidate
        hidden={props.picking}
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const result = checkRecipe(form, id, formNow());
          if (!result.ok) {
            setSubmitted(true);
            const at = e.currentTarget;
            requestAnimationFrame(() => at.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
            return;
          }
          const recipe = recipeOf(result.change, valued);
          keepRecipe(recipe);
          diary.record([result.change]);
          props.onSaved(recipeResult(recipe));
        }}
      >
        <RecipeFields
          form={form}
          valued={valued}
          pending={read.pending}
          onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
          onBlur={(field) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)))}
          error={shown}
          onAdd={props.onPick}
          locale={locale}
        />
        {submitted && !checked.ok && (
          <p className="text-sm font-medium text-danger" role="alert">
            {m.diary_own_check_fields()}
          </p>
        )}
      </form>
      {props.editing && !props.picking && (
        <div className="mt-6 border-t border-border pt-4">
          <RemoveRecipe userId={props.userId} recipe={props.editing} onRemoved={props.onRemoved} />
        </div>
      )}
    </>
  );
}

function RemoveRecipe(props: { userId: string; recipe: RecipeJson; onRemoved(): void }) {
  const diary = useDiaryChanges(props.userId);
  return (
    <ConfirmRemove
      trigger={m.diary_recipe_remove()}
      triggerClassName={removeButtonClass}
      title={m.diary_recipe_remove_title()}
      text={m.diary_recipe_remove_text()}
      onConfirm={() => {
        diary.record([recipeRemovalOf(props.recipe)]);
        props.onRemoved();
      }}
    />
  );
}
