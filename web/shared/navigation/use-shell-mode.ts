import { useSyncExternalStore } from "react";
import { isMobileDevice } from "../../../core/device";
import { useOnMobileScreen } from "./paths";
import { rendered } from "../ssr/rendered";

export type ShellMode = "desktop" | "mobile";

// Worked out once and on resize only: React reads it again after every render, and reading
// window.innerWidth just after React has changed the page makes the browser lay the page out there
// and then (25 ms on the home page here, four times that on a slow phone).
let mobileDevice: boolean | null = null;

function detectDevice(): boolean {
  if (mobileDevice === null) {
    mobileDevice = isMobileDevice(navigator.userAgent, () => window.innerWidth);
    window.addEventListener("resize", () => (mobileDevice = null), { once: true });
  }
  return mobileDevice;
}

/** Re-checked on resize, debounced 250 ms. */
function onResize(changed: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listener = () => {
    clearTimeout(timer);
    timer = setTimeout(changed, 250);
  };
  window.addEventListener("resize", listener);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("resize", listener);
  };
}

/** Phone viewport or mobile user agent; while hydrating, the device the HTML was rendered for. */
export function useIsMobileDevice(): boolean {
  return useSyncExternalStore(onResize, detectDevice, () => rendered().mobile);
}

/** /m… routes always use the mobile shell; other routes follow the device. */
export function useShellMode(): ShellMode {
  const device = useIsMobileDevice();
  const onMobileScreen = useOnMobileScreen();
  return device || onMobileScreen ? "mobile" : "desktop";
}
