import { useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLocale } from "../i18n/locale";
import * as m from "../paraglide/messages.js";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The screen's name for the document title, in the current language. */
    title?: () => string;
    /** One line under the title for screens that only introduce themselves so far. */
    lead?: () => string;
  }
}

/** "<screen> — Forma", from the deepest route that names itself; follows the language. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const locale = useLocale();
  const title = [...matches].reverse().find((match) => match.staticData.title)?.staticData.title;
  useEffect(() => {
    document.title = title ? `${title()} — Forma` : m.meta_title();
  }, [title, locale]);
}
