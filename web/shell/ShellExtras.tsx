import { ConnectionWatcher } from "../connection/ConnectionWatcher";
import { InstallPrompt } from "../pwa/InstallPrompt";

/** What the shell needs soon but not for the first paint: connection watching and the install offer. */
export default function ShellExtras() {
  return (
    <>
      <ConnectionWatcher />
      <InstallPrompt />
    </>
  );
}
