import { useEffect } from "react";
import { isKeyboardOpen } from "../../../core/device";

/**
 * While the on-screen keyboard is open (the visible viewport under 75 % of the screen's height),
 * the body is fixed where it was, so the page does not jump under the keyboard, and
 * `<html data-keyboard="open">` lets the shell hide its bottom bar; on close the scroll comes back.
 * Checked at most once a frame (about 16 ms) while the viewport changes.
 */
export function useMobileKeyboard(enabled: boolean) {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!enabled || !viewport) return;
    const body = document.body.style;
    let open = false;
    let scrollY = 0;
    let frame = 0;
    const release = () => {
      Object.assign(body, { position: "", top: "", left: "", right: "" });
      delete document.documentElement.dataset.keyboard;
    };
    const apply = () => {
      frame = 0;
      const now = isKeyboardOpen(viewport.height, window.screen.height);
      if (now === open) return;
      open = now;
      if (open) {
        scrollY = window.scrollY;
        Object.assign(body, { position: "fixed", top: `-${scrollY}px`, left: "0", right: "0" });
        document.documentElement.dataset.keyboard = "open";
      } else {
        release();
        window.scrollTo(0, scrollY);
      }
    };
    const onResize = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    viewport.addEventListener("resize", onResize);
    // First checked in the next frame, not here: reading the viewport's height just after React has
    // changed the page makes the browser lay it out at once, in the middle of the app's start.
    onResize();
    return () => {
      viewport.removeEventListener("resize", onResize);
      cancelAnimationFrame(frame);
      if (open) release();
    };
  }, [enabled]);
}
