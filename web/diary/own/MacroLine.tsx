// One line of energy and macros ("Per 100 g: 400 kcal · Protein 10 g · …"), unknown shown as a dash.
import * as m from "../../../i18n/paraglide/messages.js";
import { gramsText, kcalText, type Macros } from "../format";

export function MacroLine({ title, macros, testId }: { title: string; macros: Macros; testId?: string }) {
  const parts = [
    [m.diary_n_protein(), macros.protein],
    [m.diary_n_fat(), macros.fat],
    [m.diary_n_carbs(), macros.carbs],
  ] as const;
  return (
    <div className="grid gap-1 rounded-xl bg-surface-2 px-3 py-2" data-testid={testId}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-muted">{title}</span>
        <span className="text-base font-bold tabular-nums">{macros.kcal === null ? "—" : kcalText(macros.kcal)}</span>
      </p>
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
        {parts.map(([name, grams]) => (
          <span key={name} className="tabular-nums">
            {name} <span className="font-semibold text-text">{grams === null ? "—" : gramsText(grams)}</span>
          </span>
        ))}
      </p>
    </div>
  );
}
