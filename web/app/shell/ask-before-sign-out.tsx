import { createRoot } from "react-dom/client";
import { clearDeviceStore } from "../../shared/offline/device-store";
import { unsentWorkoutChanges } from "../../shared/offline/unsent";
import SignOutWarning from "./SignOutWarning";

/**
 * Whether to go on signing out: at once when nothing is waiting to be sent, else the member's
 * answer to the warning (SignOutWarning). Going on forgets what the workout log kept on this
 * device (IndexedDB). Loaded only when the member presses Sign out, so the shell's first load
 * carries none of it.
 */
export async function askBeforeSignOut(userId: string): Promise<boolean> {
  const leave = await confirmed(userId);
  if (leave) await clearDeviceStore();
  return leave;
}

async function confirmed(userId: string): Promise<boolean> {
  const count = await unsentWorkoutChanges(userId).catch(() => 0);
  if (count === 0) return true;
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  return new Promise<boolean>((resolve) => {
    const answer = (leave: boolean) => {
      root.unmount();
      host.remove();
      resolve(leave);
    };
    root.render(<SignOutWarning count={count} onStay={() => answer(false)} onSignOut={() => answer(true)} />);
  });
}
