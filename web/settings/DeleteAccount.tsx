import { lazy, Suspense, useRef, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";

// The dialog's code (Radix's dialog layers among it) loads when the member points at the button or
// presses it: most visits to settings never open it, and the page starts without it.
const loadDialog = () => import("./DeleteDialog");
const DeleteDialog = lazy(loadDialog);

/** Deleting the account, confirmed with the password in a dialog. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <section aria-labelledby="delete-title" className="grid gap-3 rounded-2xl border border-danger/50 p-5 sm:p-6">
      <h2 id="delete-title" className="text-lg font-semibold">
        {m.settings_delete_title()}
      </h2>
      <p className="text-sm text-muted">{m.settings_delete_lead()}</p>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        className={buttonClass("danger", "md", "justify-self-start")}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {m.settings_delete_button()}
      </button>
      {asked && (
        <Suspense>
          <DeleteDialog open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </section>
  );
}
