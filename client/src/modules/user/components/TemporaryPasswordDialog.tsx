import { Button, Clipboard, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { DialogFrame } from '../../../components/DialogFrame';

/**
 * Shows an admin-reset password the one time the server returns it; closing the dialog forgets
 * it, so it is never shown again.
 */
export function TemporaryPasswordDialog({ name, password, onClose }: { name: string; password: string | null; onClose(): void }) {
  return (
    <DialogFrame
      open={password !== null}
      title="Temporary Password"
      onClose={onClose}
      closeOnInteractOutside={false}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Stack gap="4">
        <Text>
          Give this password to {name} through a channel you trust. It is shown only this once; they should change it on their profile after
          signing in.
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
    </DialogFrame>
  );
}
