import { useEffect } from "react";
import * as sonner from "sonner";
import { useTheme } from "../theme/theme";
import { toasterMounted } from "./toast";

export default function LazyToaster({ mobile }: { mobile: boolean }) {
  const theme = useTheme();
  useEffect(() => toasterMounted(sonner), []);
  // Expanded: toasts stand one under another instead of a stack where the newest (often the
  // "ready for offline use" notice) covers an error the member still has to read.
  return (
    <sonner.Toaster theme={theme} position={mobile ? "top-center" : "bottom-right"} visibleToasts={20} expand richColors closeButton />
  );
}
