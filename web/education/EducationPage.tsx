import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, Circle, Clock } from "lucide-react";
import { course } from "../../content/education/index";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { progressQuery } from "../shared/queries/education";
import { ScreenHeader } from "../shared/ui/ScreenHeader";

/** The course: lessons in order, the member's progress, and where to carry on. */
export default function EducationPage() {
  const locale = useLocale();
  const href = useScreenHref();
  const lessonPath = href("/education/$slug");
  const { data } = useQuery(progressQuery);
  const done = new Set(data?.completed ?? []);
  const next = course.find((l) => !done.has(l.slug));
  const share = Math.round((done.size / course.length) * 100);
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.education_title()} lead={m.education_lead()} />
      <div className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
        <p className="font-medium" data-testid="education-progress">
          {m.education_progress({ done: String(done.size), total: String(course.length) })}
        </p>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={course.length}
          aria-valuenow={done.size}
          aria-label={m.education_progress({ done: String(done.size), total: String(course.length) })}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-accent transition-all" style={{ width: `${share}%` }} />
        </div>
        {next ? (
          <Link to={lessonPath} params={{ slug: next.slug }} className={buttonClass("primary", "md", "justify-self-start")}>
            {done.size ? m.education_continue({ order: String(next.order) }) : m.education_start()}
          </Link>
        ) : (
          <p className="font-semibold text-accent">{m.education_finished()}</p>
        )}
      </div>
      <ol className="grid gap-3">
        {course.map((l) => {
          const finished = done.has(l.slug);
          return (
            <li key={l.slug}>
              <Link
                to={lessonPath}
                params={{ slug: l.slug }}
                className={cn(
                  "flex gap-4 rounded-2xl border bg-surface p-4 transition-colors hover:border-accent",
                  finished ? "border-accent/50" : "border-border",
                )}
                data-testid="lesson-row"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-2 font-bold">{l.order}</span>
                {/* Long Russian words wrap inside the card rather than widen a 320 px page. */}
                <span className="grid min-w-0 flex-1 gap-1 wrap-anywhere">
                  <span className="font-semibold">{l.title[locale]}</span>
                  <span className="text-sm text-muted">{l.summary[locale]}</span>
                  <span className="inline-flex items-center gap-1 text-xs text-muted">
                    <Clock size={12} aria-hidden="true" />
                    {m.article_minutes({ minutes: String(l.minutes[locale]) })}
                  </span>
                </span>
                {finished ? (
                  <CheckCircle2 className="shrink-0 text-accent" aria-label={m.education_done()} />
                ) : (
                  <Circle className="shrink-0 text-border" aria-hidden="true" />
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
