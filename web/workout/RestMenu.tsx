import { Timer } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import { restChoices } from "../../core/validation/logger-settings";
import { useLoggerSettings, withRest } from "./device-settings";
import { updateLoggerSettings } from "./settings-sync";
import { menuLabelClass, menuPanelClass } from "./menu-styles";
import { MenuRadio } from "./MenuRadio";
import { restTime } from "./rest-text";

/**
 * The exercise's rest line ("Rest 90 s"), which opens its rest timer's choices, as Hevy's does:
 * the usual one (the plan's, else the default), off, or 30 s to 5 min, kept on this device.
 */
export function RestMenu(props: { exercise: string; name: string; text: string; usual: number }) {
  const locale = useLocale();
  const settings = useLoggerSettings();
  const chosen = settings.rest[props.exercise];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={m.workout_rest_for({ exercise: props.name, rest: props.text })}
        className="inline-flex w-fit items-center gap-1 rounded text-left text-xs text-muted underline decoration-dotted underline-offset-4 hover:text-text focus-visible:outline-2"
      >
        <Timer aria-hidden="true" className="size-3.5 shrink-0" />
        {props.text}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} collisionPadding={8} className={menuPanelClass}>
          <DropdownMenu.Label className={menuLabelClass}>{m.workout_rest_timer()}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            aria-label={m.workout_rest_timer()}
            value={chosen === undefined ? "usual" : String(chosen)}
            onValueChange={(v) => updateLoggerSettings(withRest(settings, props.exercise, v === "usual" ? null : Number(v)))}
          >
            <MenuRadio value="usual" label={m.workout_rest_usual({ time: restTime(props.usual, locale) })} />
            {restChoices.map((s) => (
              <MenuRadio key={s} value={String(s)} label={s === 0 ? m.workout_rest_off() : restTime(s, locale)} />
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
