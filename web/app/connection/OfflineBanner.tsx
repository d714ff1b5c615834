import { WifiOff } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import * as m from "../../../i18n/paraglide/messages.js";

export function OfflineBanner() {
  const banner = useRef<HTMLDivElement>(null);
  // The bars and the toasts stand below the banner rather than under it (app.css): its height, two
  // lines on a narrow phone, as the page's --offline-banner.
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      root.setProperty("--offline-banner", `${entry!.borderBoxSize[0]!.blockSize}px`);
    });
    observer.observe(banner.current!);
    return () => {
      observer.disconnect();
      root.removeProperty("--offline-banner");
    };
  }, []);
  return (
    <div
      ref={banner}
      role="status"
      data-testid="offline-banner"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-warning px-4 py-2 text-center text-sm font-semibold text-bg"
    >
      <WifiOff size={16} aria-hidden="true" />
      {m.offline_banner()}
    </div>
  );
}
