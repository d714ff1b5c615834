import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Info, Repeat, Sparkles, WandSparkles } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { PreviewJson, TransformStateJson } from "../../core/api/transform";
import { entitlements } from "../../core/billing/entitlements";
import { healthOfProfile } from "../../core/profile";
import type { DeficitBlock } from "../../core/safety/health-context";
import { projectWeight } from "../../core/transform/projection";
import {
  choiceRefusal,
  transformMonths,
  transformTypes,
  type TransformMonths,
  type TransformType,
} from "../../core/transform/rules";
import * as m from "../../i18n/paraglide/messages.js";
import { profileQuery, useProfile } from "../shared/queries/profile";
import { ApiFailure } from "../shared/api/client";
import { toastFailure } from "../shared/api/toast-failure";
import { FormAlert } from "../shared/forms/FormAlert";
import { formatDate, formatNumber, localIsoDate } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import { buttonClass } from "../shared/ui/button-styles";
import { QueryState } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { Segmented } from "../shared/ui/Segmented";
import { notify } from "../shared/ui/toast";
import { previewQuery, transformKeys, transformStateQuery, useRegenerate, useStartPreview } from "./api";
import { BeforeAfter } from "./BeforeAfter";
import { cutRefusalTexts, monthLabels, monthsLabel, typeHints, typeLabels } from "./labels";
import { PhotoPicker, type ChosenPhoto } from "./PhotoPicker";
import { PreviewHistory } from "./PreviewHistory";
import { HighBmiNote, ProjectionCard } from "./ProjectionCard";
import { WorkingCard } from "./WorkingCard";

/** The Time machine (the screen table shows the lock screen to members without Pro). */
export default function TransformPage() {
  useLocale();
  const { user } = useProfile();
  const query = useQuery({ ...transformStateQuery(user?.id ?? "-"), enabled: !!user && entitlements.transform(user.plan) });
  if (!user) return null;
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.nav_transform()} lead={m.transform_lead()} />
      <QueryState
        query={query}
        loadingLabel={m.transform_loading()}
        failedText={m.transform_load_failed()}
        retryLabel={m.workout_retry()}
        skeletonClassName="h-[32rem] rounded-2xl"
      >
        {(state) => <TimeMachine userId={user.id} state={state} />}
      </QueryState>
    </section>
  );
}

/** The reset date as a calendar day in UTC (the cron's day), in the reader's language. */
const resetDate = (state: TransformStateJson) => formatDate(new Date(state.allowance.resetsAt).toISOString().slice(0, 10));

/** The member's health context on their own today, from the cached profile: which choices are theirs. */
function useHealth(userId: string) {
  const profile = useQuery({ ...profileQuery(userId), enabled: false }).data;
  const health = useMemo(() => (profile ? healthOfProfile(profile, localIsoDate()) : null), [profile]);
  return {
    profile,
    /** Why a cut is not offered (under 18, underweight, pregnant or breastfeeding), or null. */
    cutBlock: health ? choiceRefusal("cut", health) : null,
    /** Adult BMI bands apply (not under 18). */
    adult: !health?.minor,
  };
}

function TimeMachine({ userId, state }: { userId: string; state: TransformStateJson }) {
  const queryClient = useQueryClient();
  const { profile, cutBlock, adult } = useHealth(userId);
  // Coming back, the member sees their latest preview (still being made, or its result).
  const [selectedId, setSelectedId] = useState<string | null>(() => state.previews[0]?.id ?? null);
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const [picked, setType] = useState<TransformType>(profile?.goal === "GAIN_MUSCLE" ? "bulk" : "cut");
  // A cut that is not offered is never sent, whatever was picked before the profile arrived.
  const type: TransformType = cutBlock && picked === "cut" ? "bulk" : picked;
  const [months, setMonths] = useState<TransformMonths>(3);
  const bulkProjection =
    type === "bulk" && adult && profile
      ? projectWeight({ type, months, weightKg: profile.weight, heightCm: profile.height })
      : null;
  const start = useStartPreview(userId);
  const left = state.allowance.left;
  const date = resetDate(state);

  const refused = (err: unknown) => {
    if (err instanceof ApiFailure && (err.code === "transform_limit_reached" || err.code === "transform_busy"))
      void queryClient.invalidateQueries({ queryKey: transformKeys.state(userId) });
    toastFailure(err, m.transform_send_failed());
  };

  const generate = () => {
    if (!chosen) return;
    start.mutate(
      { photo: chosen.photo, type, months },
      {
        onSuccess: (started) => {
          setSelectedId(started.preview.id);
          setChosen(null);
        },
        onError: refused,
      },
    );
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-muted" data-testid="transform-left">
          {m.transform_left({ left: formatNumber(left), total: formatNumber(state.allowance.total), date })}
        </p>
        {left <= 0 && (
          <FormAlert tone="info" testId="transform-none-left">
            <p>{m.transform_limit_reached_on({ date })}</p>
          </FormAlert>
        )}
      </div>

      {selectedId ? (
        <CurrentPreview
          userId={userId}
          id={selectedId}
          state={state}
          cutBlock={cutBlock}
          adult={adult}
          onSelect={setSelectedId}
          onNew={() => setSelectedId(null)}
          onRefused={refused}
        />
      ) : (
        <div className="grid gap-6 rounded-2xl border border-border bg-surface p-4 sm:p-6 md:grid-cols-2">
          <PhotoPicker chosen={chosen} onChosen={setChosen} disabled={start.isPending} />
          <div className="grid content-start gap-5">
            <Segmented
              name="transform-type"
              legend={m.transform_goal()}
              options={transformTypes.map((t) => ({
                value: t,
                disabled: t === "cut" && cutBlock !== null,
                label: (
                  <span className="grid py-1">
                    <span>{typeLabels[t]()}</span>
                    <span className="text-xs font-normal opacity-80">{typeHints[t]()}</span>
                  </span>
                ),
              }))}
              value={type}
              onChange={setType}
              columns="grid-cols-2"
              testId="transform-type"
            />
            {cutBlock && <CutRefused block={cutBlock} testId="transform-cut-refused" />}
            {bulkProjection && <HighBmiNote projection={bulkProjection} />}
            <Segmented
              name="transform-months"
              legend={m.transform_time_frame()}
              options={transformMonths.map((n) => ({ value: String(n) as `${TransformMonths}`, label: monthLabels[n]() }))}
              value={String(months) as `${TransformMonths}`}
              onChange={(v) => setMonths(Number(v) as TransformMonths)}
              testId="transform-months"
            />
            <button
              type="button"
              className={buttonClass("primary", "lg")}
              onClick={generate}
              disabled={!chosen || left <= 0 || start.isPending}
              aria-busy={start.isPending}
            >
              <WandSparkles aria-hidden="true" className="size-5" />
              {m.transform_generate()}
            </button>
          </div>
        </div>
      )}

      <PreviewHistory
        userId={userId}
        previews={state.previews}
        selectedId={selectedId}
        onOpen={setSelectedId}
        onDeleted={(id) => id === selectedId && setSelectedId(null)}
      />
    </div>
  );
}

