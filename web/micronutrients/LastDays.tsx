import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { Locale } from "../../core/locale";
import type { MicronutrientKind } from "../../core/micronutrients/nutrients";
import type { LifeStage } from "../../core/safety/health-context";
import * as m from "../../i18n/paraglide/messages.js";
import { formatDate, formatNumber } from "../shared/i18n/format";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";
import { QueryState } from "../shared/ui/QueryState";
import { averageQuery } from "./api";
import { NutrientBars } from "./NutrientBars";

const shortDate = (date: string) => formatDate(date, { day: "numeric", month: "short" });
const dateRange = (from: string, to: string) => (from === to ? shortDate(from) : `${shortDate(from)} – ${shortDate(to)}`);

/** The last 7 logged days of the diary (each opens in the "Day" tab) and their average. */
export function LastDays(props: {
  userId: string;
  stage: LifeStage;
  kind: MicronutrientKind;
  locale: Locale;
  today: string;
  onOpen: (date: string) => void;
}) {
  const href = useScreenHref();
  const query = useQuery(averageQuery(props.userId, props.stage, props.today));
  return (
    <QueryState
      query={query}
      loadingLabel={m.micro_loading()}
      failedText={m.micro_average_failed()}
      retryLabel={m.micro_retry()}
      skeletonClassName="h-64 rounded-2xl"
    >
      {({ days, average }) =>
        average === null ? (
          <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border p-6 text-center">
            <p className="text-muted">{m.micro_average_empty()}</p>
            <Link to={href("/diary")} className={buttonClass("secondary", "sm")}>
              {m.micro_open_diary()}
            </Link>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <section aria-labelledby="micro-days-title" className="grid content-start gap-3">
              <h2 id="micro-days-title" className="text-lg font-semibold">
                {m.micro_days_title()}
              </h2>
              <ul className="grid gap-2" data-testid="logged-days">
                {days.map((day) => {
                  const date = formatDate(day.date, { weekday: "short", day: "numeric", month: "long" });
                  return (
                    <li
                      key={day.date}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-3"
                      data-day={day.date}
                    >
                      <span className="grid">
                        <span className="font-medium first-letter:uppercase">{date}</span>
                        <span className="text-sm text-muted tabular-nums">
                          {m.micro_day_total({ count: formatNumber(day.foods), kcal: formatNumber(day.kcal) })}
                        </span>
                      </span>
                      <button
                        type="button"
                        className={buttonClass("secondary", "sm")}
                        onClick={() => props.onOpen(day.date)}
                        aria-label={m.micro_show_day_label({ date })}
                      >
                        {m.micro_show_day()}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
            <section
              aria-labelledby="micro-average-title"
              className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
            >
              <header className="grid gap-1">
                <h2 id="micro-average-title" className="text-lg font-semibold">
                  {m.micro_average_title()}
                </h2>
                <p className="text-sm text-muted">
                  {m.micro_average_range({ count: formatNumber(days.length), dates: dateRange(average.from, average.to) })}
                  {" · "}
                  {m.micro_kcal({ kcal: formatNumber(average.kcal) })}
                </p>
              </header>
              <NutrientBars
                results={average.nutrients.filter((n) => n.kind === props.kind)}
                locale={props.locale}
                label={m.micro_average_title()}
              />
            </section>
          </div>
        )
      }
    </QueryState>
  );
}
