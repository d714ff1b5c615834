import { Moon, Sun } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";
import { toggleTheme, useTheme } from "../../shared/theme/theme";
import { cn } from "../../shared/ui/cn";

export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const label = theme === "dark" ? m.theme_to_light() : m.theme_to_dark();
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className={cn("inline-flex size-10 items-center justify-center rounded-lg text-text hover:bg-surface-2", className)}
    >
      {theme === "dark" ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );
}
