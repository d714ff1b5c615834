// The own-food form's fields, laid out like the label they are copied from: the names, per 100 g
// or per serving, then energy and the macros (required), the usual extras, and the vitamins and
// minerals behind a disclosure.
import { ChevronDown } from "lucide-react";
import { useId, type ChangeEvent } from "react";
import type { NutrientColumn } from "../../../core/foods/database";
import type { Locale } from "../../../core/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { translateMessage } from "../../../i18n/translate";
import { parseDecimal } from "../../shared/forms/number";
import { inputClass } from "../../shared/forms/input-styles";
import { Segmented } from "../../shared/ui/Segmented";
import { cn } from "../../shared/ui/cn";
import { gramsText } from "../format";
import { narrowInputClass, NumberRow, TextInput } from "./fields";
import { macrosPer100g, saltToSodium, sodiumToSalt, type Basis, type EnergyUnit, type LabelForm } from "./label";
import { MacroLine } from "./MacroLine";
import { columnUnitText, nutrientNames, unitText } from "../nutrients";
import { moreColumns } from "./label-columns";

interface Props {
  form: LabelForm;
  onChange(patch: Partial<LabelForm>): void;
  onBlur(field: string): void;
  /** The message key to show for a field, if any. */
  error(field: string): string | undefined;
  locale: Locale;
}

export function LabelFields(props: Props) {
  const { form, onChange, onBlur, error } = props;
  const servingGrams = parseDecimal(form.servingGrams);
  const perServing = servingGrams !== null && servingGrams > 0 ? gramsText(servingGrams) : "…";
  return (
    <>
      <TextInput
        label={m.diary_own_name()}
        value={form.name}
        onChange={(name) => onChange({ name })}
        onBlur={() => onBlur("name")}
        error={error("name")}
        autoComplete="off"
        autoFocus={!form.name}
        maxLength={80}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextInput
          label={m.diary_own_brand()}
          value={form.brand}
          onChange={(brand) => onChange({ brand })}
          onBlur={() => onBlur("brand")}
          error={error("brand")}
          autoComplete="off"
          maxLength={80}
        />
        <TextInput
          label={m.diary_own_barcode()}
          value={form.barcode}
          onChange={(barcode) => onChange({ barcode })}
          onBlur={() => onBlur("barcode")}
          error={error("barcode")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
        />
      </div>
      <Segmented<Basis>
        name="diary-own-basis"
        legend={m.diary_own_basis()}
        options={[
          { value: "100g", label: m.diary_own_basis_100g() },
          { value: "serving", label: m.diary_own_basis_serving() },
        ]}
        value={form.basis}
        onChange={(basis) => onChange({ basis })}
        columns="grid-cols-2"
      />
      <Serving {...props} />
      <section className="grid gap-2" aria-labelledby="diary-own-values">
        <h3 id="diary-own-values" className="text-base font-bold">
          {form.basis === "100g" ? m.diary_own_per100() : m.diary_own_per_serving({ grams: perServing })}
        </h3>
        <p className="text-sm text-muted">{m.diary_own_required_note()}</p>
        <div className="rounded-xl border-2 border-text/70 px-3 py-1">
          <Energy {...props} />
          <Row {...props} column="protein" strong />
          <Row {...props} column="fat" strong />
          <Row {...props} column="saturatedFat" indent />
          <Row {...props} column="carbs" strong />
          <Row {...props} column="sugar" indent />
          <Row {...props} column="fiber" />
          <SaltAndSodium {...props} />
          <Row {...props} column="cholesterol" />
        </div>
      </section>
      <Preview form={form} />
      <MoreNutrients {...props} />
    </>
  );
}

function Serving({ form, onChange, onBlur, error }: Props) {
  const id = useId();
  const message = error("serving");
  const below = message ? (
    <p id={`${id}-note`} className="text-sm text-danger" aria-live="polite">
      {translateMessage(message)}
    </p>
  ) : (
    form.basis === "100g" && (
      <p id={`${id}-note`} className="text-sm text-muted">
        {m.diary_own_serving_hint()}
      </p>
    )
  );
  const input = (field: "servingLabel" | "servingGrams") => ({
    value: form[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.target.value }),
    onBlur: () => onBlur("serving"),
    "aria-invalid": message ? true : undefined,
    "aria-describedby": below ? `${id}-note` : undefined,
    autoComplete: "off",
    className: inputClass,
  });
  return (
    <div className="grid gap-1.5">
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-label`} className="text-sm font-medium">
            {m.diary_own_serving_label()}
          </label>
          <input id={`${id}-label`} maxLength={60} {...input("servingLabel")} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-grams`} className="text-sm font-medium">
            {m.diary_own_serving_grams()}
          </label>
          <input id={`${id}-grams`} inputMode="decimal" data-testid="own-serving-grams" {...input("servingGrams")} />
        </div>
      </div>
      {below}
    </div>
  );
}

