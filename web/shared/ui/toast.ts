// Toasts through sonner, loaded on first use: most visits never show one, so the library
// stays out of the initial bundle. ToastHost mounts the Toaster before the first toast is sent.
type Sonner = typeof import("sonner");

let hostReady: ((s: Sonner) => void) | null = null;
let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();
let wanted = false;

export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToaster(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Called by ToastHost once its Toaster is on the page. */
export function toasterMounted(s: Sonner): void {
  hostReady?.(s);
}

function ready(): Promise<Sonner> {
  if (!sonner) {
    sonner = new Promise<Sonner>((resolve) => {
      hostReady = resolve;
    });
    wanted = true;
    for (const l of listeners) l();
  }
  return sonner;
}

type Options = { id?: string; duration?: number; action?: { label: string; onClick: () => void } };

export const notify = {
  message: (text: string, o?: Options) => void ready().then((s) => s.toast(text, o)),
  success: (text: string, o?: Options) => void ready().then((s) => s.toast.success(text, o)),
  error: (text: string, o?: Options) => void ready().then((s) => s.toast.error(text, o)),
};
