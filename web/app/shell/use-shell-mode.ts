import { useEffect, useState } from "react";
import { isMobileDevice } from "../../../core/device";
import { useOnMobileScreen } from "../../shared/navigation/paths";

export type ShellMode = "desktop" | "mobile";

function detectDevice(): boolean {
  return isMobileDevice(window.innerWidth, navigator.userAgent);
}

/** Phone viewport or mobile user agent, re-checked on resize (debounced 250 ms). */
export function useIsMobileDevice(): boolean {
  const [mobile, setMobile] = useState(detectDevice);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(detectDevice()), 250);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return mobile;
}

/** /m… routes always use the mobile shell; other routes follow the device. */
export function useShellMode(): ShellMode {
  const device = useIsMobileDevice();
  const onMobileScreen = useOnMobileScreen();
  return device || onMobileScreen ? "mobile" : "desktop";
}
