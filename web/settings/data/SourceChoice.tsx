import { importSources, type ImportSource } from "../../../core/imports/types";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../../shared/ui/cn";

/** Each kind of file: its name, and one line on how the other app makes it. */
export const sourceTexts: Record<ImportSource, { label: () => string; how: () => string }> = {
  strong: { label: m.data_source_strong, how: m.data_source_strong_how },
  hevy: { label: m.data_source_hevy, how: m.data_source_hevy_how },
  // The ZIP brings the routines too.
  forma: { label: m.data_source_forma, how: () => `${m.data_source_forma_how()} ${m.data_routines_source_how()}` },
  // The ZIP brings the diary's own foods, recipes and favourites too: worth choosing over the CSV.
  diary: { label: m.data_source_diary, how: () => `${m.data_source_diary_how()} ${m.data_lists_source_how()}` },
  weight: { label: m.data_source_weight, how: m.data_source_weight_how },
};

/** What the file is from, as radio cards: arrow keys move between them. */
export function SourceChoice({ value, onChange, disabled }: { value: ImportSource | null; onChange: (s: ImportSource) => void; disabled?: boolean }) {
  return (
    <fieldset className="grid gap-2" disabled={disabled} data-testid="import-source">
      <legend className="mb-1.5 font-semibold">{m.data_import_what()}</legend>
      <div className="grid gap-2">
        {importSources.map((s) => {
          const checked = value === s;
          return (
            <label
              key={s}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                checked ? "border-accent bg-accent/10" : "border-border bg-surface hover:border-accent/60",
              )}
            >
              <input
                type="radio"
                name="import-source"
                value={s}
                checked={checked}
                onChange={() => onChange(s)}
                className="mt-1 size-4 shrink-0 accent-[var(--accent)]"
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium">{sourceTexts[s].label()}</span>
                <span className="text-sm text-muted">{sourceTexts[s].how()}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
