import { Text } from '@chakra-ui/react';
import { NoteDialog } from '../../../components/NoteDialog';
import type { AlertFieldsFragment } from '../../../generated/graphql';

/** Resolves one open alert with a required note. */
export function ResolveAlertDialog({
  alert,
  onClose,
  onResolve,
}: {
  alert: AlertFieldsFragment | null;
  onClose(): void;
  /** Resolves it; rejects with the server's error, shown on the note or in a toast. */
  onResolve(alert: AlertFieldsFragment, note: string): Promise<void>;
}) {
  return (
    <NoteDialog
      item={alert}
      title="Resolve Alert"
      submitLabel="Resolve"
      note={{ name: 'note', label: 'Note', rows: 4, helperText: 'How it was handled; recorded in the audit trail with your name.' }}
      failed={{ title: 'Resolve Failed', message: 'Could not resolve the alert' }}
      onClose={onClose}
      onSubmit={onResolve}
    >
      <Text>
        <strong>{alert?.companyName}</strong>: {alert?.summary}
      </Text>
    </NoteDialog>
  );
}
