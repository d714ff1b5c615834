// The recipe builder's fields: its name, the ingredients in grams (each editable and removable),
// the cooked weight and servings, and what it comes to per 100 g and per serving.
import { Plus, X } from "lucide-react";
import { useId } from "react";
import type { Locale } from "../../../core/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { translateMessage } from "../../../i18n/translate";
import { parseDecimal } from "../../shared/forms/number";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { narrowInputClass, TextInput } from "./fields";
import { gramsText, kcalText, nameIn } from "../format";
import { MacroLine } from "./MacroLine";
import { finishedText, previewOf, rawGrams, type IngredientItem, type RecipeForm } from "./recipe-form";
import { unitText } from "../nutrients";

interface Props {
  form: RecipeForm;
  /** The form with the values read for a saved recipe's ingredients. */
  valued: RecipeForm;
  pending: boolean;
  onChange(patch: Partial<RecipeForm>): void;
  onBlur(field: string): void;
  error(field: string): string | undefined;
  onAdd(): void;
  locale: Locale;
}

export function RecipeFields(props: Props) {
  const { form, onChange, onBlur, error } = props;
  return (
    <>
      <TextInput
        label={m.diary_recipe_name()}
        value={form.name}
        onChange={(name) => onChange({ name })}
        onBlur={() => onBlur("name")}
        error={error("name")}
        autoComplete="off"
        maxLength={80}
      />
      <Ingredients {...props} />
      <Weights {...props} />
      <Preview form={props.valued} pending={props.pending} />
    </>
  );
}

function Ingredients(props: Props) {
  const { form, error } = props;
  const message = error("ingredients");
  return (
    <section className="grid gap-2" aria-labelledby="diary-recipe-ingredients">
      <h3 id="diary-recipe-ingredients" className="text-base font-bold">
        {m.diary_recipe_ingredients()}
      </h3>
      {form.items.length === 0 ? (
        <p className="text-sm text-muted">{m.diary_recipe_no_ingredients()}</p>
      ) : (
        <ul className="grid rounded-xl border border-border px-3" data-testid="recipe-ingredients">
          {props.valued.items.map((item, at) => (
            <IngredientRow key={item.key} {...props} item={item} at={at} />
          ))}
        </ul>
      )}
      {message && (
        <p className="text-sm text-danger" aria-live="polite">
          {translateMessage(message)}
        </p>
      )}
      <button type="button" className={buttonClass("secondary", "md", "justify-self-start")} onClick={props.onAdd}>
        <Plus size={18} aria-hidden="true" />
        {m.diary_recipe_add_ingredient()}
      </button>
    </section>
  );
}

function IngredientRow(props: Props & { item: IngredientItem; at: number }) {
  const { item, at, form, locale } = props;
  const id = useId();
  const name = nameIn(item.name, locale);
  const field = `ingredients.${at}`;
  const message = props.error(field);
  const grams = parseDecimal(item.grams);
  const kcal = item.per100g?.kcal != null && grams !== null && grams > 0 ? (item.per100g.kcal * grams) / 100 : null;
  const setGrams = (value: string) => props.onChange({ items: form.items.map((i) => (i.key === item.key ? { ...i, grams: value } : i)) });
  return (
    <li className="border-b border-border py-2 last:border-b-0">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm leading-tight font-medium break-words">
            <span className="sr-only">{m.diary_recipe_ingredient_grams({ name })}</span>
            <span aria-hidden="true">{name}</span>
          </label>
          <p className="text-xs text-muted tabular-nums">{kcal === null ? "\u00a0" : kcalText(kcal)}</p>
        </div>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={item.grams}
          onChange={(e) => setGrams(e.target.value)}
          onBlur={() => props.onBlur(field)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={cn(narrowInputClass, "h-10 w-20 shrink-0 text-right tabular-nums")}
        />
        <span className="text-sm text-muted">{unitText("g")}</span>
        <button
          type="button"
          className={buttonClass("ghost", "icon", "text-muted hover:text-danger")}
          aria-label={m.diary_recipe_remove_ingredient({ name })}
          onClick={() => props.onChange({ items: form.items.filter((i) => i.key !== item.key) })}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className="pt-1 text-sm text-danger" aria-live="polite">
          {translateMessage(message)}
        </p>
      )}
    </li>
  );
}

function Weights(props: Props) {
  const { form, locale, error } = props;
  const hintId = useId();
  return (
    <div className="grid gap-1">
      {form.items.length > 0 && (
        <p className="text-sm text-muted" data-testid="recipe-raw-total">
          {m.diary_recipe_raw_total({ grams: gramsText(rawGrams(form)) })}
        </p>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-start gap-3">
        <TextInput
          label={m.diary_recipe_finished()}
          value={finishedText(form, locale)}
          onChange={(finished) => props.onChange({ finished })}
          onBlur={() => props.onBlur("finishedGrams")}
          error={error("finishedGrams")}
          describedBy={hintId}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextInput
          label={m.diary_recipe_servings()}
          value={form.servings}
          onChange={(servings) => props.onChange({ servings })}
          onBlur={() => props.onBlur("servings")}
          error={error("servings")}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <p id={hintId} className="-mt-4 text-sm text-muted">
        {m.diary_recipe_finished_hint()}
      </p>
    </div>
  );
}

function Preview({ form, pending }: { form: RecipeForm; pending: boolean }) {
  const preview = previewOf(form);
  return (
    <section className="grid gap-2" aria-labelledby="diary-recipe-preview">
      <h3 id="diary-recipe-preview" className="text-base font-bold">
        {m.diary_recipe_preview()}
      </h3>
      {preview ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <MacroLine title={m.diary_own_per100()} macros={preview.per100g} testId="recipe-per100" />
          {preview.serving && (
            <MacroLine
              title={m.diary_own_per_serving({ grams: gramsText(preview.serving.grams) })}
              macros={preview.serving.macros}
              testId="recipe-per-serving"
            />
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">
          {form.items.length === 0 ? m.diary_recipe_preview_missing() : pending ? m.diary_recipe_values_loading() : m.diary_recipe_preview_weight()}
        </p>
      )}
    </section>
  );
}
