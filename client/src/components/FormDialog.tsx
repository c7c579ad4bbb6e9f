import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/** A dialog holding one form, with Cancel and Save: the shell of every create/edit dialog. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitting,
  children,
  actions,
  submitLabel = 'Save',
}: {
  open: boolean;
  title: string;
  onClose(): void;
  onSubmit: FormEventHandler;
  submitting: boolean;
  children: ReactNode;
  actions?: ReactNode;
  /** The submit button's text. */
  submitLabel?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                {actions}
                <Button type="submit" colorPalette="blue" loading={submitting}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
