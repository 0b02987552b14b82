import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

/**
 * The app's toasts. sonner comes with the first toast (or once the first screen is up, for its Toaster),
 * not with the first download: evaluating it inserts its stylesheet into the page, work the first screen
 * would wait on. Calls made before it is in are shown in order once it is.
 */
let library: Promise<Sonner> | undefined;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

export function loadToastLibrary(): Promise<Sonner> {
  library ??= import('sonner');
  return library;
}

/** Asks for the Toaster (the live region toasts are shown and announced in) to be mounted. */
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  toasterListeners.forEach((listener) => listener());
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

export function subscribeToToasterWanted(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

function show(call: (toast: Sonner['toast']) => void): void {
  wantToaster();
  void loadToastLibrary().then(({ toast }) => call(toast));
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast): void => show((sonner) => sonner(message, data)),
  {
    success: (message: Message, data?: ExternalToast): void =>
      show((sonner) => sonner.success(message, data)),
    error: (message: Message, data?: ExternalToast): void => show((sonner) => sonner.error(message, data)),
    /** Every toast, or the one with `id`; nothing to do while none was ever shown. */
    dismiss: (id?: string | number): void => {
      void library?.then(({ toast: sonner }) => sonner.dismiss(id));
    },
  },
);
