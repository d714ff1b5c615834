import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { restNoticeSupported, setRestNoticeOn, useRestNoticeOn } from "../../shared/rest-notice";
import { Toggle } from "./ChoicesForm";

/**
 * The rest timer's notification on a locked screen, a choice of this device (the workout logger
 * reads it, web/workout/rest-notice.ts). Only where the browser can show notifications; until
 * they are allowed, how to allow them.
 */
export function RestTimerOption({ permission }: { permission: NotificationPermission }) {
  const on = useRestNoticeOn();
  if (!restNoticeSupported()) return null;
  return (
    <div className="grid gap-3 border-t border-border pt-4" data-testid="reminders-rest">
      {permission === "granted" ? (
        <Toggle nested label={m.reminders_rest_label()} hint={m.reminders_rest_hint()} checked={on} onChange={setRestNoticeOn} />
      ) : (
        <FormAlert tone="info" testId="reminders-rest-allow">
          <p>{permission === "denied" ? m.reminders_rest_blocked() : m.reminders_rest_allow()}</p>
        </FormAlert>
      )}
    </div>
  );
}
