import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An alert dialog asking to confirm one action, with Cancel beside it. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  palette = 'red',
  busy = false,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  palette?: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette={palette} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
