import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { toaster, toasterListening } from './toaster';

/** Shows the store's toasts; loaded lazily (the toast machines are not needed for the first paint). */
export function AppToaster() {
  // Runs after the Toaster's own effects (children first), so the store has its listener.
  useEffect(toasterListening, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role="status">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full opacity: the theme's 0.8 leaves an error toast's text below WCAG AA contrast on red. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
