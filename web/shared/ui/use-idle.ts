import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "./idle";

/**
 * False until the page has first been idle, then true for good (whenIdle, after mounting). What
 * turns on then renders as a transition, which React cuts into short tasks.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
