import { Button, Clipboard, Dialog, IconButton, Input, InputGroup, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';

/**
 * Shows an admin-reset password the one time the server returns it; closing the dialog forgets
 * it, so it is never shown again.
 */
export function TemporaryPasswordDialog({ name, password, onClose }: { name: string; password: string | null; onClose(): void }) {
  return (
    <Dialog.Root open={password !== null} onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Temporary Password</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  Give this password to {name} through a channel you trust. It is shown only this once; they should change it on their
                  profile after signing in.
                </Text>
                <Clipboard.Root value={password ?? ''}>
                  <Clipboard.Label>Temporary password</Clipboard.Label>
                  <InputGroup
                    endElement={
                      <Clipboard.Trigger asChild>
                        <IconButton aria-label="Copy temporary password" variant="surface" size="xs" me="-2">
                          <Clipboard.Indicator copied={<LuCheck />}>
                            <LuCopy />
                          </Clipboard.Indicator>
                        </IconButton>
                      </Clipboard.Trigger>
                    }
                  >
                    <Clipboard.Input asChild>
                      <Input readOnly fontFamily="mono" data-testid="temporary-password" />
                    </Clipboard.Input>
                  </InputGroup>
                </Clipboard.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
