import { Alert, Button, Clipboard, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { DialogFrame } from '../../../components/DialogFrame';

/** The signing secret of a new endpoint, shown this once, with a copy button. */
export function SecretDialog({ created, onClose }: { created: { url: string; secret: string } | null; onClose(): void }) {
  return (
    <DialogFrame
      open={!!created}
      title="Endpoint Added"
      onClose={onClose}
      role="alertdialog"
      size="lg"
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          I have copied it
        </Button>
      }
    >
      <Stack gap="4">
        <Text>
          Events for <strong>{created?.url}</strong> are signed with this secret (the key of the X-Counterparty-Signature HMAC).
        </Text>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Copy the secret now: it won't be shown again.</Alert.Title>
        </Alert.Root>
        <Clipboard.Root value={created?.secret ?? ''}>
          <HStack gap="2" align="flex-end">
            <Field.Root flex="1">
              <Field.Label>Signing secret</Field.Label>
              <Input readOnly fontFamily="mono" value={created?.secret ?? ''} data-testid="webhook-secret" />
            </Field.Root>
            <Clipboard.Trigger asChild>
              <IconButton aria-label="Copy secret" variant="outline" size="sm">
                <Clipboard.Indicator copied={<LuCheck />}>
                  <LuCopy />
                </Clipboard.Indicator>
              </IconButton>
            </Clipboard.Trigger>
          </HStack>
        </Clipboard.Root>
      </Stack>
    </DialogFrame>
  );
}
