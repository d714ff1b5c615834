import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import * as m from "../../../i18n/paraglide/messages.js";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  testId: string;
  children: ReactNode;
}

/**
 * A panel that rises above the bottom bar. Radix Dialog traps focus, closes on Escape and on a
 * tap outside, and stops the page from scrolling while it is open.
 */
export default function BottomSheet({ open, onOpenChange, title, testId, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid={`${testId}-overlay`} className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto rounded-t-3xl border-t border-border bg-surface px-4 pt-3 pb-[calc(5.5rem+env(safe-area-inset-bottom))] shadow-panel"
        >
          <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-border" aria-hidden="true" />
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-2"
              aria-label={m.panel_close()}
            >
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
