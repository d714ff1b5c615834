import { useEffect, useState } from "react";
import { whenIdle } from "./idle";

/** False until the page has first been idle, then true for good (whenIdle, after mounting). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
