import { useEffect } from "react";
import * as sonner from "sonner";
import { useTheme } from "../theme/theme";
import { toasterMounted } from "./toast";

const belowHeader = "calc(env(safe-area-inset-top) + 4rem + var(--offline-banner))";

export default function LazyToaster({ mobile }: { mobile: boolean }) {
  const theme = useTheme();
  useEffect(() => toasterMounted(sonner), []);
  // Expanded: toasts stand one under another instead of a stack where the newest (often the
  // "ready for offline use" notice) covers an error the member still has to read.
  // On a phone they come down below the header (3.5 rem high, under the notch's safe area, and
  // under the offline banner while it shows): the logo and the theme switch stay in view.
  return (
    <sonner.Toaster
      theme={theme}
      position={mobile ? "top-center" : "bottom-right"}
      offset={mobile ? { top: belowHeader } : undefined}
      mobileOffset={{ top: belowHeader, left: "1rem", right: "1rem" }}
      visibleToasts={20}
      expand
      richColors
      closeButton
    />
  );
}
