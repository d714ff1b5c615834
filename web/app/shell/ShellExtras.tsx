import { ConnectionWatcher } from "../connection/ConnectionWatcher";
import { ProfileLoader } from "./ProfileLoader";
import { InstallPrompt } from "../pwa/InstallPrompt";
import { UnsentChangesSender } from "./UnsentChangesSender";
import { useUnitsFollowAccount } from "../../shared/units/account-units";
import { useMobileKeyboard } from "./use-mobile-keyboard";

/**
 * What the shell needs soon but not for the first paint: connection watching, the install offer,
 * the member's profile, changes to the workout and weight logs left unsent, the account's units,
 * and on a phone the on-screen keyboard's watch (it checks at once, so a keyboard opened before
 * the page was idle is seen then).
 */
export default function ShellExtras({ mobile }: { mobile: boolean }) {
  useUnitsFollowAccount();
  useMobileKeyboard(mobile);
  return (
    <>
      <ConnectionWatcher />
      <InstallPrompt />
      <ProfileLoader />
      <UnsentChangesSender />
    </>
  );
}
