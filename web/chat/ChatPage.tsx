import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Bot, SendHorizontal, Trash2 } from "lucide-react";
import { memo, startTransition, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { entitlements } from "../../core/billing/entitlements";
import { isAppLink, messageItem, type SpeakerLabels } from "../../markup/conversation-html";
import { CHAT_MAX_LENGTH, type ChatMessageJson, type ChatStateJson } from "../../core/chat/limits";
import { ApiFailure } from "../shared/api/client";
import { toastFailure } from "../shared/api/toast-failure";
import { formatDate, formatNumber } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { refreshOverview, useProfile } from "../shared/queries/profile";
import { healthMayHaveChanged } from "../shared/queries/plans";
import { useHydrated } from "../shared/ssr/rendered";
import { buttonClass } from "../shared/ui/button-styles";
import { chipClass } from "../shared/ui/chip-styles";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { LoadFailed } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { notify } from "../shared/ui/toast";
import { touchFirst } from "../shared/ui/touch-first";
import { useIsMobileDevice } from "../shared/navigation/use-shell-mode";
import { chatQuery, clearChat, sendMessage } from "./api";
import { StreamingItem } from "./StreamingItem";

const suggestions = [
  m.chat_suggest_today,
  m.chat_suggest_calories,
  m.chat_suggest_squat,
  m.chat_suggest_creatine,
  m.chat_suggest_sleep,
  m.chat_suggest_swap,
];

/** The AI coach (the screen table shows the lock screen to members without Pro). */
export default function ChatPage() {
  useLocale();
  const { user } = useProfile();
  const query = useQuery({ ...chatQuery(user?.id ?? "-"), enabled: !!user && entitlements.chat(user.plan) });
  if (!user) return null;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.chat_title()} lead={m.chat_lead()} />
      {/* A refresh that failed leaves the conversation (and anything typed) in place. */}
      {query.isError && !query.data ? (
        <LoadFailed text={m.chat_load_failed()} retryLabel={m.workout_retry()} onRetry={() => void query.refetch()} />
      ) : (
        <Conversation userId={user.id} state={query.data} />
      )}
    </section>
  );
}

type HistoryItem = { id: string; className: string; html: string };

/**
 * Each message's item, its Markdown rendered once: a new answer renders itself, not the whole
 * conversation again, work that grew with the conversation on each answer. Keyed by the message
 * itself, which the query cache keeps while it is unchanged.
 */
const rendered = new WeakMap<ChatMessageJson, { labels: SpeakerLabels; item: HistoryItem }>();
function historyItem(msg: ChatMessageJson, labels: SpeakerLabels): HistoryItem {
  const kept = rendered.get(msg);
  if (kept?.labels === labels) return kept.item;
  const item = { id: msg.id, ...messageItem(msg, labels) };
  rendered.set(msg, { labels, item });
  return item;
}

/** The history's items, left alone while the member types or an answer streams in. */
const HistoryItems = memo(function HistoryItems({ items }: { items: HistoryItem[] }) {
  return items.map((item) => <li key={item.id} className={item.className} dangerouslySetInnerHTML={{ __html: item.html }} />);
});

/**
 * The conversation. A Pro member's page arrives with the welcome and the history written in by
 * the worker, and its data in the query cache (decision 0037): those hydrate as they are. What the
 * page's HTML does not carry (the allowance line, whose date and numbers this browser formats, the
 * clear button, the suggestions, the limit notice) shows once hydrated, where it moves nothing:
 * in the log's free room or below the message box.
 */
