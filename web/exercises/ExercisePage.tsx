import { useQuery } from "@tanstack/react-query";
import { CircleAlert, ShieldCheck } from "lucide-react";
import { exercises } from "../../content/exercises/index";
import { similarExercises } from "../../core/training/similar-exercises";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import type { SlugProps } from "../shared/navigation/screen-props";
import { BackLink, MissingPage } from "../shared/reading/BackLink";
import * as m from "../../i18n/paraglide/messages.js";
import { useDocumentTitleOverride } from "../shared/navigation/use-document-title";
import { BodyMap, type Highlight } from "./BodyMap";
import { doseText } from "../../i18n/labels/dose";
import { ExerciseCard } from "../shared/exercises/ExerciseCard";
import { exerciseBySlug, exerciseDetailsQuery } from "../shared/queries/exercises";
import { ForYourGoal } from "./ForYourGoal";
import { YourHistoryLink } from "./YourHistoryLink";
import { Demonstration } from "../shared/exercises/demo/Demonstration";
import { equipmentLabels, groupLabels, levelLabels, muscleLabels } from "../../i18n/labels/exercises";

export default function ExercisePage({ slug }: SlugProps) {
  const locale = useLocale();
  const href = useScreenHref();
  const exercise = exerciseBySlug.get(slug);
  const details = useQuery({ ...exerciseDetailsQuery(slug), enabled: !!exercise });
  useDocumentTitleOverride(exercise?.name[locale]);
  const back = href("/exercises");

  if (!exercise) {
    return <MissingPage message={m.exercise_not_found()} to={back} label={m.exercise_back_to_list()} />;
  }

  const e = exercise;
  const d = details.data;
  const highlight: Highlight = Object.fromEntries([
    ...e.secondary.map((mu) => [mu, "secondary"]),
    ...e.primary.map((mu) => [mu, "primary"]),
  ]);

  return (
    <article className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10" data-testid="exercise-page">
      <div className="flex min-h-5 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <BackLink to={back} label={m.exercise_back_to_list()} />
        <YourHistoryLink slug={e.slug} />
      </div>
      <header className="grid gap-3">
        <p className="text-sm font-medium text-muted">
          {groupLabels[e.group]()} · {levelLabels[e.level]()} ·{" "}
          {e.mechanics === "compound" ? m.mechanics_compound() : m.mechanics_isolation()}
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{e.name[locale]}</h1>
        {d && <p className="max-w-3xl text-lg text-muted">{d.summary[locale]}</p>}
      </header>

      <Demonstration exercise={e} className="w-full max-w-md" />

      <div className="grid items-start gap-6 md:grid-cols-[1fr_auto]">
        <dl className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-2">
          <Fact term={m.exercise_primary()} value={e.primary.map((mu) => muscleLabels[mu]()).join(", ")} />
          {e.secondary.length > 0 && (
            <Fact term={m.exercise_secondary()} value={e.secondary.map((mu) => muscleLabels[mu]()).join(", ")} />
          )}
          <Fact term={m.exercise_equipment()} value={e.equipment.map((q) => equipmentLabels[q]()).join(", ")} />
          <Fact
            term={m.exercise_defaults()}
            value={`${doseText(e.defaults)} · ${m.plans_rest({ seconds: String(e.defaults.restSeconds) })}`}
          />
          <ForYourGoal exercise={e} />
        </dl>
        <BodyMap highlight={highlight} className="rounded-2xl border border-border bg-surface p-3" />
      </div>

      {details.isPending ? (
        <p role="status" className="text-muted">
          {m.exercise_loading()}
        </p>
      ) : d ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="steps" className="grid content-start gap-3">
            <h2 id="steps" className="text-xl font-bold">
              {m.exercise_steps()}
            </h2>
            <ol className="grid gap-3">
              {d.steps[locale].map((step, i) => (
                <li key={i} className="flex gap-3">
                  <span
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-fg"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-0.5 leading-relaxed">{step}</span>
                </li>
              ))}
            </ol>
          </section>
          <div className="grid content-start gap-6">
            <section aria-labelledby="mistakes" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
              <h2 id="mistakes" className="flex items-center gap-2 text-lg font-bold">
                <CircleAlert size={20} aria-hidden="true" className="text-warning" />
                {m.exercise_mistakes()}
              </h2>
              <ul className="grid list-disc gap-2 pl-5 leading-relaxed">
                {d.mistakes[locale].map((x, i) => (
                  <li key={i}>{x}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="safety" className="grid gap-2 rounded-2xl border border-border bg-surface p-5">
              <h2 id="safety" className="flex items-center gap-2 text-lg font-bold">
                <ShieldCheck size={20} aria-hidden="true" className="text-accent" />
                {m.exercise_safety()}
              </h2>
              <p className="leading-relaxed">{d.safety[locale]}</p>
            </section>
          </div>
        </div>
      ) : null}

      <section aria-labelledby="similar" className="grid gap-3">
        <h2 id="similar" className="text-xl font-bold">
          {m.exercise_similar()}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {similarExercises(e, exercises).map((o) => (
            <ExerciseCard key={o.slug} exercise={o} locale={locale} />
          ))}
        </ul>
      </section>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
