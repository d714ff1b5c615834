import { useQuery } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import type { RoutineJson } from "../../../core/api/routines";
import * as m from "../../../i18n/paraglide/messages.js";
import { routinesQuery } from "../../shared/queries/routines";
import { LoadFailed } from "../../shared/ui/QueryState";
import { HistoryLink, textLinkClass } from "../history/links";
import { RoutineCard } from "./RoutineCard";

/**
 * The member's routines on the start screen, each started in one tap (decision 0071). The list is
 * kept on the device, so a routine starts offline once it has loaded.
 */
export function RoutineList(props: { userId: string; starting: boolean; onStart: (routine: RoutineJson) => void }) {
  const query = useQuery(routinesQuery(props.userId));
  const routines = query.data?.routines;
  return (
    <section aria-labelledby="routines-title" className="grid gap-3" data-testid="routines">
      <h2 id="routines-title" className="flex items-center gap-2 text-lg font-semibold">
        <ListChecks aria-hidden="true" className="size-5 text-accent" />
        {m.routines_title()}
      </h2>
      {routines === undefined ? (
        query.isError ? (
          <LoadFailed text={m.routines_load_failed()} retryLabel={m.routines_retry()} onRetry={() => void query.refetch()} />
        ) : (
          <div role="status" aria-label={m.routines_loading()} className="h-20 animate-pulse rounded-2xl bg-surface-2" />
        )
      ) : routines.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted">
          {m.routines_empty()}{" "}
          <HistoryLink to="list" className={textLinkClass}>
            {m.routines_open_history()}
          </HistoryLink>
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {routines.map((routine) => (
            <li key={routine.id}>
              <RoutineCard
                userId={props.userId}
                routine={routine}
                starting={props.starting}
                onStart={() => props.onStart(routine)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
