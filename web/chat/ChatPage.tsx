import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bot, SendHorizontal, Trash2 } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { entitlements } from "../../core/billing/entitlements";
import { isFrameMember } from "../app/prerender/member-frame";
import { CHAT_MAX_LENGTH, type ChatMessageJson, type ChatStateJson } from "../../core/chat/limits";
import { ApiFailure } from "../shared/api/client";
import { toastFailure } from "../shared/api/toast-failure";
import { formatDate, formatNumber } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { profileKeys, useProfile } from "../profile/api";
import { buttonClass } from "../shared/ui/button-styles";
import { chipClass } from "../shared/ui/chip-styles";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { LoadingSkeleton, QueryState } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { notify } from "../shared/ui/toast";
import { chatQuery, clearChat, sendMessage } from "./api";

const loadMarkdown = () => import("./Markdown");
const Markdown = lazy(loadMarkdown);

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
  // The answers' formatting code loads with the history, not a network round after it (and the
  // first answer is formatted as it streams in).
  useEffect(() => void loadMarkdown(), []);
  if (!user) return null;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.chat_title()} lead={m.chat_lead()} />
      <QueryState
        // A prerendered frame's stand-in member has no name for the welcome yet: wait for the real one.
        query={isFrameMember(user) ? { ...query, data: undefined } : query}
        loadingLabel={m.chat_loading()}
        failedText={m.chat_load_failed()}
        retryLabel={m.workout_retry()}
        skeletonClassName="h-96 rounded-2xl"
      >
        {(state) => (
          // The history's answers are Markdown: the skeleton stays until its code is here, so they
          // appear formatted, rather than as plain text that then reflows (a layout shift).
          <Suspense fallback={<LoadingSkeleton label={m.chat_loading()} className="h-96 rounded-2xl" />}>
            <Conversation userId={user.id} firstName={user.firstName} state={state} />
          </Suspense>
        )}
      </QueryState>
    </section>
  );
}

/** A message; an answer still streaming in shows as plain text until the Markdown code is here. */
function Bubble({ message, streaming = false }: { message: Pick<ChatMessageJson, "role" | "content">; streaming?: boolean }) {
  const mine = message.role === "user";
  return (
    <li className={mine ? "flex justify-end" : "flex justify-start"}>
      <div
        className={
          mine
            ? "max-w-[85%] rounded-2xl rounded-br-md bg-accent px-4 py-2.5 text-accent-fg"
            : "max-w-[92%] rounded-2xl rounded-bl-md border border-border bg-surface px-4 py-2.5"
        }
      >
        <span className="sr-only">{mine ? m.chat_you() : m.chat_coach()}: </span>
        {mine ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : streaming ? (
          <Suspense fallback={<p className="whitespace-pre-wrap">{message.content}</p>}>
            <Markdown text={message.content} />
          </Suspense>
        ) : (
          <Markdown text={message.content} />
        )}
      </div>
    </li>
  );
}

function Conversation({ userId, firstName, state }: { userId: string; firstName: string; state: ChatStateJson }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState("");
  // The question and the answer so far, shown while it streams in.
  const [streaming, setStreaming] = useState<{ question: string; answer: string } | null>(null);
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  // The log scrolls to its newest line by itself; scrolling the page instead would push the
  // message box below the fold, under the phone's bottom bar.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [state.messages.length, streaming?.answer]);
  const limitReached = state.remaining <= 0;
  // The first day of next month in UTC, as a calendar day (so no time zone moves it).
  const resets = formatDate(new Date(state.resetsAt).toISOString().slice(0, 10), { dateStyle: "long" });

  const ask = useMutation({
    mutationFn: (content: string) => sendMessage(content, (soFar) => setStreaming({ question: content, answer: soFar })),
    onMutate: (content) => {
      setDraft("");
      setStreaming({ question: content, answer: "" });
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
      void queryClient.invalidateQueries({ queryKey: profileKeys.overview(userId) });
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
    if (content && !streaming && !ask.isPending) ask.mutate(content);
  };
  const clear = useMutation({
    mutationFn: clearChat,
    onSuccess: () => {
      queryClient.setQueryData<ChatStateJson>(chatQuery(userId).queryKey, (s) => (s ? { ...s, messages: [] } : s));
      notify.message(m.chat_cleared());
    },
    onError: (err) => toastFailure(err, m.chat_send_failed()),
  });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" data-testid="chat-remaining">
          {m.chat_remaining({ left: formatNumber(Math.max(0, state.remaining)), limit: formatNumber(state.limit), date: resets })}
        </p>
        {state.messages.length > 0 && (
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
      {/* The scrolling log is focusable, so it scrolls from the keyboard too (axe: scrollable-region-focusable). */}
      <div
        role="log"
        aria-live="polite"
        aria-label={m.chat_title()}
        tabIndex={0}
        ref={log}
        className="grid max-h-[60dvh] min-h-72 content-start overflow-y-auto rounded-2xl border border-border bg-surface-2/50 p-3 focus-visible:outline-2 sm:p-4"
      >
        <ul className="grid gap-3" data-testid="chat-log">
          <li className="flex items-start gap-2">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
              <Bot aria-hidden="true" className="size-5" />
            </span>
            <p className="max-w-[92%] rounded-2xl rounded-tl-md border border-border bg-surface px-4 py-2.5">
              {m.chat_welcome({ name: firstName })}
            </p>
          </li>
          {state.messages.map((msg) => (
            <Bubble key={msg.id} message={msg} />
          ))}
          {streaming && <Bubble message={{ role: "user", content: streaming.question }} />}
          {streaming &&
            (streaming.answer ? <Bubble message={{ role: "assistant", content: streaming.answer }} streaming /> : <Typing />)}
        </ul>
      </div>
      {state.messages.length === 0 && !streaming && !limitReached && (
        <div className="grid gap-2">
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
      {limitReached ? (
        <div role="status" className="grid gap-1 rounded-2xl border border-warning/60 bg-warning/10 p-4" data-testid="chat-limit">
          <p className="font-semibold">{m.chat_limit_title()}</p>
          <p>{m.chat_monthly_limit({ date: resets })}</p>
        </div>
      ) : (
        <form
          className="grid gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            send(draft);
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
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  send(draft);
                }
              }}
              className="min-h-12 w-full resize-none rounded-xl border border-border bg-surface px-3 py-2.5 text-base focus-visible:outline-2"
            />
            <button
              type="submit"
              className={buttonClass("primary", "icon")}
              disabled={!draft.trim() || !!streaming}
              aria-label={m.chat_send()}
            >
              <SendHorizontal aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p id="chat-hint" className="text-xs text-muted">
            {m.chat_enter_hint()} · {draft.length}/{CHAT_MAX_LENGTH}
          </p>
        </form>
      )}
    </div>
  );
}

function Typing() {
  return (
    <li className="flex justify-start" data-testid="typing">
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
    </li>
  );
}
