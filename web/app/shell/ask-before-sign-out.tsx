import type { QueryClient } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { forgetDeviceData } from "../../shared/offline/forget-device";
import { unsentChanges } from "../../shared/offline/unsent";
import { forgetPushDevice } from "../../shared/queries/reminders";
import { signOut } from "../../shared/session/sign-out";
import SignOutWarning from "./SignOutWarning";

/**
 * Signs out, asking first when changes are waiting to be sent (SignOutWarning); false when the
 * member stays. Going on forgets what the workout and weight logs kept on this device
 * (IndexedDB) and stops reminders to it (the server is told while the session stands), then ends
 * the session. Loaded when the shell is idle or Sign out is pressed, so the shell's first load
 * carries none of it. `started` runs once the member has chosen to go.
 */
export async function signOutAfterAsking(queryClient: QueryClient, userId: string | null, started: () => void): Promise<boolean> {
  if (userId && !(await confirmed(userId))) return false;
  started();
  if (userId) await Promise.all([forgetDeviceData(), forgetPushDevice()]);
  await signOut(queryClient);
  return true;
}

async function confirmed(userId: string): Promise<boolean> {
  const { workout, body, diary } = await unsentChanges(userId);
  const count = workout + body + diary;
  if (count === 0) return true;
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  return new Promise<boolean>((resolve) => {
    const answer = (leave: boolean) => {
      root.unmount();
      host.remove();
      resolve(leave);
    };
    root.render(
      <SignOutWarning count={count} workoutsOnly={body + diary === 0} onStay={() => answer(false)} onSignOut={() => answer(true)} />,
    );
  });
}
