// A food of the member's own from its label (docs/food-diary.md, Values): name, brand, barcode,
// values per 100 g or per serving. Checked by the server's schema as it is typed; saved on the
// device first through the diary's outbox, so it can be logged at once, even offline.
import { useState } from "react";
import type { CustomFoodJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { newRecordId, useDiaryChanges } from "../../shared/offline/diary-log";
import { formNow } from "../../shared/offline/stamp";
import { buttonClass } from "../../shared/ui/button-styles";
import { ConfirmRemove } from "./ConfirmRemove";
import type { OwnFoodDraft } from "./draft";
import { checkLabel, foodResultOf, formOf, removalOf, whileTyping, type LabelForm } from "./label";
import { LabelFields } from "./LabelFields";
import { Sheet } from "./Sheet";
import { removeButtonClass } from "./styles";

const formId = "diary-own-food-form";

export function OwnFoodDialog(props: {
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  initial?: OwnFoodDraft;
  onSaved?(food: FoodResultJson): void;
}) {
  const editing = props.initial?.editing;
  return (
    <Sheet
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={editing ? m.diary_own_title_edit() : m.diary_own_title_new()}
      testId="own-food-dialog"
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} onClick={() => props.onOpenChange(false)}>
            {m.diary_own_cancel()}
          </button>
          <button type="submit" form={formId} className={buttonClass("primary")}>
            {m.diary_own_save()}
          </button>
        </>
      }
    >
      {/* Mounted while open only: each opening starts from the draft again. */}
      {props.open && (
        <OwnFoodForm
          userId={props.userId}
          initial={props.initial}
          onSaved={(food) => {
            props.onOpenChange(false);
            props.onSaved?.(food);
          }}
        />
      )}
      {props.open && editing && (
        <div className="mt-6 border-t border-border pt-4">
          <RemoveFood userId={props.userId} food={editing} onRemoved={() => props.onOpenChange(false)} />
        </div>
      )}
    </Sheet>
  );
}

function OwnFoodForm(props: { userId: string; initial?: OwnFoodDraft; onSaved(food: FoodResultJson): void }) {
  const locale = useLocale();
  const diary = useDiaryChanges(props.userId);
  const [id] = useState(() => props.initial?.editing?.id ?? newRecordId());
  const [form, setForm] = useState<LabelForm>(() => formOf(props.initial, locale, m.diary_own_serving_default()));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const checked = checkLabel(form, id, whileTyping);
  const errors = checked.ok ? {} : checked.errors;
  const shown = (field: string) => (submitted || touched.has(field) ? errors[field] : undefined);

  return (
    <form
      id={formId}
      noValidate
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const result = checkLabel(form, id, formNow());
        if (!result.ok) {
          setSubmitted(true);
          // The first field with a message, once it shows (the event's currentTarget is gone by then).
          const form = e.currentTarget;
          requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
          return;
        }
        diary.record([result.change]);
        props.onSaved(foodResultOf(result.change));
      }}
    >
      <LabelFields
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        onBlur={(field) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)))}
        error={shown}
        locale={locale}
      />
      {submitted && !checked.ok && (
        <p className="text-sm font-medium text-danger" role="alert">
          {m.diary_own_check_fields()}
        </p>
      )}
    </form>
  );
}

/** Removes the food (a tombstone with the food's whole record, as the server takes every change). */
function RemoveFood(props: { userId: string; food: CustomFoodJson; onRemoved(): void }) {
  const diary = useDiaryChanges(props.userId);
  const f = props.food;
  return (
    <ConfirmRemove
      trigger={m.diary_own_remove()}
      triggerClassName={removeButtonClass}
      title={m.diary_own_remove_title()}
      text={m.diary_own_remove_text()}
      onConfirm={() => {
        diary.record([removalOf(f)]);
        props.onRemoved();
      }}
    />
  );
}
