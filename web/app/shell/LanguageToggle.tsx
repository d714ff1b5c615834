import { locales } from "../../../core/locale";
import { switchLocale, useLocale } from "../../shared/i18n/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../../shared/ui/cn";

/** EN/RU switch: a two-option group where the current language is pressed; `compact` is narrower below 1024 px. */
export function LanguageToggle({ className, compact = false }: { className?: string; compact?: boolean }) {
  const locale = useLocale();
  return (
    <div
      role="group"
      aria-label={m.language_label()}
      className={cn("inline-flex rounded-lg border border-border p-0.5", className)}
    >
      {locales.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={locale === l}
          data-testid={`lang-${l}`}
          onClick={() => switchLocale(l)}
          className={cn(
            "h-8 min-w-10 rounded-md px-2 text-xs font-bold uppercase",
            compact && "min-w-8 px-1.5 lg:min-w-10 lg:px-2",
            locale === l ? "bg-accent text-accent-fg" : "text-muted hover:text-text",
          )}
          title={l === "en" ? "English" : "Русский"}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
