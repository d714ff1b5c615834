import { useLocale } from "../shared/i18n/locale";
import { useIsMobileDevice } from "../shared/navigation/use-shell-mode";
import { DesktopHome } from "./DesktopHome";
import { MobileHome } from "./MobileHome";

/** "/" is the mobile home on a phone and the desktop home otherwise. */
export default function HomePage() {
  useLocale();
  return useIsMobileDevice() ? <MobileHome /> : <DesktopHome />;
}
