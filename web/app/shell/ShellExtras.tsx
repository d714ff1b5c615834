import { ConnectionWatcher } from "../connection/ConnectionWatcher";
import { ProfileLoader } from "./ProfileLoader";
import { InstallPrompt } from "../pwa/InstallPrompt";
import { UnsentChangesSender } from "./UnsentChangesSender";

/** What the shell needs soon but not for the first paint: connection watching, the install offer, the member's profile, changes to the workout and weight logs left unsent. */
export default function ShellExtras() {
  return (
    <>
      <ConnectionWatcher />
      <InstallPrompt />
      <ProfileLoader />
      <UnsentChangesSender />
    </>
  );
}
