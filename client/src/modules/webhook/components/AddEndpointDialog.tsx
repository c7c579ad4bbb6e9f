import { Checkbox, Fieldset, Input, Field, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import type { WebhookEventType } from '../../../generated/graphql';
import { useServerErrors } from '../../../lib/useServerErrors';
import { WEBHOOK_EVENTS } from '../labels';

export interface EndpointValues {
  url: string;
  events: WebhookEventType[];
}

const DEFAULTS: EndpointValues = { url: '', events: ['ASSESSMENT_DECIDED', 'ASSESSMENT_REVIEWED', 'ALERT_CREATED'] };

/** Add Endpoint: the https URL and the events it receives (at least one). */
export function AddEndpointDialog({
  open,
  onClose,
  onCreate,
}: {
  open: boolean;
  onClose(): void;
  /** Registers it; rejects with the server's error, shown on its field or in a toast. */
  onCreate(values: EndpointValues): Promise<void>;
}) {
  const form = useForm<EndpointValues>({ defaultValues: DEFAULTS });
  const { register, handleSubmit, control, reset, formState } = form;
  const onError = useServerErrors(form);
  const errors = formState.errors;
  useEffect(() => {
    if (open) reset(DEFAULTS);
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onCreate({ url: values.url.trim(), events: values.events });
      onClose();
    } catch (error) {
      onError(error, 'Error', 'Could not add the endpoint');
    }
  });

  return (
    <FormDialog
      open={open}
      title="Add Endpoint"
      submitLabel="Add Endpoint"
      onClose={onClose}
      onSubmit={submit}
      submitting={formState.isSubmitting}
    >
      <Stack gap="4">
        <Field.Root required invalid={!!errors.url}>
          <Field.Label>
            URL
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="url"
            placeholder="https://example.com/hooks/counterparty"
            {...register('url', {
              validate: (v) => (!v.trim() ? 'URL is required' : !/^https?:\/\//i.test(v.trim()) ? 'Enter an https:// URL' : true),
            })}
          />
          {errors.url ? (
            <Field.ErrorText>{errors.url.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>Events are POSTed here, signed with the secret shown after you add it.</Field.HelperText>
          )}
        </Field.Root>
        <Controller
          control={control}
          name="events"
          rules={{ validate: (v) => (v.length ? true : 'Choose at least one event') }}
          render={({ field }) => (
            <Fieldset.Root invalid={!!errors.events}>
              <Fieldset.Legend>Events</Fieldset.Legend>
              <Stack gap="2" pt="1">
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox.Root
                    key={event.value}
                    checked={field.value.includes(event.value)}
                    onCheckedChange={(e) =>
                      field.onChange(
                        e.checked ? [...field.value, event.value] : field.value.filter((v: WebhookEventType) => v !== event.value),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {event.label} ({event.dotted})
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
              <Fieldset.ErrorText>{errors.events?.message}</Fieldset.ErrorText>
            </Fieldset.Root>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
