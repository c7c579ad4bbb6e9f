import { Button, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/DialogFrame';
import { CounterpartyListDocument, MergeCounterpartyIntoDocument } from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { useDebounced } from '../../../lib/useDebounced';

/**
 * Admins: merges this counterparty into another found by name (its assessments, cases and
 * evidence move there), after a confirmation naming both.
 */
export function MergeDialog({
  counterparty,
  onMerged,
}: {
  counterparty: { id: string; name: string; country: string };
  onMerged(intoId: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<{ id: string; name: string; country: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const term = useDebounced(search.trim(), 300);
  const onError = useActionErrorHandler();
  const found = useQuery(CounterpartyListDocument, {
    variables: { q: term, limit: 10 },
    skip: !open || !term,
    fetchPolicy: 'network-only',
  });
  const [merge, { loading }] = useMutation(MergeCounterpartyIntoDocument);
  const candidates = (found.data?.counterparties.items ?? []).filter((c) => c.id !== counterparty.id);

  const close = () => {
    setOpen(false);
    setSearch('');
    setTarget(null);
    setConfirming(false);
  };
  const submit = async () => {
    if (!target) return;
    try {
      const { data } = await merge({ variables: { id: counterparty.id, intoId: target.id } });
      notify('Counterparties merged', `${counterparty.name} is now part of ${target.name}`, 'success');
      close();
      onMerged(data?.mergeCounterparties ?? target.id);
    } catch (error) {
      onError(error, 'Merge failed');
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Merge into…
      </Button>
      <DialogFrame
        open={open}
        onClose={close}
        title={confirming && target ? 'Confirm merge' : `Merge ${counterparty.name} into…`}
        role={confirming ? 'alertdialog' : 'dialog'}
        footer={
          <>
            <Button variant="outline" onClick={confirming ? () => setConfirming(false) : close}>
              {confirming ? 'Back' : 'Cancel'}
            </Button>
            {confirming ? (
              <Button colorPalette="red" onClick={() => void submit()} loading={loading}>
                Merge
              </Button>
            ) : (
              <Button colorPalette="blue" disabled={!target} onClick={() => setConfirming(true)}>
                Continue
              </Button>
            )}
          </>
        }
      >
        {confirming && target ? (
          <Text>
            Merge {counterparty.name} ({counterparty.country}) into {target.name} ({target.country})? Its assessments, cases and evidence
            move to {target.name}, and its new assessments join {target.name} from now on. A merge cannot be undone.
          </Text>
        ) : (
          <Stack gap="4">
            <Field.Root>
              <Field.Label>Search counterparties by name</Field.Label>
              <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Company name" autoFocus />
            </Field.Root>
            {term && !found.loading && candidates.length === 0 && <Text color="gray.600">No other counterparty matches.</Text>}
            {candidates.length > 0 && (
              <RadioGroup.Root
                value={target?.id ?? ''}
                onValueChange={(e) => setTarget(candidates.find((c) => c.id === e.value) ?? null)}
                aria-label="Counterparty to merge into"
              >
                <Stack gap="2">
                  {candidates.map((c) => (
                    <RadioGroup.Item key={c.id} value={c.id}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        {c.name} · {c.country} · {c.assessments} assessment{c.assessments === 1 ? '' : 's'}
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            )}
          </Stack>
        )}
      </DialogFrame>
    </>
  );
}