function Conversation({ userId, state }: { userId: string; state: ChatStateJson | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const phoneHtml = useIsMobileDevice();
  const [draft, setDraft] = useState("");
  // The question and the answer so far, shown while it streams in.
  const [streaming, setStreaming] = useState<{ question: string; answer: string } | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const locale = useLocale();
  const labels: SpeakerLabels = useMemo(
    () => ({ you: m.chat_you({}, { locale }), coach: m.chat_coach({}, { locale }) }),
    [locale],
  );
  const history = useMemo(() => state?.messages.map((msg) => historyItem(msg, labels)), [state, labels]);
  // The log scrolls to its newest line by itself; scrolling the page instead would push the
  // message box below the fold, under the phone's bottom bar. A conversation not begun shows the
  // welcome from its first line: the log stacks from its end (flex-col-reverse), and on a phone
  // the suggestions under the welcome run past its height.
  // Not on every refetch of the conversation: a member reading older lines stays where they are.
  const loaded = !!state;
  const count = state?.messages.length ?? 0;
  const begun = count > 0 || !!streaming;
  useEffect(() => {
    if (!log.current) return;
    log.current.scrollTop = begun || !loaded ? log.current.scrollHeight : -log.current.scrollHeight;
    // The suggestions come with hydration (`hydrated`), under the welcome.
  }, [begun, loaded, hydrated, count, streaming?.answer]);

  const ask = useMutation({
    mutationFn: (content: string) => sendMessage(content, (soFar) => setStreaming({ question: content, answer: soFar })),
    onMutate: (content) => {
      setDraft("");
      // The question joins the log in the frame after the press: the press paints (the box
      // cleared, the button disabled) without waiting for the log to render and lay out.
      startTransition(() => setStreaming({ question: content, answer: "" }));
    },
    onSuccess: (answer, content) => {
      queryClient.setQueryData<ChatStateJson>(chatQuery(userId).queryKey, (s) =>
        s
          ? {
              ...s,
              remaining: s.remaining - 1,
              messages: [
                ...s.messages,
                { id: `local-${Date.now()}`, role: "user", content, createdAt: Date.now() },
                { id: `local-${Date.now()}-a`, role: "assistant", content: answer, createdAt: Date.now() },
              ],
            }
          : s,
      );
      refreshOverview(queryClient, userId);
      healthMayHaveChanged(queryClient, userId);
    },
    onError: (err, content) => {
      // The message comes back to the box, so nothing typed is lost.
      setDraft(content);
      if (err instanceof ApiFailure && err.code === "chat_monthly_limit")
        void queryClient.invalidateQueries({ queryKey: chatQuery(userId).queryKey });
      toastFailure(err, m.chat_send_failed());
    },
    onSettled: () => {
      setStreaming(null);
      input.current?.focus();
    },
  });
  const send = (text: string) => {
    const content = text.trim();
    // Not before the history is here: the answer is added to it.
    if (content && state && !streaming && !ask.isPending) ask.mutate(content);
  };
  const clear = useMutation({
    mutationFn: clearChat,
    onSuccess: () => {
      queryClient.setQueryData<ChatStateJson>(chatQuery(userId).queryKey, (s) => (s ? { ...s, messages: [] } : s));
      notify.message(m.chat_cleared());
    },
    onError: (err) => toastFailure(err, m.chat_send_failed()),
  });
  // The coach's links to the app's pages open here, through the router, like its own links (a
  // link's Enter is a click too).
  const followAppLink = (e: MouseEvent) => {
    const href = (e.target as Element).closest("a")?.getAttribute("href");
    if (!href || !isAppLink(href) || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };

  const shown = hydrated ? state : undefined;
  const limitReached = !!shown && shown.remaining <= 0;
  const streamed: Pick<ChatMessageJson, "role" | "content">[] = streaming
    ? [
        { role: "user", content: streaming.question },
        ...(streaming.answer ? [{ role: "assistant" as const, content: streaming.answer }] : []),
      ]
    : [];

  return (
    <div className="grid gap-4">
      {/* The scrolling log is focusable, so it scrolls from the keyboard too (axe: scrollable-region-focusable).
          Its height is fixed: what shows in it after hydration (the suggestions) moves nothing below.
          A column in reverse starts scrolled to its end, the newest message, before any script.
          It is a live region: it mounts anew with the loaded history (keys reach no HTML), so a
          screen reader reads what is added later, not the whole history as it arrives.
          No scroll anchor inside it: Chrome anchored the page to a line of the growing answer and
          scrolled the page back up as it grew, leaving the message box behind a phone's bottom bar. */}
      <div
        key={state ? "log" : "loading"}
        role="log"
        aria-live="polite"
        aria-label={m.chat_title()}
        tabIndex={0}
        ref={log}
        onClick={followAppLink}
        className="flex h-[calc(100dvh-25rem)] min-h-72 flex-col-reverse sm:h-[60dvh] overflow-y-auto [overflow-anchor:none] rounded-2xl border border-border bg-surface-2/50 p-3 focus-visible:outline-2 sm:p-4"
        data-testid="chat-log"
      >
        {/* mb-auto: a short conversation still starts at the top. */}
        <div className="mb-auto grid gap-3">
          <div className="flex items-start gap-2">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
              <Bot aria-hidden="true" className="size-5" />
            </span>
            <p data-chat-welcome="" className="max-w-[92%] rounded-2xl rounded-tl-md border border-border bg-surface px-4 py-2.5">
              {state ? (
                m.chat_welcome({ name: state.name })
              ) : (
                <span className="inline-block h-4 w-48 animate-pulse rounded bg-surface-2 align-middle" />
              )}
            </p>
          </div>
          {/* The worker writes the same items into a Pro member's page (markup/conversation-html.ts).
            One item per message, so a new answer adds its own and a screen reader reads just that. */}
          <ul data-chat-history="" data-inner-html="" className="grid gap-3 empty:hidden">
            {history ? (
              <HistoryItems items={history} />
            ) : (
              <>
                <li className="h-16 w-3/4 animate-pulse justify-self-end rounded-2xl bg-surface-2">
                  <span role="status" className="sr-only">
                    {m.chat_loading()}
                  </span>
                </li>
                <li aria-hidden="true" className="h-24 w-5/6 animate-pulse rounded-2xl bg-surface-2" />
              </>
            )}
          </ul>
          {streaming && (
            // Busy while it streams: the answer is read once, when it is complete and joins the history.
            <ul data-inner-html="" aria-busy="true" className="grid gap-3">
              {streamed.map((msg) => {
                const item = messageItem(msg, labels);
                return <StreamingItem key={msg.role} className={item.className} html={item.html} />;
              })}
            </ul>
          )}
          {streaming && !streaming.answer && <Typing />}
          {/* Not announced: the suggestions appear as the page hydrates. */}
          <div aria-live="off" className="empty:hidden">
            {shown && shown.messages.length === 0 && !streaming && !limitReached && (
              <div className="grid gap-2 pt-1">
                <p id="chips-label" className="text-sm font-medium">
                  {m.chat_suggestions()}
                </p>
                <ul className="flex flex-wrap gap-2" aria-labelledby="chips-label">
                  {suggestions.map((s) => (
                    <li key={s()}>
                      <button type="button" className={chipClass} onClick={() => send(s())}>
                        {s()}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </div>
      {limitReached ? (
        <div role="status" className="grid gap-1 rounded-2xl border border-warning/60 bg-warning/10 p-4" data-testid="chat-limit">
          <p className="font-semibold">{m.chat_limit_title()}</p>
          <p>{m.chat_monthly_limit({ date: resetDate(shown) })}</p>
          {/* With the input gone, what to do in an emergency stays in view. */}
          <p className="font-semibold" data-testid="chat-limit-emergency">
            {m.triage_limit_emergency()}
          </p>
        </div>
      ) : (
        <form
          className="grid gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            // The box's own text: a send held before hydration is replayed just after the text,
            // before React has rendered it into `draft`.
            send(input.current?.value ?? draft);
          }}
        >
          <label htmlFor="chat-input" className="sr-only">
            {m.chat_input_label()}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id="chat-input"
              ref={input}
              rows={2}
              maxLength={CHAT_MAX_LENGTH}
              value={draft}
              placeholder={m.chat_input_placeholder()}
              aria-describedby="chat-hint"
              // Read by the page before hydration (web/app/prerender/early-input.ts): only the
              // device the HTML was rendered for is known then, and a phone's Enter is a new line.
              data-enter-sends={phoneHtml ? undefined : ""}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                // On a touch screen's keyboard Enter is the only way to a new line: the button sends.
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing && !touchFirst()) {
                  e.preventDefault();
                  // The box's own text, as for a send: React may replay this press as it hydrates
                  // the box, before the text typed earlier is in `draft`.
                  send(e.currentTarget.value);
                }
              }}
              className="min-h-12 w-full resize-none rounded-xl border border-border bg-surface px-3 py-2.5 text-base focus-visible:outline-2"
            />
            <button
              type="submit"
              className={buttonClass("primary", "icon")}
              disabled={!draft.trim() || !state || !!streaming}
              aria-label={m.chat_send()}
            >
              <SendHorizontal aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p id="chat-hint" className="text-xs text-muted">
            <span className="pointer-coarse:hidden">{m.chat_enter_hint()} · </span>
            {draft.length}/{CHAT_MAX_LENGTH}
          </p>
        </form>
      )}
      {/* Below the box: shown once hydrated, it moves nothing the page has painted. */}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        {shown ? (
          <Allowance state={shown} />
        ) : (
          <div aria-hidden="true" className="h-5 w-64 max-w-full animate-pulse rounded-md bg-surface-2" />
        )}
        {shown && shown.messages.length > 0 && (
          <ConfirmDialog
            trigger={
              <>
                <Trash2 aria-hidden="true" className="size-4" />
                {m.chat_clear()}
              </>
            }
            triggerClassName={buttonClass("ghost", "sm")}
            title={m.chat_clear_title()}
            text={m.chat_clear_text()}
            cancelLabel={m.plans_cancel()}
            confirmLabel={m.chat_clear()}
            pending={clear.isPending}
            onConfirm={(close) => clear.mutate(undefined, { onSuccess: close })}
          />
        )}
      </div>
    </div>
  );
}

/** The first day of next month in UTC, as a calendar day (so no time zone moves it). */
const resetDate = (state: ChatStateJson) =>
  formatDate(new Date(state.resetsAt).toISOString().slice(0, 10), { dateStyle: "long" });

/** What is left of the month's messages, and when it renews. */
function Allowance({ state }: { state: ChatStateJson }) {
  return (
    <p className="text-sm text-muted" data-testid="chat-remaining">
      {m.chat_remaining({
        left: formatNumber(Math.max(0, state.remaining)),
        limit: formatNumber(state.limit),
        date: resetDate(state),
      })}
    </p>
  );
}

function Typing() {
  return (
    <div className="flex justify-start" data-testid="typing">
      <span
        role="status"
        aria-label={m.chat_typing()}
        className="inline-flex gap-1 rounded-2xl rounded-bl-md border border-border bg-surface px-4 py-3"
      >
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-muted"
            style={{ animationDelay: `${i * 150}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
