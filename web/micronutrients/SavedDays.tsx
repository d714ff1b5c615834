import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import type { SavedDayJson } from "../../core/api/micronutrients";
import type { Locale } from "../../core/locale";
import type { LifeStage } from "../../core/safety/health-context";
import type { MicronutrientKind } from "../../core/micronutrients/nutrients";
import * as m from "../../i18n/paraglide/messages.js";
import { toastFailure } from "../shared/api/toast-failure";
import { formatDate, formatNumber } from "../shared/i18n/format";
import { buttonClass } from "../shared/ui/button-styles";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { QueryState } from "../shared/ui/QueryState";
import { notify } from "../shared/ui/toast";
import { micronutrientKeys, micronutrientsApi, savedDaysQuery } from "./api";
import { rowFor, updateDraft } from "./day-draft";
import { NutrientBars } from "./NutrientBars";

/** The member's saved days (edit opens one in the day builder, delete asks first) and the average of the last 7. */
export function SavedDays(props: {
  userId: string;
  stage: LifeStage;
  kind: MicronutrientKind;
  locale: Locale;
  onOpen: () => void;
}) {
  const query = useQuery(savedDaysQuery(props.userId, props.stage));
  return (
    <QueryState
      query={query}
      loadingLabel={m.micro_loading()}
      failedText={m.micro_saved_load_failed()}
      retryLabel={m.micro_retry()}
      skeletonClassName="h-64 rounded-2xl"
    >
      {(saved) =>
        saved.days.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted">{m.micro_saved_empty()}</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <section aria-labelledby="micro-saved-title" className="grid content-start gap-3">
              <h2 id="micro-saved-title" className="text-lg font-semibold">
                {m.micro_saved_title()}
              </h2>
              <ul className="grid gap-2" data-testid="saved-days">
                {saved.days.map((day) => (
                  <SavedDayRow key={day.id} day={day} userId={props.userId} onOpen={props.onOpen} />
                ))}
              </ul>
            </section>
            {saved.average && (
              <section
                aria-labelledby="micro-average-title"
                className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5"
              >
                <header className="grid gap-1">
                  <h2 id="micro-average-title" className="text-lg font-semibold">
                    {m.micro_average_title()}
                  </h2>
                  <p className="text-sm text-muted">
                    {m.micro_average_range({
                      count: String(saved.average.days),
                      from: formatDate(saved.average.from, { dateStyle: "medium" }),
                      to: formatDate(saved.average.to, { dateStyle: "medium" }),
                    })}
                    {" · "}
                    {m.micro_kcal({ kcal: formatNumber(saved.average.kcal) })}
                  </p>
                </header>
                <NutrientBars
                  results={saved.average.nutrients.filter((n) => n.kind === props.kind)}
                  locale={props.locale}
                  label={m.micro_average_title()}
                />
              </section>
            )}
          </div>
        )
      }
    </QueryState>
  );
}

function SavedDayRow({ day, userId, onOpen }: { day: SavedDayJson; userId: string; onOpen: () => void }) {
  const queryClient = useQueryClient();
  const date = formatDate(day.date);
  const remove = useMutation({
    mutationFn: () => micronutrientsApi.remove(day.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...micronutrientKeys.all(userId), "days"] });
      updateDraft((d) => (d.editing === day.id ? { ...d, editing: null } : d));
      notify.success(m.micro_deleted());
    },
    onError: (err) => toastFailure(err, m.micro_delete_failed()),
  });
  const open = () => {
    updateDraft(() => ({
      date: day.date,
      editing: day.id,
      rows: day.items.map((i) => rowFor(i.food, i.grams)),
    }));
    onOpen();
  };
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-3"
      data-day={day.date}
    >
      <span className="grid">
        <span className="font-medium">{date}</span>
        <span className="text-sm text-muted tabular-nums">
          {m.micro_day_total({ count: String(day.items.length), kcal: formatNumber(day.kcal) })}
        </span>
      </span>
      <span className="flex gap-2">
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          onClick={open}
          aria-label={m.micro_open_day_label({ date })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {m.micro_open_day()}
        </button>
        <ConfirmDialog
          trigger={
            <>
              <Trash2 aria-hidden="true" className="size-4" />
              {m.micro_delete_day()}
            </>
          }
          triggerClassName={buttonClass("ghost", "sm")}
          triggerLabel={m.micro_delete_day_label({ date })}
          title={m.micro_delete_title()}
          text={m.micro_delete_text({ date })}
          cancelLabel={m.micro_cancel()}
          confirmLabel={m.micro_delete_day()}
          onConfirm={(close) => remove.mutate(undefined, { onSuccess: close })}
          pending={remove.isPending}
        />
      </span>
    </li>
  );
}
