import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useActionErrorHandler } from '../lib/useActionErrorHandler';
import { DialogFrame } from './DialogFrame';

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
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette={palette} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

/**
 * Asks to confirm deleting `item`, open while there is one. Confirmed, it deletes it (`onDelete`
 * says so in a toast) and closes; a failed deletion shows its error and leaves the dialog open.
 */
export function DeleteDialog<T>({
  item,
  title,
  busy,
  onDelete,
  onClose,
  children,
}: {
  item: T | null;
  title: string;
  busy: boolean;
  onDelete(item: T): Promise<void>;
  onClose(): void;
  children: ReactNode;
}) {
  const onError = useActionErrorHandler();
  const confirm = async () => {
    if (!item) return;
    try {
      await onDelete(item);
      onClose();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <ConfirmDialog open={item !== null} title={title} confirmLabel="Delete" busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      {children}
    </ConfirmDialog>
  );
}
