import { useCallback } from 'react';
import { Field, Input, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { FutureDayField, SelectField, WholeNumberField, futureDayRules, wholeNumberRules } from '../../../components/FormFields';
import { dayFromToday, startOfDay } from '../../../lib/days';
import { useDialogForm } from '../../../lib/useDialogForm';
import type { ApiScope, CreateApiKeyInput } from '../generated/graphql';
import type { ApiKeyPolicy } from '../labels';
import { ScopeCheckboxes, scopesRule } from './ScopeCheckboxes';

/** An account a key may act for: approved and not suspended. */
export interface KeyAccount {
  id: string;
  name: string;
  email: string;
  admin: boolean;
}

/** The form's values: named as the API names its input fields, so its errors land on them (expiresAt holds a day here). */
interface CreateValues {
  name: string;
  scopes: ApiScope[];
  expiresAt: string;
  actsForUserId: string;
  screeningConcurrency: number;
}

const valuesFor = (policy: ApiKeyPolicy): CreateValues => ({
  name: '',
  scopes: ['READ'],
  expiresAt: dayFromToday(policy.suggestedDays),
  actsForUserId: '',
  screeningConcurrency: policy.screeningConcurrency.default,
});

/** New API key: its name, scopes, expiry day, the account it acts for and its screening concurrency. */
export function CreateKeyDialog({
  policy,
  open,
  accounts,
  onClose,
  onCreate,
}: {
  policy: ApiKeyPolicy;
  open: boolean;
  accounts: readonly KeyAccount[];
  onClose(): void;
  /** Makes it; rejects with the server's error, shown on its field or in a toast. */
  onCreate(input: CreateApiKeyInput): Promise<void>;
}) {
  // One function per policy: the form starts afresh when it changes, not on every render.
  const valuesOf = useCallback(() => valuesFor(policy), [policy]);
  const { form, submit } = useDialogForm<CreateValues, null>({ open, item: null, valuesOf, onClose });
  const { maxDays, screeningConcurrency: concurrency } = policy;
  const { register, control, formState } = form;
  const { errors } = formState;
  const last = dayFromToday(maxDays);
  const save = submit(
    (v) =>
      onCreate({
        name: v.name.trim(),
        scopes: v.scopes,
        expiresAt: startOfDay(v.expiresAt),
        actsForUserId: v.actsForUserId,
        screeningConcurrency: v.screeningConcurrency,
      }),
    'The API key could not be made',
    'API key not created',
  );

  return (
    <FormDialog
      open={open}
      title="New API key"
      submitLabel="Create key"
      onClose={onClose}
      onSubmit={save}
      submitting={formState.isSubmitting}
    >
      <Stack gap="5">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            maxLength={100}
            placeholder="ERP nightly sync"
            {...register('name', { validate: (v) => (v.trim() ? true : 'A name is required') })}
          />
          {errors.name ? (
            <Field.ErrorText>{errors.name.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>Says what uses the key, e.g. the integration's name.</Field.HelperText>
          )}
        </Field.Root>
        <Controller
          control={control}
          name="scopes"
          rules={{
            validate: (v, values) =>
              v.includes('ADMIN') && accounts.some((a) => a.id === values.actsForUserId && !a.admin)
                ? 'The admin scope needs a key acting for an admin account'
                : scopesRule(v),
          }}
          render={({ field }) => (
            <ScopeCheckboxes scopes={policy.scopes} value={field.value} onChange={field.onChange} error={errors.scopes} />
          )}
        />
        <FutureDayField
          label="Expires on"
          last={last}
          helperText={`At most ${maxDays} days ahead; the key stops working at the start of that day.`}
          error={errors.expiresAt}
          registration={register('expiresAt', futureDayRules(last, `At most ${maxDays} days ahead`))}
        />
        <SelectField
          label="Acts for"
          required
          error={errors.actsForUserId}
          registration={register('actsForUserId', { validate: (v) => (v ? true : 'Choose the account it acts for') })}
          options={[
            { value: '', label: 'Choose an account…' },
            ...accounts.map((a) => ({ value: a.id, label: `${a.name} (${a.email})${a.admin ? ' — admin' : ''}` })),
          ]}
        />
        <WholeNumberField
          label="Screening concurrency"
          min={concurrency.min}
          max={concurrency.max}
          helperText="Screening calls its clients may have in flight at once, per API process."
          error={errors.screeningConcurrency}
          registration={register('screeningConcurrency', wholeNumberRules(concurrency.min, concurrency.max))}
        />
      </Stack>
    </FormDialog>
  );
}
