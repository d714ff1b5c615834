import { ConnectionWatcher } from "../connection/ConnectionWatcher";
import { ProfileLoader } from "./ProfileLoader";
import { InstallPrompt } from "../pwa/InstallPrompt";
import { UnsentChangesSender } from "./UnsentChangesSender";
import { useUnitsFollowAccount } from "../../shared/units/account-units";

/** What the shell needs soon but not for the first paint: connection watching, the install offer, the member's profile, changes to the workout and weight logs left unsent, the account's units. */
export default function ShellExtras() {
  useUnitsFollowAccount();
  return (
    <>
      <ConnectionWatcher />
      <InstallPrompt />
      <ProfileLoader />
      <UnsentChangesSender />
    </>
  );
}