function Row(props: Props & { column: NutrientColumn; strong?: boolean; indent?: boolean }) {
  const { form, column: c } = props;
  const field = `values.${c}`;
  return (
    <NumberRow
      label={nutrientNames[c]()}
      unit={columnUnitText(c)}
      value={form.values[c]}
      onChange={(x) => props.onChange({ values: { ...form.values, [c]: x } })}
      onBlur={() => props.onBlur(field)}
      error={props.error(field)}
      strong={props.strong}
      indent={props.indent}
      testId={`own-${c}`}
    />
  );
}

function Energy(props: Props) {
  const { form } = props;
  return (
    <NumberRow
      label={nutrientNames.kcal()}
      unit={
        <select
          aria-label={m.diary_own_energy_unit()}
          value={form.energyUnit}
          onChange={(e) => props.onChange({ energyUnit: e.target.value as EnergyUnit })}
          className={cn(narrowInputClass, "h-10 w-[4.75rem] px-1.5 text-sm")}
        >
          <option value="kcal">{unitText("kcal")}</option>
          <option value="kJ">{unitText("kJ")}</option>
        </select>
      }
      value={form.values.kcal}
      onChange={(x) => props.onChange({ values: { ...form.values, kcal: x } })}
      onBlur={() => props.onBlur("values.kcal")}
      error={props.error("values.kcal")}
      strong
      testId="own-kcal"
    />
  );
}

/** Salt (g) and sodium (mg): labels print one or the other; typing one writes the other. */
function SaltAndSodium(props: Props) {
  const { form, locale } = props;
  return (
    <>
      <NumberRow
        label={m.diary_n_salt()}
        unit={unitText("g")}
        value={form.salt}
        onChange={(salt) => props.onChange({ salt, values: { ...form.values, sodium: saltToSodium(salt, locale) } })}
        onBlur={() => props.onBlur("values.sodium")}
        testId="own-salt"
      />
      <NumberRow
        label={nutrientNames.sodium()}
        unit={columnUnitText("sodium")}
        value={form.values.sodium}
        onChange={(sodium) => props.onChange({ salt: sodiumToSalt(sodium, locale), values: { ...form.values, sodium } })}
        onBlur={() => props.onBlur("values.sodium")}
        error={props.error("values.sodium")}
        indent
        testId="own-sodium"
      />
      <p className="border-b border-border pt-0.5 pb-1.5 text-xs text-muted">{m.diary_own_salt_hint()}</p>
    </>
  );
}

/** What the label's numbers come to in the other basis: per 100 g for a serving's, per serving for 100 g's. */
function Preview({ form }: { form: LabelForm }) {
  const per100 = macrosPer100g(form);
  const grams = parseDecimal(form.servingGrams);
  if (!per100 || per100.kcal === null) return null;
  if (form.basis === "serving") return <MacroLine title={m.diary_own_per100()} macros={per100} testId="own-preview" />;
  if (grams === null || !(grams > 0)) return null;
  const scale = (x: number | null) => (x === null ? null : (x * grams) / 100);
  return (
    <MacroLine
      title={m.diary_own_per_serving({ grams: gramsText(grams) })}
      macros={{ kcal: scale(per100.kcal), protein: scale(per100.protein), fat: scale(per100.fat), carbs: scale(per100.carbs) }}
      testId="own-preview"
    />
  );
}

function MoreNutrients(props: Props) {
  const { form } = props;
  const groups = [
    [m.diary_own_minerals(), moreColumns.minerals],
    [m.diary_own_vitamins(), moreColumns.vitamins],
    [m.diary_own_other(), [...moreColumns.other, ...moreColumns.rare.filter((c) => form.values[c] !== "")]],
  ] as const;
  const filled = groups.some(([, columns]) => columns.some((c) => form.values[c] !== ""));
  return (
    <details className="group rounded-xl border border-border" open={filled}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 font-semibold select-none [&::-webkit-details-marker]:hidden">
        {m.diary_own_more()}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-4 px-3 pb-3">
        {groups.map(([title, columns]) => (
          <section key={title} className="grid gap-1">
            <h4 className="text-sm font-bold">{title}</h4>
            <div>
              {columns.map((c) => (
                <Row key={c} {...props} column={c} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </details>
  );
}
