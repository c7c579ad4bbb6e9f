import { Dialog, Portal } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The frame every dialog here shares: the title, the body and the footer's buttons, in a portal
 * over a backdrop. Escape, the backdrop and the close actions go through `onClose`; a `trigger`
 * (a `Dialog.Trigger`) opens it through `onOpen`. With `onSubmit`, title, body and footer are one
 * form, so the footer's submit button sends it (the browser's own validation is off: the form's
 * fields show their errors).
 */
export function DialogFrame({
  open,
  title,
  onClose,
  onOpen,
  onSubmit,
  trigger,
  footer,
  children,
  ...rootProps
}: {
  open: boolean;
  title: string;
  onClose(): void;
  onOpen?(): void;
  onSubmit?: FormEventHandler;
  trigger?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
} & Pick<Dialog.RootProps, 'role' | 'size' | 'closeOnInteractOutside'>) {
  const sections = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? onOpen?.() : onClose())} {...rootProps}>
      {trigger}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? (
              <form onSubmit={onSubmit} noValidate>
                {sections}
              </form>
            ) : (
              sections
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
