import { useQuery } from "@tanstack/react-query";
import { ListChecks, Plus } from "lucide-react";
import { useRef } from "react";
import type { RoutineJson } from "../../../core/api/routines";
import * as m from "../../../i18n/paraglide/messages.js";
import { routinesQuery } from "../../shared/queries/routines";
import { buttonClass } from "../../shared/ui/button-styles";
import { LoadFailed } from "../../shared/ui/QueryState";
import { HistoryLink, textLinkClass } from "../history/links";
import { RoutineCard } from "./RoutineCard";
import { useEditorOpening } from "./editor-opening";
import { RoutineEditor } from "./RoutineEditor";

/**
 * The member's routines on the start screen, each started in one tap, and a new one made here
 * (decision 0071). The list is kept on the device, so a routine starts offline once it has loaded.
 */
export function RoutineList(props: { userId: string; starting: boolean; onStart: (routine: RoutineJson) => void }) {
  const query = useQuery(routinesQuery(props.userId));
  const routines = query.data?.routines;
  const failed = routines === undefined && (query.isError || query.fetchStatus === "paused");
  const heading = useRef<HTMLHeadingElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const editor = useEditorOpening();
  return (
    <section aria-labelledby="routines-title" className="grid gap-3" data-testid="routines">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          id="routines-title"
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold outline-none"
        >
          <ListChecks aria-hidden="true" className="size-5 text-accent" />
          {m.routines_title()}
        </h2>
        <button
          ref={newButton}
          type="button"
          aria-haspopup="dialog"
          className={buttonClass("secondary", "sm")}
          onClick={editor.show}
        >
          <Plus aria-hidden="true" className="size-4" />
          {m.routines_new()}
        </button>
      </div>
      {routines === undefined ? (
        failed ? (
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
                // A card that left the list took its buttons with it: the focus goes to the list's heading.
                onGone={() => heading.current?.focus()}
              />
            </li>
          ))}
        </ul>
      )}
      <RoutineEditor
        key={editor.key}
        userId={props.userId}
        routine={null}
        open={editor.open}
        onOpenChange={editor.setOpen}
        returnFocus={() => newButton.current?.focus()}
      />
    </section>
  );
}
