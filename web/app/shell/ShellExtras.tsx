import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "../../shared/ui/idle";
import { ConnectionWatcher } from "../connection/ConnectionWatcher";
import { ProfileLoader } from "./ProfileLoader";
import { InstallPrompt } from "../pwa/InstallPrompt";
import { UnsentChangesSender } from "./UnsentChangesSender";

// The install offer early: its listener must be there before the browser offers the install.
const extras = [ConnectionWatcher, InstallPrompt, ProfileLoader, UnsentChangesSender];

/**
 * What the shell needs soon but not for the first paint: connection watching, the install
 * offer, the member's profile, changes to the workout and weight logs left unsent. One at a time,
 * each at an idle moment: mounted together, their effects (listeners, a fetch, the toasts' and
 * the log's code, IndexedDB) ran in one task of about 25 ms, which a slow phone stretches
 * past its blocking limit many times over.
 */
export default function ShellExtras() {
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (count >= extras.length) return;
    return whenIdle(() => startTransition(() => setCount(count + 1)));
  }, [count]);
  return extras.slice(0, count).map((Extra, i) => <Extra key={i} />);
}
