// The own-food and recipe dialogs' frame: a sheet from the bottom on a phone, a centred dialog on
// a wider screen, with its title and close button on top, the form scrolling, and the actions kept
// in view at the bottom. It stands above the add-food sheet and the phone's bottom bar (z 70 and 60),
// since it opens from them.
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { sheetLayer } from "./styles";

export function Sheet(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  testId: string;
  children: ReactNode;
  /** The actions, kept at the bottom (none when the content has its own). */
  footer?: ReactNode;
  /** Where focus goes on opening (the first field by default). */
  onOpenAutoFocus?: (e: Event) => void;
  /** Full height whatever it holds (a search's results come and go inside it). */
  tall?: boolean;
  /** Escape or a tap outside; `preventDefault()` keeps the sheet open (a step back instead). */
  onDismiss?: (e: Event) => void;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${sheetLayer} bg-black/60`} />
        <Dialog.Content
          data-testid={props.testId}
          aria-describedby={undefined}
          onOpenAutoFocus={props.onOpenAutoFocus}
          onEscapeKeyDown={props.onDismiss}
          onPointerDownOutside={props.onDismiss}
          className={`fixed inset-x-0 bottom-0 ${sheetLayer} flex max-h-[94dvh] flex-col ${props.tall ? "h-[94dvh] sm:h-[88dvh]" : ""} rounded-t-3xl border-t border-border bg-surface shadow-panel sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-[min(92vw,36rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border`}
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2 sm:px-6 sm:py-3">
            <Dialog.Title className="text-lg font-bold sm:text-xl">{props.title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
              aria-label={m.diary_own_close()}
            >
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div
            className={`min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-4 sm:px-6 ${props.footer ? "pb-4" : "pb-[calc(1rem+env(safe-area-inset-bottom))]"}`}
          >
            {props.children}
          </div>
          {props.footer && (
            <div className="grid auto-cols-fr grid-flow-col gap-2 border-t border-border px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:flex sm:justify-end sm:px-6">
              {props.footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
