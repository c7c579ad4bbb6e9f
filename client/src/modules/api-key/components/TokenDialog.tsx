import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { DialogFrame } from '../../../components/DialogFrame';
import { notify } from '../../../lib/toaster';

/** A key just made or rotated, with its token. */
export interface Issued {
  name: string;
  token: string;
  rotated: boolean;
}

/** The token of a key just made or rotated, shown this once, with a copy button. */
export function TokenDialog({ issued, onClose }: { issued: Issued | null; onClose(): void }) {
  // The token last copied: a new one shows Copy again.
  const [copiedToken, setCopiedToken] = useState<string | null>(null);
  const token = issued?.token ?? '';
  const copied = token !== '' && copiedToken === token;
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(token);
      setCopiedToken(token);
    } catch {
      notify('Not copied', 'This browser did not let the page copy: select the token and copy it yourself.', 'error');
    }
  };
  return (
    <DialogFrame
      open={!!issued}
      title={issued?.rotated ? 'API key rotated' : 'API key created'}
      onClose={onClose}
      role="alertdialog"
      size="lg"
      closeOnInteractOutside={false}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Stack gap="4">
        <Text>
          Clients of <strong>{issued?.name}</strong> send this token as <code>Authorization: Bearer &lt;token&gt;</code>.
        </Text>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Copy the token now: it will not be shown again.</Alert.Title>
        </Alert.Root>
        <HStack gap="2" align="flex-end">
          <Field.Root flex="1" minW="0">
            <Field.Label>Token</Field.Label>
            <Input readOnly fontFamily="mono" value={token} data-testid="issued-token" onFocus={(e) => e.currentTarget.select()} />
          </Field.Root>
          <Button variant="outline" onClick={() => void copy()} aria-label="Copy token">
            {copied ? <LuCheck /> : <LuCopy />} {copied ? 'Copied' : 'Copy'}
          </Button>
        </HStack>
      </Stack>
    </DialogFrame>
  );
}
