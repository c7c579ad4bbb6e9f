import { Button } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

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
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {actions}
          <Button type="submit" colorPalette="blue" loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
