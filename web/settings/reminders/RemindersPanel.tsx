import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { RemindersJson } from "../../../core/api/reminders";
import type { SessionUser } from "../../../core/session";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { deviceTimeZone } from "../../shared/i18n/device-time-zone";
import { remindersQuery } from "../../shared/queries/reminders";
import { sessionQuery } from "../../shared/session/api";
import { isFrameMember } from "../../shared/ssr/member-frame";
import { QueryState } from "../../shared/ui/QueryState";
import { ChoicesForm } from "./ChoicesForm";
import { DeviceList } from "./DeviceList";
import { DeviceSection } from "./DeviceSection";
import { draftErrors, draftOf, settingsOf, zoneOf } from "./draft";
import { useDevice, useOnline } from "./use-device";

/** Settings' "Reminders" tab: this device's notifications, which reminders and when, and the member's devices. */
export default function RemindersPanel() {
  const user = useQuery(sessionQuery).data?.user ?? null;
  const online = useOnline();
  // A prerendered page's stand-in member holds the session for a moment after opening.
  const query = useQuery({ ...remindersQuery(user?.id ?? ""), enabled: !!user && !isFrameMember(user) });
  if (!user || isFrameMember(user)) return <RemindersLoading />;
  return (
    <div className="grid min-w-0 gap-6" data-testid="reminders-panel">
      {!online && query.data && (
        <FormAlert tone="info" testId="reminders-offline">
          <p>{m.reminders_offline()}</p>
        </FormAlert>
      )}
      <QueryState
        query={query}
        loadingLabel={m.loading()}
        failedText={online ? m.reminders_load_failed() : m.reminders_offline()}
        retryLabel={m.reminders_retry()}
        skeletonClassName="h-96 rounded-2xl"
      >
        {(view) => <Reminders user={user} view={view} online={online} />}
      </QueryState>
    </div>
  );
}

function Reminders({ user, view, online }: { user: SessionUser; view: RemindersJson; online: boolean }) {
  const [timeZone] = useState(() => zoneOf(deviceTimeZone() ?? "UTC"));
  // The form's choices live here: turning the first device on saves them too.
  const [draft, setDraft] = useState(() => draftOf(view));
  const device = useDevice(user.id, view, () => (Object.keys(draftErrors(draft, timeZone)).length ? null : settingsOf(draft, timeZone)));
  return (
    <>
      <DeviceSection device={device} online={online} />
      <ChoicesForm userId={user.id} view={view} draft={draft} onDraft={setDraft} timeZone={timeZone} email={user.email} online={online} />
      {view.pushKey && (
        <DeviceList devices={view.devices} thisDevice={device.endpoint} removing={device.pending.removing} online={online} onRemove={device.remove} />
      )}
    </>
  );
}

/** The tab's stand-in while its code or the member loads. */
export function RemindersLoading() {
  return <div role="status" aria-label={m.loading()} className="h-96 animate-pulse rounded-2xl bg-surface-2" />;
}
