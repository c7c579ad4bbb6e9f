import { Alert, Button, Clipboard, Dialog, Field, HStack, IconButton, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';

/** The signing secret of a new endpoint, shown this once, with a copy button. */
export function SecretDialog({ created, onClose }: { created: { url: string; secret: string } | null; onClose(): void }) {
  return (
    <Dialog.Root open={!!created} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Endpoint Added</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                I have copied it
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
