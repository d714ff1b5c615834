import { useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLocale } from "../i18n/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { createExternalStore } from "../ui/external-store";

// A page that knows a better name than its route (an exercise, an article) sets it here.
let override: string | null = null;
const overrideStore = createExternalStore(() => override, null);

/** Names the document after what the page shows, while the page is open. */
export function useDocumentTitleOverride(text: string | undefined): void {
  useEffect(() => {
    override = text ?? null;
    overrideStore.notify();
    return () => {
      override = null;
      overrideStore.notify();
    };
  }, [text]);
}

/** "<screen> — Forma", from the page's own name or the deepest route that names itself. */
export function useDocumentTitle(): void {
  // Only the title: the shell re-renders when it changes, not on each step of a navigation.
  const title = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title });
  const locale = useLocale();
  const named = overrideStore.use();
  useEffect(() => {
    document.title = named ? `${named} — Forma` : title ? `${title()} — Forma` : m.meta_title();
  }, [named, title, locale]);
}
