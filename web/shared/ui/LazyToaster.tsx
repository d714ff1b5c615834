import { useEffect } from "react";
import * as sonner from "sonner";
import { useTheme } from "../theme/theme";
import { toasterMounted } from "./toast";

export default function LazyToaster({ mobile }: { mobile: boolean }) {
  const theme = useTheme();
  useEffect(() => toasterMounted(sonner), []);
  return (
    <sonner.Toaster theme={theme} position={mobile ? "top-center" : "bottom-right"} visibleToasts={20} richColors closeButton />
  );
}
