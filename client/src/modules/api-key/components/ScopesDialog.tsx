import { Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../lib/useDialogForm';
import type { ApiKeyFieldsFragment, ApiScope } from '../generated/graphql';
import type { ApiKeyPolicy } from '../labels';
import { ScopeCheckboxes, scopesRule } from './ScopeCheckboxes';

interface ScopesValues {
  scopes: ApiScope[];
}

const valuesOf = (key?: ApiKeyFieldsFragment | null): ScopesValues => ({ scopes: key ? [...key.scopes] : [] });

/** Edit scopes: replaces what `apiKey` may do, at once. */
export function ScopesDialog({
  policy,
  apiKey,
  onClose,
  onSave,
}: {
  policy: ApiKeyPolicy;
  apiKey: ApiKeyFieldsFragment | null;
  onClose(): void;
  /** Saves them; rejects with the server's error, shown on the field or in a toast. */
  onSave(key: ApiKeyFieldsFragment, scopes: ApiScope[]): Promise<void>;
}) {
  const open = apiKey !== null;
  const { form, submit } = useDialogForm<ScopesValues, ApiKeyFieldsFragment>({ open, item: apiKey, valuesOf, onClose });
  const { control, formState } = form;
  const save = submit(
    async (v) => {
      if (apiKey) await onSave(apiKey, v.scopes);
    },
    'The scopes could not be saved',
    'Scopes not saved',
  );
  return (
    <FormDialog open={open} title="Edit scopes" onClose={onClose} onSubmit={save} submitting={formState.isSubmitting}>
      <Stack gap="4">
        <Text>
          What <strong>{apiKey?.name}</strong> may do, from its next call (adding the admin scope may need a second admin).
        </Text>
        <Controller
          control={control}
          name="scopes"
          rules={{ validate: scopesRule }}
          render={({ field }) => (
            <ScopeCheckboxes scopes={policy.scopes} value={field.value} onChange={field.onChange} error={formState.errors.scopes} />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
