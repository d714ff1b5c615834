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

/** sonner once a toast has asked for it, else null: for code that only acts on toasts already shown. */
export const loadedSonner = (): Promise<Sonner> | null => sonner;

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

/**
 * The app's own notices about itself (ready for offline use) give way to what the member just did:
 * one shows only while no other toast is up, and goes when another one comes.
 */
const quiet = new Set<string>();
const giveWay = (s: Sonner) => {
  for (const id of quiet) s.toast.dismiss(id);
  quiet.clear();
};

export const notify = {
  message: (text: string, o?: Options) => void ready().then((s) => (giveWay(s), s.toast(text, o))),
  success: (text: string, o?: Options) => void ready().then((s) => (giveWay(s), s.toast.success(text, o))),
  error: (text: string, o?: Options) => void ready().then((s) => (giveWay(s), s.toast.error(text, o))),
  quiet: (text: string, o: Options & { id: string }) =>
    void ready().then((s) => {
      if (s.toast.getToasts().some((t) => !("dismiss" in t && t.dismiss))) return;
      quiet.add(o.id);
      s.toast.success(text, o);
    }),
};
