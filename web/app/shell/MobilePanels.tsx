import { Link } from "@tanstack/react-router";
import { Settings } from "lucide-react";
import { memberTiles, moreTiles, proMenu } from "../navigation/items";
import * as m from "../../../i18n/paraglide/messages.js";
import BottomSheet from "./BottomSheet";
import { LanguageToggle } from "./LanguageToggle";
import { PanelTiles } from "./PanelTiles";
import { SignOutButton } from "./SignOutButton";
import { ThemeToggle } from "./ThemeToggle";

export type Panel = "pro" | "more";

interface Props {
  panel: Panel;
  signedIn: boolean;
  onClose: () => void;
}

/** The Pro and More panels of the bottom bar; loaded on demand with their dialog code. */
export default function MobilePanels({ panel, signedIn, onClose }: Props) {
  const onOpenChange = (open: boolean) => !open && onClose();
  if (panel === "pro") {
    return (
      <BottomSheet open onOpenChange={onOpenChange} title={m.nav_pro()} testId="panel-pro">
        <PanelTiles items={proMenu} />
      </BottomSheet>
    );
  }
  return (
    <BottomSheet open onOpenChange={onOpenChange} title={m.nav_more()} testId="panel-more">
      <div className="mb-4 flex items-center justify-between gap-3 rounded-2xl bg-surface-2 p-3">
        <span className="text-sm font-medium">{m.language_label()}</span>
        <div className="flex items-center gap-1">
          <LanguageToggle />
          <ThemeToggle />
        </div>
      </div>
      <PanelTiles items={signedIn ? [...memberTiles, ...moreTiles] : moreTiles} />
      {signedIn && (
        <Link
          to="/settings"
          data-testid="more-settings"
          className="mt-4 flex h-12 w-full items-center justify-center gap-2 rounded-2xl border border-border text-sm font-semibold"
        >
          <Settings size={18} aria-hidden="true" />
          {m.nav_settings()}
        </Link>
      )}
      {signedIn && (
        <SignOutButton
          withIcon
          className="mt-4 h-12 w-full justify-center rounded-2xl border border-border text-sm font-semibold text-danger"
        />
      )}
    </BottomSheet>
  );
}
