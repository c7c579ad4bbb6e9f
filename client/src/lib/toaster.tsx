import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

export const DEFAULT_TOAST_MS = 5000;

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 1 });

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Shows one toast, replacing any on screen (the spec allows only one visible at a time). */
export function notify(title: string, description?: string, type: ToastType = 'info', duration = DEFAULT_TOAST_MS): void {
  toaster.dismiss();
  toaster.create({ title, description, type, duration, closable: true });
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role="status">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
