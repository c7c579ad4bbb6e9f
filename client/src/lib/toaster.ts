import { createToaster } from '@chakra-ui/react';

export const DEFAULT_TOAST_MS = 5000;

/** The toast store; AppToaster (loaded after the first paint) shows its toasts. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 1 });

type ToastType = 'success' | 'error' | 'info' | 'warning';

let listening = false;
let waiting: (() => void) | null = null;

/** Shows one toast, replacing any on screen (the spec allows only one visible at a time). */
export function notify(title: string, description?: string, type: ToastType = 'info', duration = DEFAULT_TOAST_MS): void {
  const show = () => {
    // remove, not dismiss: a dismissed toast stays in the store until its exit animation ends, and
    // with max 1 the new toast would queue behind it (and never show if that toast's machine is gone).
    toaster.remove();
    toaster.create({ title, description, type, duration, closable: true });
  };
  // Until the toaster listens, keep the latest toast: one created in the same commit as the
  // toaster's first render (a page's effect on a cold load) would never be shown.
  if (listening) show();
  else waiting = show;
}

/**
 * AppToaster calls this once it listens to the store (from an effect): the toast asked for before
 * then is shown on the next task. Returns the cleanup for the effect.
 */
export function toasterListening(): () => void {
  listening = true;
  const timer = setTimeout(() => {
    const show = waiting;
    waiting = null;
    show?.();
  });
  return () => {
    clearTimeout(timer);
    listening = false;
  };
}
