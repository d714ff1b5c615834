import { useLocale } from "../i18n/locale";
import { useIsMobileDevice } from "../shell/use-shell-mode";
import { DesktopHome } from "./DesktopHome";
import { MobileHome } from "./MobileHome";

/** "/" is the mobile home on a phone and the desktop home otherwise (SPEC section 2). */
export default function HomePage() {
  useLocale();
  return useIsMobileDevice() ? <MobileHome /> : <DesktopHome />;
}
