import { useSyncExternalStore } from "react";
import { isMobileDevice } from "../../../core/device";
import { useOnMobileScreen } from "../../shared/navigation/paths";
import { rendered } from "../../shared/ssr/rendered";

export type ShellMode = "desktop" | "mobile";

function detectDevice(): boolean {
  return isMobileDevice(window.innerWidth, navigator.userAgent);
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
