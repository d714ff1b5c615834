import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Dumbbell } from "lucide-react";
import type { ExerciseHistoryJson } from "../../../core/api/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import { useLocale } from "../../shared/i18n/locale";
import { useScreenHref } from "../../shared/navigation/paths";
import { ownExerciseIdOf } from "../../../core/validation/own-exercises";
import { exerciseHistoryQuery } from "../../shared/queries/workout";
import { buttonClass } from "../../shared/ui/button-styles";
import { useUnits } from "../../shared/units/units";
import { isExerciseSlug, useOwnExercises } from "../exercise-names";
import { exerciseTraits, type ExerciseTraits } from "./exercise-traits";
import { OwnExerciseActions } from "./OwnExerciseActions";
import { BackTo, HistoryLink, textLinkClass } from "./links";
import { Loaded } from "./Loaded";
import { RecordsCard } from "./RecordsCard";
import { ExerciseSessions } from "./ExerciseSessions";
import { TrendCard } from "./TrendCard";

/** One exercise over time: its chart, its records and the sessions it was done in. */
export function ExerciseHistory({ userId, slug }: { userId: string; slug: string }) {
  const locale = useLocale();
  const href = useScreenHref();
  const { own } = useOwnExercises();
  const mine = own(slug);
  const isOwn = ownExerciseIdOf(slug) !== null;
  const known = isExerciseSlug(slug);
  const query = useQuery({
    ...exerciseHistoryQuery(userId, slug),
    enabled: known,
    retry: (n, err) => !(err instanceof ApiFailure && err.status < 500) && n < 2,
  });
  const traits = exerciseTraits(
    slug,
    locale,
    query.data?.sessions.flatMap((s) => s.sets),
    mine,
  );
  return (
    <div className="grid gap-6" data-testid="exercise-history">
      <BackTo to="list" label={m.history_back_to_list()} />
      {!known ? (
        <p className="rounded-2xl border border-border bg-surface p-5">{m.history_exercise_unknown()}</p>
      ) : (
        <>
          <header className="grid gap-2">
            <p className="text-sm font-medium text-muted">{m.history_title()}</p>
            <h2 className="text-2xl font-bold tracking-tight break-words">{traits.name}</h2>
            {/* A member's own exercise has no page in the library: it is renamed or removed here. */}
            {isOwn ? (
              mine && <OwnExerciseActions userId={userId} exercise={mine} />
            ) : (
              <Link to={href("/exercises/$slug")} params={{ slug }} className={`justify-self-start text-sm ${textLinkClass}`}>
                {m.history_exercise_about()}
              </Link>
            )}
          </header>
          <Loaded
            query={query}
            loadingLabel={m.history_exercise_loading()}
            failedText={m.history_exercise_failed()}
            offlineText={m.history_exercise_offline()}
            skeletonClassName="h-[32rem] rounded-2xl"
          >
            {(data) => (data.sessions.length === 0 ? <Empty /> : <Body data={data} traits={traits} />)}
          </Loaded>
        </>
      )}
    </div>
  );
}

function Body({ data, traits }: { data: ExerciseHistoryJson; traits: ExerciseTraits }) {
  const units = useUnits();
  return (
    <>
      <TrendCard sessions={data.sessions} traits={traits} units={units} />
      <RecordsCard records={data.records} units={units} loaded={traits.loaded} />
      <ExerciseSessions sessions={data.sessions} units={units} loaded={traits.loaded} />
    </>
  );
}

function Empty() {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border p-8 text-center">
      <Dumbbell aria-hidden="true" className="size-8 text-muted" />
      <h3 className="text-lg font-semibold">{m.history_exercise_empty()}</h3>
      <p className="text-muted">{m.history_exercise_empty_text()}</p>
      <HistoryLink to="logger" className={buttonClass("primary")}>
        {m.history_start()}
      </HistoryLink>
    </div>
  );
}
