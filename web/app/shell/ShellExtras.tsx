import { ConnectionWatcher } from "../connection/ConnectionWatcher";
import { ProfileLoader } from "./ProfileLoader";
import { InstallPrompt } from "../pwa/InstallPrompt";
import { UnsentWorkoutSender } from "./UnsentWorkoutSender";

/** What the shell needs soon but not for the first paint: connection watching, the install offer, the member's profile, workout changes left unsent. */
export default function ShellExtras() {
  return (
    <>
      <ConnectionWatcher />
      <InstallPrompt />
      <ProfileLoader />
      <UnsentWorkoutSender />
    </>
  );
}
