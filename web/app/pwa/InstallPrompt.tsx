import { Download, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../shared/ui/toast";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import {
  installCardDelayMs,
  installToastDelayMs,
  installToastVisibleMs,
  markInstalled,
  markPromptShown,
  mayOfferInstall,
} from "./install-flags";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** The install card 5 s after the browser offers installation, and a toast at 30 s. */
export function InstallPrompt() {
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  const install = async () => {
    const event = deferred.current;
    if (!event) return;
    deferred.current = null;
    markPromptShown();
    setVisible(false);
    await event.prompt();
    if ((await event.userChoice).outcome === "accepted") markInstalled();
  };
  const installRef = useRef(install);
  useEffect(() => {
    installRef.current = install;
  });

  useEffect(() => {
    const timers: number[] = [];
    const onPrompt = (e: Event) => {
      e.preventDefault();
      if (!mayOfferInstall()) return;
      deferred.current = e as BeforeInstallPromptEvent;
      timers.push(window.setTimeout(() => mayOfferInstall() && setVisible(true), installCardDelayMs));
      timers.push(
        window.setTimeout(() => {
          if (!deferred.current || !mayOfferInstall()) return;
          notify.message(m.install_toast(), {
            id: "install",
            duration: installToastVisibleMs,
            action: { label: m.install_action(), onClick: () => void installRef.current() },
          });
        }, installToastDelayMs),
      );
    };
    const onInstalled = () => {
      markInstalled();
      setVisible(false);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      timers.forEach(clearTimeout);
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!visible) return null;
  const dismiss = () => {
    markPromptShown();
    setVisible(false);
  };
  return (
    <aside
      aria-labelledby="install-title"
      data-testid="install-card"
      className="fixed right-4 bottom-24 left-4 z-50 mx-auto max-w-sm rounded-2xl border border-border bg-surface p-4 shadow-panel md:right-6 md:bottom-6 md:left-auto"
    >
      <div className="flex items-start gap-3">
        <Download size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
        <div className="grid gap-1">
          <h2 id="install-title" className="font-bold">
            {m.install_title()}
          </h2>
          <p className="text-sm text-muted">{m.install_text()}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className={buttonClass("primary", "sm")} onClick={() => void install()}>
              {m.install_action()}
            </button>
            <button type="button" className={buttonClass("ghost", "sm")} onClick={dismiss}>
              {m.install_dismiss()}
            </button>
          </div>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={m.panel_close()}
          className="ml-auto rounded-lg p-1 text-muted hover:text-text"
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
