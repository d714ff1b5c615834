import { Flag } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { overlayClass, panelClass } from "./dialog-styles";
import { notify } from "../shared/ui/toast";
import { sessionChange } from "./changes";
import { useLogger } from "./logger-context";
import { stopRest } from "./rest-timer";
import { forgetRows, openRowCounts } from "./row-store";

type Asking = null | "nothing" | { open: number };

/** Finish (asked first when rows are still to do; at least one set must be done) or discard the workout. */
export function FinishActions({ onFinished }: { onFinished: (sessionId: string) => void }) {
  const { session, record } = useLogger();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => {
    forgetRows();
    stopRest();
  };
  const finish = () => {
    const now = Date.now();
    record([sessionChange(session, { status: "finished", finishedAt: now }, now)]);
    close();
    notify.success(m.workout_finished());
    onFinished(session.id);
  };
  const tryFinish = () => {
    const open = [...openRowCounts.values()].reduce((sum, c) => sum + c.rows, 0);
    if (!session.sets.length) setAsking("nothing");
    else if (open) setAsking({ open });
    else finish();
  };
  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-center">
      <button type="button" className={buttonClass("primary", "lg")} onClick={tryFinish}>
        <Flag aria-hidden="true" className="size-5" />
        {m.workout_finish()}
      </button>
      <ConfirmDialog
        trigger={m.workout_discard()}
        triggerClassName={buttonClass("ghost", "md", "text-danger")}
        title={m.workout_discard_title()}
        text={m.workout_discard_text()}
        cancelLabel={m.plans_cancel()}
        confirmLabel={m.workout_discard()}
        pending={false}
        onConfirm={(done) => {
          record([sessionChange(session, { deleted: true })]);
          close();
          notify.message(m.workout_discarded());
          done();
        }}
      />
      <AlertDialog.Root open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={overlayClass} />
          <AlertDialog.Content className={panelClass}>
            <AlertDialog.Title className="text-xl font-semibold">
              {asking === "nothing" ? m.workout_finish_nothing_title() : m.workout_finish_title()}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted">
              {asking === "nothing" ? m.workout_finish_nothing_text() : m.workout_finish_open_text({ count: String(asking?.open ?? 0) })}
            </AlertDialog.Description>
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={buttonClass(asking === "nothing" ? "primary" : "secondary")}>
                {asking === "nothing" ? m.workout_finish_ok() : m.workout_keep_logging()}
              </AlertDialog.Cancel>
              {asking !== "nothing" && (
                <AlertDialog.Action className={buttonClass("primary")} onClick={finish}>
                  {m.workout_finish()}
                </AlertDialog.Action>
              )}
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
