import { useEffect } from "react";
import * as m from "../../i18n/paraglide/messages.js";

/** How long a section that loads its data is waited for (a slow network, a cold start). */
const waitMs = 15_000;

/** Calls `found` with the element once `find` gives one, trying every 100 ms; answers how to stop. */
function whenShown(find: () => Element | null, found: (element: HTMLElement) => void): () => void {
  const started = Date.now();
  const timer = setInterval(() => {
    const element = find();
    if (element instanceof HTMLElement) {
      clearInterval(timer);
      found(element);
    } else if (Date.now() - started > waitMs) clearInterval(timer);
  }, 100);
  return () => clearInterval(timer);
}

const dropHash = () => window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);

/** The pre-exercise screening's card in the Workout Plan tab: the questions, or "see a doctor" with the clearance. */
const screeningCard = '[data-testid="screening"], [data-testid="screening-see-doctor"]';

/** Brings a card into view with focus, dropping the anchor that led to it. */
function focusCard(card: HTMLElement) {
  dropHash();
  card.tabIndex = -1;
  card.scrollIntoView({ block: "start" });
  card.focus({ preventScroll: true });
}

/**
 * /profile#weigh-in and /profile#check-in, where reminders lead, and /profile#screening, where
 * the workout logger leads while the screening holds its suggestions back. The weigh-in brings the
 * progress section into view (it renders once near, then opens the day's log itself); the
 * check-in opens the nutrition tab and the screening the workout tab, each bringing its card
 * (the weekly adjustment, the screening) into view, with focus, once it shows. The tab changes
 * after hydration: the prerendered page is the profile tab.
 */
export function useReminderAnchor(openTab: (tab: "profile" | "workout" | "nutrition") => void): void {
  useEffect(() => {
    let stop = () => {};
    const follow = () => {
      stop();
      if (window.location.hash === "#check-in") {
        openTab("nutrition");
        stop = whenShown(() => document.querySelector('[data-testid="adjustment-card"]'), focusCard);
      } else if (window.location.hash === "#screening") {
        openTab("workout");
        stop = whenShown(() => document.querySelector(screeningCard), focusCard);
      } else if (window.location.hash === "#weigh-in") {
        openTab("profile");
        // The section's own heading, or the outline standing for it until it renders.
        const title = m.progress_title();
        stop = whenShown(
          () => document.getElementById("progress-title") ?? document.querySelector(`section[aria-label="${CSS.escape(title)}"]`),
          (section) => section.scrollIntoView({ block: "start" }),
        );
      }
    };
    const first = setTimeout(follow, 0);
    window.addEventListener("hashchange", follow);
    return () => {
      clearTimeout(first);
      stop();
      window.removeEventListener("hashchange", follow);
    };
  }, [openTab]);
}
