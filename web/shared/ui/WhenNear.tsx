import { Suspense, useEffect, useState, type ReactNode } from "react";
import { useInView } from "react-intersection-observer";

// Set for good by the page's first Tab: from then on everything renders, so focus never jumps past
// a part of the page that has not rendered yet. Listened for from the start, so a Tab pressed
// before a part mounts (or between a deferred render's commit and its effects) still counts.
let keyboardUsed = false;
const keyboardListeners = new Set<() => void>();

function onKey(event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  keyboardUsed = true;
  window.removeEventListener("keydown", onKey, true);
  keyboardListeners.forEach((l) => l());
}
if (typeof window !== "undefined") window.addEventListener("keydown", onKey, true);

/** Calls `listener` on the page's first Tab, or at once if it has been pressed. */
function onFirstTab(listener: () => void): () => void {
  if (keyboardUsed) {
    listener();
    return () => undefined;
  }
  keyboardListeners.add(listener);
  return () => {
    keyboardListeners.delete(listener);
  };
}

/**
 * Renders its children once they come within half a screen of view, or once the visitor starts moving
 * through the page with Tab, whichever is first; the placeholder until then (decision 0035). For
 * the heavy parts far down a page, so that they cost nothing while the page is starting. They may
 * be lazy: the placeholder stays until their code has loaded.
 */
export function WhenNear(props: { children: ReactNode; placeholder: ReactNode; className?: string }) {
  const { ref, inView } = useInView({ rootMargin: "50% 0px", triggerOnce: true, fallbackInView: true });
  const [keyboard, setKeyboard] = useState(keyboardUsed);
  useEffect(() => (inView || keyboard ? undefined : onFirstTab(() => setKeyboard(true))), [inView, keyboard]);
  const shown = inView || keyboard;
  return (
    <div ref={ref} className={props.className} data-when-near={shown ? "shown" : "waiting"}>
      {shown ? <Suspense fallback={props.placeholder}>{props.children}</Suspense> : props.placeholder}
    </div>
  );
}
