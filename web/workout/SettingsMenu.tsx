import { Bell, BellOff, Settings2 } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import * as m from "../../i18n/paraglide/messages.js";
import { setRestNoticeOn, useRestNoticeOn } from "../shared/rest-notice";
import { buttonClass } from "../shared/ui/button-styles";
import { useChooseUnits } from "../shared/units/account-units";
import { useUnits, type UnitSystem } from "../shared/units/units";
import { useLoggerSettings } from "./device-settings";
import { updateLoggerSettings } from "./settings-sync";
import { menuItemClass, menuLabelClass, menuPanelClass, menuSeparatorClass } from "./menu-styles";
import { MenuRadio } from "./MenuRadio";
import { askNotifications, useNotificationAccess } from "./notifications";
import type { Effort } from "./set-fields";

/** The logger's settings: kg or lb (the member's units everywhere, with the account), effort logging, rest notifications. */
export function SettingsMenu() {
  const units = useUnits();
  const chooseUnits = useChooseUnits();
  const { effort } = useLoggerSettings();
  // Allowed in the browser but turned off in Settings → Reminders: pressing turns it on again.
  const permission = useNotificationAccess();
  const noticeOn = useRestNoticeOn();
  const access = permission === "granted" && !noticeOn ? "off" : permission;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={m.workout_settings()} className={buttonClass("ghost", "icon", "size-10")}>
        <Settings2 aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuPanelClass}>
          <DropdownMenu.Label className={menuLabelClass}>{m.workout_settings_units()}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={units} onValueChange={(v) => chooseUnits(v as UnitSystem)}>
            <MenuRadio value="metric" label={m.workout_units_kg()} />
            <MenuRadio value="imperial" label={m.workout_units_lb()} />
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={menuSeparatorClass} />
          <DropdownMenu.Label className={menuLabelClass}>{m.workout_settings_effort()}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={effort} onValueChange={(v) => updateLoggerSettings({ effort: v as Effort })}>
            <MenuRadio value="off" label={m.workout_effort_off()} />
            <MenuRadio value="rpe" label={m.workout_effort_rpe()} />
            <MenuRadio value="rir" label={m.workout_effort_rir()} />
          </DropdownMenu.RadioGroup>
          {access !== "unsupported" && (
            <>
              <DropdownMenu.Separator className={menuSeparatorClass} />
              <DropdownMenu.Item
                className={menuItemClass}
                disabled={access !== "default" && access !== "off"}
                onSelect={() => (access === "off" ? setRestNoticeOn(true) : void askNotifications())}
              >
                {access === "denied" ? <BellOff aria-hidden="true" className="size-4" /> : <Bell aria-hidden="true" className="size-4" />}
                {access === "granted" ? m.workout_notify_on() : access === "denied" ? m.workout_notify_blocked() : m.workout_notify_ask()}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
