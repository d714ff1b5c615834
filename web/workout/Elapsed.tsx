import { Timer } from "lucide-react";
import { useEffect, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { durationText } from "../shared/i18n/format";

/** How long the workout has run, counted from its start on the device's clock. */
export function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const time = durationText(now - since);
  return (
    <span className="inline-flex items-center gap-1.5 tabular-nums" role="timer" aria-label={m.workout_elapsed({ time })}>
      <Timer aria-hidden="true" className="size-4" />
      {time}
    </span>
  );
}
