import { LoaderCircle, Smartphone, Trash2 } from "lucide-react";
import type { ReminderDeviceJson } from "../../../core/api/reminders";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate } from "../../shared/i18n/format";
import { buttonClass } from "../../shared/ui/button-styles";

/** What a device is, told by its push service (the browser family): the server keeps no other name. */
function deviceName(endpoint: string): string {
  let host = "";
  try {
    host = new URL(endpoint).hostname;
  } catch {
    // Every stored endpoint is an https address; an odd one is just "a browser".
  }
  if (host.endsWith("googleapis.com")) return m.reminders_device_google();
  if (host.endsWith("mozilla.com")) return m.reminders_device_mozilla();
  if (host.endsWith("push.apple.com")) return m.reminders_device_apple();
  if (host.endsWith("notify.windows.com")) return m.reminders_device_windows();
  return m.reminders_device_other();
}

const shortDate = (ms: number) => formatDate(new Date(ms), { dateStyle: "medium" });

/** The member's devices that get reminders; any can be removed (this one is marked). */
export function DeviceList(props: {
  devices: ReminderDeviceJson[];
  thisDevice: string | null;
  removing: string | null;
  online: boolean;
  onRemove: (endpoint: string) => void;
}) {
  return (
    <section aria-labelledby="reminders-devices-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="reminders-devices">
      <h2 id="reminders-devices-title" className="text-lg font-semibold">
        {m.reminders_devices_title()}
      </h2>
      {props.devices.length === 0 ? (
        <p className="text-sm text-muted">{m.reminders_devices_none()}</p>
      ) : (
        <ul className="grid gap-2">
          {props.devices.map((d) => {
            const name = deviceName(d.endpoint);
            const added = shortDate(d.createdAt);
            const mine = d.endpoint === props.thisDevice;
            const busy = props.removing === d.endpoint;
            return (
              <li key={d.endpoint} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-surface-2/60 p-3" data-testid="reminders-device-row">
                <Smartphone size={20} aria-hidden="true" className="shrink-0 text-muted" />
                <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                  <p className="font-medium">
                    {name}
                    {mine && <span className="ms-2 inline-block rounded-full bg-accent px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-fg">{m.reminders_device_this()}</span>}
                  </p>
                  <p className="text-sm text-muted">
                    {m.reminders_device_added({ date: added })} ·{" "}
                    {d.lastSuccessAt ? m.reminders_device_last({ date: shortDate(d.lastSuccessAt) }) : m.reminders_device_never()}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass("ghost", "sm")}
                  disabled={!props.online || busy}
                  aria-busy={busy}
                  aria-label={m.reminders_device_remove_label({ name, date: added })}
                  onClick={() => props.onRemove(d.endpoint)}
                >
                  {busy ? <LoaderCircle size={16} aria-hidden="true" className="animate-spin" /> : <Trash2 size={16} aria-hidden="true" />}
                  {m.reminders_device_remove()}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
