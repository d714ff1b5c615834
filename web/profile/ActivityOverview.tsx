import { useQuery } from "@tanstack/react-query";
import { Dumbbell, Flame, MessageCircle, Salad } from "lucide-react";
import { formatNumber } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";
import { overviewQuery } from "../shared/queries/profile";

/** Workouts, coach messages, nutrition plans and the day streak, as four tiles. */
export function ActivityOverview({ userId }: { userId: string }) {
  const { data, isError } = useQuery(overviewQuery(userId));
  const tiles = [
    { icon: Dumbbell, label: m.overview_workouts(), value: data?.workouts },
    { icon: MessageCircle, label: m.overview_messages(), value: data?.messages },
    { icon: Salad, label: m.overview_nutrition(), value: data?.nutrition },
    { icon: Flame, label: m.overview_streak(), value: data?.streak },
  ];
  return (
    <section aria-labelledby="overview-title" className="grid min-w-0 gap-3">
      <h2 id="overview-title" className="text-lg font-semibold">
        {m.overview_title()}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={data === undefined && !isError}>
        {tiles.map(({ icon: Icon, label, value }) => (
          <li
            key={label}
            className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 rounded-2xl border border-border bg-surface p-4 break-words"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent md:row-span-2">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="text-2xl font-bold tabular-nums">
              {value === undefined ? (
                <span className="inline-block h-7 w-8 animate-pulse rounded bg-surface-2 align-middle" />
              ) : (
                formatNumber(value)
              )}
            </span>
            <span className="col-span-2 text-sm leading-snug text-muted md:col-span-1 md:col-start-2">{label}</span>
          </li>
        ))}
      </ul>
      {isError && <p className="text-sm text-danger">{m.overview_failed()}</p>}
    </section>
  );
}
