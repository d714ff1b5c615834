import { Accordion, ToggleGroup } from "radix-ui";
import { useState } from "react";
import { gradeScale, supplements } from "../../content/supplements/supplements";
import type { EvidenceGrade } from "../../content/supplements/types";
import { SearchField } from "../shared/forms/SearchField";
import { SourceList } from "../shared/reading/SourceList";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { chipClass } from "../shared/ui/chip-styles";
import { cn } from "../shared/ui/cn";
import { foldForSearch } from "../shared/ui/search-text";
import { ScreenHeader } from "../shared/ui/ScreenHeader";

const grades: EvidenceGrade[] = ["A", "B", "C", "D"];
const gradeStyle: Record<EvidenceGrade, string> = {
  A: "bg-accent text-accent-fg",
  B: "bg-accent/25 text-text",
  C: "bg-warning/25 text-text",
  D: "bg-danger/25 text-text",
};

export function GradeBadge({ grade }: { grade: EvidenceGrade }) {
  return (
    <span
      className={cn("inline-grid size-8 shrink-0 place-items-center rounded-lg text-sm font-bold", gradeStyle[grade])}
      title={m.supp_grade({ grade })}
    >
      <span aria-hidden="true">{grade}</span>
      <span className="sr-only">{m.supp_grade({ grade })}</span>
    </span>
  );
}

/** Supplements by evidence grade, searchable, each opening to dose, timing, cautions and sources. */
export default function SupplementsPage() {
  const locale = useLocale();
  const [shownGrades, setShownGrades] = useState<string[]>(grades);
  const [query, setQuery] = useState("");
  const q = foldForSearch(query.trim());
  const list = supplements
    .filter((s) => shownGrades.includes(s.grade))
    .filter((s) => !q || foldForSearch(`${s.name.en} ${s.name.ru}`).includes(q))
    .sort((a, b) => a.grade.localeCompare(b.grade));
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.supp_title()} lead={m.supp_lead()} />
      <section aria-labelledby="grades" className="grid gap-3">
        <h2 id="grades" className="sr-only">
          {m.supp_grades()}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {grades.map((g) => (
            <li key={g} className="flex gap-3 rounded-2xl border border-border bg-surface p-3 text-sm leading-relaxed">
              <GradeBadge grade={g} />
              <span>{gradeScale[g][locale]}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
        <SearchField id="supp-search" label={m.supp_search()} value={query} onChange={setQuery} placeholder={m.supp_search()} />
        <ToggleGroup.Root
          type="multiple"
          value={shownGrades}
          onValueChange={setShownGrades}
          aria-label={m.supp_filter()}
          className="flex gap-2"
        >
          {grades.map((g) => (
            <ToggleGroup.Item key={g} value={g} className={chipClass} aria-label={m.supp_grade({ grade: g })}>
              {g}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <p className="text-sm text-muted" aria-live="polite" data-testid="supp-count">
        {m.supp_count({ count: String(list.length) })}
      </p>
      {list.length ? (
        <Accordion.Root type="multiple" className="grid gap-3">
          {list.map((s) => (
            <Accordion.Item
              key={s.slug}
              value={s.slug}
              className="rounded-2xl border border-border bg-surface"
              data-testid="supplement"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center gap-3 p-4 text-left">
                  <GradeBadge grade={s.grade} />
                  <span className="flex-1 font-semibold">{s.name[locale]}</span>
                  <span aria-hidden="true" className="text-muted transition-transform group-data-[state=open]:rotate-180">
                    ▾
                  </span>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="grid gap-4 border-t border-border p-4">
                <Fact title={m.supp_what()} text={s.what[locale]} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <Fact title={m.supp_dose()} text={s.dose[locale]} />
                  <Fact title={m.supp_timing()} text={s.timing[locale]} />
                  <Fact title={m.supp_avoid()} text={s.avoid[locale]} />
                  <Fact title={m.supp_interactions()} text={s.interactions[locale]} />
                </div>
                <div className="grid gap-1">
                  <h3 className="text-sm font-semibold text-muted">{m.supp_sources()}</h3>
                  <SourceList sources={s.sources} />
                </div>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted">{m.supp_none()}</p>
      )}
      <p className="text-sm text-muted">{m.supp_disclaimer()}</p>
    </section>
  );
}

function Fact({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold text-muted">{title}</h3>
      <p className="leading-relaxed">{text}</p>
    </div>
  );
}