/** Why a cut is not offered, beside the choice or the Regenerate button. */
function CutRefused({ block, testId }: { block: DeficitBlock; testId: string }) {
  return (
    <FormAlert tone="info" testId={testId}>
      <p>{cutRefusalTexts[block]()}</p>
    </FormAlert>
  );
}

function CurrentPreview(props: {
  userId: string;
  id: string;
  state: TransformStateJson;
  cutBlock: DeficitBlock | null;
  adult: boolean;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRefused: (err: unknown) => void;
}) {
  const { userId, id, state } = props;
  const queryClient = useQueryClient();
  const listed = state.previews.find((p) => p.id === id);
  const query = useQuery({ ...previewQuery(userId, id), initialData: listed });
  const preview = query.data;
  const regenerate = useRegenerate(userId);
  // When a preview this screen watched being made is ready, the list and the allowance follow.
  const watched = useRef<PreviewJson["status"] | null>(null);
  useEffect(() => {
    const status = preview?.status;
    if (watched.current === "processing" && status && status !== "processing") {
      void queryClient.invalidateQueries({ queryKey: transformKeys.state(userId) });
      if (status === "done") notify.success(m.transform_ready());
    }
    watched.current = status ?? null;
  }, [preview?.status, queryClient, userId]);

  if (!preview) return null;
  const again = () => regenerate.mutate(preview.id, { onSuccess: (s) => props.onSelect(s.preview.id), onError: props.onRefused });
  const title = `${typeLabels[preview.type]()}, ${monthsLabel(preview.months)}`;
  // An older cut is not made again for a member who may not diet now.
  const cutBlock = preview.type === "cut" ? props.cutBlock : null;
  const actions = (
    <>
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {preview.resultUrl && (
          <a
            className={buttonClass("secondary")}
            href={preview.resultUrl}
            download={`forma-${preview.type}-${preview.months}.jpg`}
            data-testid="transform-download"
          >
            <Download aria-hidden="true" className="size-5" />
            {m.transform_download()}
          </a>
        )}
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={again}
          disabled={state.allowance.left <= 0 || regenerate.isPending || cutBlock !== null}
          aria-busy={regenerate.isPending}
        >
          <Repeat aria-hidden="true" className="size-5" />
          {m.transform_regenerate()}
        </button>
        <button type="button" className={buttonClass("primary")} onClick={props.onNew}>
          <Sparkles aria-hidden="true" className="size-5" />
          {m.transform_generate_new()}
        </button>
      </div>
      {cutBlock && <CutRefused block={cutBlock} testId="transform-regenerate-refused" />}
    </>
  );

  return (
    <div className="grid gap-4" data-testid="transform-current">
      <h2 className="text-xl font-semibold">{title}</h2>
      {preview.status === "processing" && <WorkingCard startedAt={preview.createdAt} estimateMs={state.estimateMs} />}
      {preview.status === "failed" && (
        <>
          <FormAlert tone="error" testId="transform-failed">
            <p>{m.transform_failed()}</p>
          </FormAlert>
          {actions}
        </>
      )}
      {preview.status === "done" && preview.resultUrl && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-3">
            <BeforeAfter
              before={preview.originalUrl}
              after={preview.resultUrl}
              afterAlt={m.transform_result_alt({ type: typeLabels[preview.type](), months: monthsLabel(preview.months) })}
              width={preview.width}
              height={preview.height}
            />
            <p className="flex items-start gap-2 text-sm text-muted" data-testid="transform-engine">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {preview.engine === "embedded" ? m.transform_embedded_label() : m.transform_ai_label()}
            </p>
          </div>
          <div className="grid content-start gap-4">
            <ProjectionCard projection={preview.projection} adult={props.adult} />
            {actions}
          </div>
        </div>
      )}
    </div>
  );
}
