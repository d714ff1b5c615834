import { Link } from "@tanstack/react-router";
import { Compass } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";

/** The not-found screen: what the address was meant to be is gone, with the way home. */
export default function NotFoundScreen() {
  return (
    <div className="grid min-h-[60dvh] place-items-center px-6 text-center" data-testid="not-found">
      <div className="grid max-w-md justify-items-center gap-4">
        <Compass size={44} aria-hidden="true" className="text-accent" />
        <p className="text-sm font-semibold tracking-widest text-muted">404</p>
        <h1 className="text-2xl font-bold">{m.not_found_title()}</h1>
        <p className="text-muted">{m.not_found_text()}</p>
        <Link to="/" className={buttonClass()}>
          {m.error_home()}
        </Link>
      </div>
    </div>
  );
}
