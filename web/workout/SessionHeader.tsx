import { Check, Hourglass, ListChecks, Pencil, Repeat, Weight, X } from "lucide-react";
import { useId, useState } from "react";
import { liftedMeasure } from "../../core/training/lifted";
import { logLimits } from "../../core/validation/workouts";
import { dayTypeLabels } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { durationText, formatNumber } from "../shared/i18n/format";
import type { SyncState } from "../shared/offline/workout-log";
import { buttonClass } from "../shared/ui/button-styles";
import { formatWeight } from "../shared/units/format";
import { sessionChange } from "./changes";
import { Elapsed } from "./Elapsed";
import { useLogger } from "./logger-context";
import { sessionStats } from "./history/session-stats";
import { SettingsMenu } from "./SettingsMenu";
import { SyncLine } from "../shared/offline/SyncLine";

/** The open workout's name (renamable), how long it has run, what is done, and what is saved where. */
export function SessionHeader({ sync }: { sync: SyncState }) {
  const { session, record, units } = useLogger();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState("");
  const fieldId = useId();
  const shownName = session.name ?? (session.dayType ? dayTypeLabels[session.dayType]() : m.workout_default_name());
  const stats = sessionStats(session);
  const measure = liftedMeasure(stats);
  const save = () => {
    const next = name.trim() || null;
    if (next !== session.name) record([sessionChange(session, { name: next })]);
    setEditing(false);
  };
  return (
    <header className="grid gap-2 rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        {editing ? (
          <form
            className="flex min-w-0 flex-1 items-center gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <label htmlFor={fieldId} className="sr-only">
              {m.workout_name_label()}
            </label>
            <input
              id={fieldId}
              autoFocus
              maxLength={logLimits.nameLength}
              value={name}
              placeholder={shownName}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === "Escape" && setEditing(false)}
              className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface-2 px-3 text-base font-semibold focus-visible:outline-2"
            />
            <button type="submit" className={buttonClass("primary", "icon", "size-10")} aria-label={m.workout_name_save()}>
              <Check aria-hidden="true" className="size-5" />
            </button>
            <button type="button" className={buttonClass("ghost", "icon", "size-10")} aria-label={m.plans_cancel()} onClick={() => setEditing(false)}>
              <X aria-hidden="true" className="size-5" />
            </button>
          </form>
        ) : (
          <div className="flex min-w-0 items-center gap-1">
            <h2 className="min-w-0 text-xl leading-tight font-semibold">{shownName}</h2>
            <button
              type="button"
              className={buttonClass("ghost", "icon", "size-9 text-muted")}
              aria-label={m.workout_rename()}
              onClick={() => {
                setName(session.name ?? "");
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        <SettingsMenu />
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <Elapsed since={session.startedAt} />
        <span className="inline-flex items-center gap-1.5">
          <ListChecks aria-hidden="true" className="size-4" />
          {m.workout_summary_sets({ count: formatNumber(stats.sets) })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          {measure === "reps" ? (
            <>
              <Repeat aria-hidden="true" className="size-4" />
              {m.workout_summary_reps({ count: formatNumber(stats.reps) })}
            </>
          ) : measure === "seconds" ? (
            <>
              <Hourglass aria-hidden="true" className="size-4" />
              {m.workout_summary_held({ time: durationText(stats.seconds * 1000) })}
            </>
          ) : (
            <>
              <Weight aria-hidden="true" className="size-4" />
              {m.workout_summary_volume({ volume: formatWeight(stats.volumeKg, units, 0) })}
            </>
          )}
        </span>
      </p>
      <SyncLine sync={sync} testId="sync-status" refusedText={(count) => m.workout_sync_refused({ count })} />
    </header>
  );
}
