import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import type { ImportNameJson, ImportPreviewJson } from "../../../core/api/transfers";
import { newOwnChoices } from "../../../core/validation/imports";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatNumber } from "../../shared/i18n/format";
import { useLocale } from "../../shared/i18n/locale";
import { exerciseBySlug } from "../../shared/queries/exercises";
import { ownExercisesQuery } from "../../shared/queries/own-exercises";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { setsText } from "./format";
import { LibrarySearch } from "./LibrarySearch";
import { importKind } from "../../../core/imports/types";
import { namesToMatch, unmatchedNames } from "./use-import";

type NewOwn = (typeof newOwnChoices)[number];
const newOwnLabels: Record<NewOwn, () => string> = { "new:reps": m.data_match_new_reps, "new:time": m.data_match_new_time };

/** An exercise's name in the reader's language; the member's own exercises by the name they gave. */
function useExerciseName(userId: string) {
  const locale = useLocale();
  const own = useQuery(ownExercisesQuery(userId)).data?.exercises;
  return (slug: string) =>
    exerciseBySlug.get(slug)?.name[locale] ?? own?.find((e) => e.slug === slug)?.name ?? (slug.startsWith("own-") ? m.data_match_own() : slug);
}

/**
 * The names of the file that nothing matched, each with its sets, the library's suggestions, a
 * search of the whole library and "create as my own exercise"; and the names matched already,
 * each of which can be changed.
 */
export function NameMatching(props: {
  userId: string;
  preview: ImportPreviewJson;
  matches: Record<string, string>;
  reopened: readonly string[];
  suggestions: Record<string, string[]>;
  onChoose: (name: string, choice: string) => void;
  onReopen: (name: string) => void;
}) {
  const [searching, setSearching] = useState<string | null>(null);
  const toMatch = namesToMatch(props.preview, props.matches, props.reopened);
  const matched = props.preview.names.filter((n) => !toMatch.includes(n));
  const left = unmatchedNames(props.preview, props.matches).length;
  // Only workouts name exercises.
  if (importKind(props.preview.source) !== "workouts") return null;
  return (
    <div className="grid gap-4">
      {toMatch.length > 0 && (
        <div className="grid gap-3" data-testid="import-matching">
          <div className="grid gap-1">
            <h3 className="font-semibold">{m.data_match_title()}</h3>
            <p className="text-sm text-muted">{m.data_match_lead()}</p>
            <p role="status" className={cn("text-sm font-medium", left > 0 ? "text-warning" : "text-accent")}>
              {left > 0 ? m.data_match_left({ count: formatNumber(left), all: formatNumber(toMatch.length) }) : m.data_match_all_done()}
            </p>
          </div>
          <ul className="grid gap-3">
            {toMatch.map((n, i) => (
              <li key={n.name}>
                <NameChoice
                  userId={props.userId}
                  name={n}
                  index={i}
                  chosen={props.matches[n.name] ?? n.exercise}
                  suggestions={props.suggestions[n.name] ?? n.suggestions}
                  onChoose={(choice) => props.onChoose(n.name, choice)}
                  onSearch={() => setSearching(n.name)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {matched.length > 0 && <MatchedNames userId={props.userId} names={matched} onReopen={props.onReopen} />}
      <LibrarySearch
        userId={props.userId}
        name={searching}
        onOpenChange={(open) => !open && setSearching(null)}
        onPick={(slug) => searching !== null && props.onChoose(searching, slug)}
      />
    </div>
  );
}

function NameChoice(props: {
  userId: string;
  name: ImportNameJson;
  index: number;
  chosen: string | null;
  suggestions: string[];
  onChoose: (choice: string) => void;
  onSearch: () => void;
}) {
  const nameOf = useExerciseName(props.userId);
  // The suggestions, then what was chosen or matched when it is none of them (a search's pick).
  const exercises = [...props.suggestions];
  if (props.chosen && !props.chosen.startsWith("new:") && !exercises.includes(props.chosen)) exercises.push(props.chosen);
  const options = [...exercises.map((slug) => ({ value: slug, label: nameOf(slug) })), ...newOwnChoices.map((c) => ({ value: c, label: newOwnLabels[c]() }))];
  const group = `import-name-${props.index}`;
  return (
    <fieldset className={cn("grid gap-2 rounded-xl border p-3", props.chosen ? "border-border" : "border-warning/70")} data-testid="import-name">
      <legend className="sr-only">{props.name.name}</legend>
      <div aria-hidden="true" className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="min-w-0 font-semibold break-words">{props.name.name}</span>
        {/* A name only a routine of the download uses has no sets. */}
        <span className="text-sm text-muted">{props.name.sets > 0 ? setsText(props.name.sets) : m.data_name_routines_only()}</span>
      </div>
      {exercises.length === 0 && <p className="text-sm text-muted">{m.data_match_no_suggestions()}</p>}
      <div className="grid gap-1">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={group}
              value={o.value}
              checked={props.chosen === o.value}
              onChange={() => props.onChoose(o.value)}
              className="size-4 shrink-0 accent-[var(--accent)]"
            />
            <span className="min-w-0">{o.label}</span>
          </label>
        ))}
      </div>
      <button type="button" className={buttonClass("ghost", "sm", "justify-self-start")} onClick={props.onSearch}>
        <Search size={16} aria-hidden="true" />
        {m.data_match_search()}
      </button>
    </fieldset>
  );
}

/** Names matched by the library or remembered from an earlier import, folded away; each can be changed. */
function MatchedNames({ userId, names, onReopen }: { userId: string; names: ImportNameJson[]; onReopen: (name: string) => void }) {
  const nameOf = useExerciseName(userId);
  return (
    <details className="group rounded-xl border border-border" data-testid="import-matched">
      <summary className="cursor-pointer rounded-xl px-3 py-2.5 text-sm font-medium hover:bg-surface-2">
        {m.data_matched_title({ count: formatNumber(names.length) })}
      </summary>
      <ul className="grid divide-y divide-border border-t border-border">
        {names.map((n) => (
          <li key={n.name} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{n.name}</span>
              <span className="text-muted">
                {m.data_matched_to({ exercise: n.exercise ? nameOf(n.exercise) : "" })}
                {n.how === "remembered" && ` · ${m.data_matched_remembered()}`}
              </span>
            </span>
            <button
              type="button"
              className={buttonClass("ghost", "sm")}
              aria-label={m.data_matched_change_named({ name: n.name })}
              onClick={() => onReopen(n.name)}
            >
              {m.data_matched_change()}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
