import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DietAdjustmentJson, DietAdjustmentsJson } from "../../../core/api";
import * as m from "../../../i18n/paraglide/messages.js";
import { toastFailure } from "../../shared/api/toast-failure";
import { FormAlert } from "../../shared/forms/FormAlert";
import { formatDate, formatNumber } from "../../shared/i18n/format";
import { buttonClass } from "../../shared/ui/button-styles";
import { QueryState } from "../../shared/ui/QueryState";
import { notify } from "../../shared/ui/toast";
import { useUnits } from "../../shared/units/units";
import { applyProfile } from "../../shared/queries/plans";
import { adjustmentKeys } from "../../shared/queries/plans";
import { adjustmentsQuery, undoAdjustment } from "./adjustment-api";
import { healthBlockTexts, missingText, reasonText } from "./adjustment-text";
import { AdjustmentHistory } from "./AdjustmentHistory";
import { ExpenditureNote } from "./ExpenditureNote";

/** The weekly adjustment of the plan's calories: the latest change and why, Undo, and the history. */
export function AdjustmentCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(adjustmentsQuery(userId, queryClient));
  return (
    <section
      aria-labelledby="adjust-title"
      className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5"
      data-testid="adjustment-card"
    >
      <header className="grid gap-1">
        <h2 id="adjust-title" className="text-lg font-semibold">
          {m.adjust_title()}
        </h2>
        <p className="text-sm text-muted">{m.adjust_lead()}</p>
      </header>
      <QueryState
        query={query}
        loadingLabel={m.plans_loading()}
        failedText={m.adjust_load_failed()}
        retryLabel={m.adjust_retry()}
        skeletonClassName="h-24 rounded-xl"
      >
        {(view) => <AdjustmentView userId={userId} view={view} />}
      </QueryState>
    </section>
  );
}

function AdjustmentView({ userId, view }: { userId: string; view: DietAdjustmentsJson }) {
  const [latest, ...older] = view.history;
  const { days, needed } = view.data;
  const block = view.healthBlock;
  const paused = block === "eating-disorder" || block === "pregnancy" || block === "lactation";
  return (
    <>
      {block && (
        <FormAlert tone="info" testId="adjustment-health">
          <p>{healthBlockTexts[block]()}</p>
        </FormAlert>
      )}
      {latest ? <Latest userId={userId} adjustment={latest} /> : !paused && <p className="text-muted">{m.adjust_none_yet()}</p>}
      {!paused && days < needed && <MissingData days={days} needed={needed} />}
      {older.length > 0 && <AdjustmentHistory adjustments={older} />}
    </>
  );
}

function Latest({ userId, adjustment: a }: { userId: string; adjustment: DietAdjustmentJson }) {
  const queryClient = useQueryClient();
  const units = useUnits();
  const undo = useMutation({
    mutationFn: () => undoAdjustment(a.id),
    onSuccess: (profile) => {
      applyProfile(queryClient, userId, profile);
      void queryClient.invalidateQueries({ queryKey: adjustmentKeys.list(userId) });
      notify.success(m.adjust_undone({ kcal: formatNumber(profile.nutrition_plan?.targets.calories ?? a.fromKcal) }));
    },
    onError: (err) => {
      toastFailure(err, m.adjust_undo_failed());
      void queryClient.invalidateQueries({ queryKey: adjustmentKeys.list(userId) });
    },
  });
  const changed = a.toKcal !== a.fromKcal;
  return (
    <div className="grid gap-2 rounded-xl bg-surface-2 p-4" data-testid="adjustment-latest">
      <p className="text-sm text-muted">{m.adjust_week({ date: formatDate(a.week) })}</p>
      <p className="font-semibold tabular-nums">
        {m.adjust_calories({ from: formatNumber(a.fromKcal), to: formatNumber(a.toKcal) })}
      </p>
      <p data-testid="adjustment-reason">{reasonText(a, units)}</p>
      <ExpenditureNote adjustment={a} />
      {a.status === "undone" ? (
        <p className="text-sm font-medium text-muted" data-testid="adjustment-undone">
          {m.adjust_undone_badge()}
        </p>
      ) : (
        changed && (
          <button
            type="button"
            className={buttonClass("secondary", "sm", "justify-self-start")}
            disabled={undo.isPending}
            onClick={() => undo.mutate()}
          >
            {m.adjust_undo()}
          </button>
        )
      )}
    </div>
  );
}

function MissingData({ days, needed }: { days: number; needed: number }) {
  return (
    <FormAlert tone="info" testId="adjustment-missing">
      <p className="font-semibold">{missingText(needed - days)}</p>
      <p>{m.adjust_data({ days: String(days), needed: String(needed) })}</p>
    </FormAlert>
  );
}
