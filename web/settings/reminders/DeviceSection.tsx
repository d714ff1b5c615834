import { Bell, BellOff, LoaderCircle, Send } from "lucide-react";
import type { ReactNode } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { RestTimerOption } from "./RestTimerOption";
import type { DeviceState, useDevice } from "./use-device";

type Device = ReturnType<typeof useDevice>;

/** "This device": whether it gets reminders, turning that on and off, the test, and why it cannot; the rest timer's notification. */
export function DeviceSection({ device, online }: { device: Device; online: boolean }) {
  const { state, pending } = device;
  return (
    <section
      aria-labelledby="reminders-device-title"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      data-testid="reminders-device"
      data-state={state}
    >
      <header className="grid gap-1">
        <h2 id="reminders-device-title" className="text-lg font-semibold">
          {m.reminders_device_title()}
        </h2>
        <p className="text-sm text-muted">{m.reminders_device_lead()}</p>
      </header>
      <StateNote state={state} />
      {(state === "off" || state === "on") && (
        <div className="flex flex-wrap items-center gap-3">
          {state === "off" ? (
            <button type="button" className={buttonClass("primary")} disabled={!online || pending.on} aria-busy={pending.on} onClick={device.turnOn}>
              {pending.on ? <LoaderCircle size={18} aria-hidden="true" className="animate-spin" /> : <Bell size={18} aria-hidden="true" />}
              {m.reminders_turn_on()}
            </button>
          ) : (
            <>
              <button type="button" className={buttonClass("primary")} disabled={!online || pending.test} aria-busy={pending.test} onClick={device.sendTest}>
                {pending.test ? <LoaderCircle size={18} aria-hidden="true" className="animate-spin" /> : <Send size={18} aria-hidden="true" />}
                {m.reminders_send_test()}
              </button>
              <button type="button" className={buttonClass("secondary")} disabled={!online || pending.off} aria-busy={pending.off} onClick={device.turnOff}>
                {pending.off && <LoaderCircle size={18} aria-hidden="true" className="animate-spin" />}
                {m.reminders_turn_off()}
              </button>
            </>
          )}
        </div>
      )}
      {device.unanswered && (
        <FormAlert tone="info" testId="reminders-unanswered">
          <p>{m.reminders_permission_unanswered()}</p>
        </FormAlert>
      )}
      {device.error && (
        <FormAlert tone="error" testId="reminders-device-error">
          <p>{device.error}</p>
        </FormAlert>
      )}
      <RestTimerOption permission={device.permission} />
    </section>
  );
}

function StateNote({ state }: { state: DeviceState }) {
  switch (state) {
    case "checking":
      return <div role="status" aria-label={m.reminders_checking()} className="h-11 animate-pulse rounded-xl bg-surface-2" />;
    case "on":
      return (
        <Status on>
          {m.reminders_device_on()}
        </Status>
      );
    case "off":
      return <Status on={false}>{m.reminders_device_off()}</Status>;
    case "unsupported":
      return (
        <FormAlert tone="info" testId="reminders-unsupported">
          <p>{m.reminders_unsupported()}</p>
        </FormAlert>
      );
    case "home-screen-first":
      return (
        <FormAlert tone="info" testId="reminders-home-screen">
          <p className="font-semibold">{m.reminders_home_screen_title()}</p>
          <p>{m.reminders_home_screen_steps()}</p>
        </FormAlert>
      );
    case "no-push":
      return (
        <FormAlert tone="info" testId="reminders-no-push">
          <p>{m.reminders_no_push()}</p>
        </FormAlert>
      );
    case "denied":
      return (
        <FormAlert tone="info" testId="reminders-denied">
          <p className="font-semibold">{m.reminders_denied_title()}</p>
          <p>{m.reminders_denied_steps()}</p>
        </FormAlert>
      );
  }
}

function Status({ on, children }: { on: boolean; children: ReactNode }) {
  const Icon = on ? Bell : BellOff;
  return (
    <p role="status" className={cn("flex items-center gap-2 font-medium", on ? "text-text" : "text-muted")} data-testid="reminders-device-status">
      <span className={cn("grid size-8 shrink-0 place-items-center rounded-full", on ? "bg-accent text-accent-fg" : "bg-surface-2")}>
        <Icon size={16} aria-hidden="true" />
      </span>
      {children}
    </p>
  );
}
