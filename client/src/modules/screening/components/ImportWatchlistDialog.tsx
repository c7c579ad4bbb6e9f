import { Checkbox, Field, Input, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField } from '../../../components/FormFields';
import type { WatchlistFormat } from '../../../generated/graphql';
import { useServerErrors } from '../../../lib/useServerErrors';
import { WATCHLIST_FORMATS } from '../labels';

export interface ImportValues {
  name: string;
  format: WatchlistFormat;
  file: FileList | null;
  altFile: FileList | null;
  allowShrink: boolean;
}

export interface ImportRequest {
  name: string;
  format: WatchlistFormat;
  file: File;
  altFile: File | null;
  /** The admin confirms that this version may remove more than half of the list (WATCHLIST_MAX_SHRINK). */
  allowShrink: boolean;
}

const DEFAULTS: ImportValues = { name: '', format: 'FTM', file: null, altFile: null, allowShrink: false };

/**
 * The Import List dialog: a name, the file format, the list file, (OFAC only) its aliases file, and
 * the confirmation that a new version may remove more than half of the list.
 */
export function ImportWatchlistDialog({
  open,
  onClose,
  onImport,
}: {
  open: boolean;
  onClose(): void;
  /** Uploads the list; rejects with the server's error, shown on its field or in a toast. */
  onImport(request: ImportRequest): Promise<void>;
}) {
  const form = useForm<ImportValues>({ defaultValues: DEFAULTS });
  const { register, handleSubmit, control, reset, formState } = form;
  // The server names the fields name, format, file and altFile (and content for the text form).
  const onError = useServerErrors(form, {
    fields: ['name', 'format', 'file', 'altFile', 'allowShrink'],
    aliases: { content: 'file', altContent: 'altFile' },
  });
  const format = useWatch({ control, name: 'format' });
  const errors = formState.errors;
  useEffect(() => {
    if (open) reset(DEFAULTS);
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    const file = values.file?.[0];
    if (!file) return;
    try {
      await onImport({
        name: values.name.trim(),
        format: values.format,
        file,
        altFile: values.format === 'OFAC_SDN_CSV' ? (values.altFile?.[0] ?? null) : null,
        allowShrink: values.allowShrink,
      });
      onClose();
    } catch (error) {
      onError(error, 'Import Failed', 'Could not import the list');
    }
  });

  return (
    <FormDialog open={open} title="Import List" onClose={onClose} onSubmit={submit} submitting={formState.isSubmitting}>
      <Stack gap="4">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            placeholder="e.g. OFAC SDN"
            {...register('name', {
              validate: (v) => (!v.trim() ? 'Name is required' : v.trim().length > 100 ? 'Name must be at most 100 characters' : true),
            })}
          />
          {errors.name ? (
            <Field.ErrorText>{errors.name.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>Importing under an existing name makes a new version that replaces the old one.</Field.HelperText>
          )}
        </Field.Root>
        <SelectField label="Format" error={errors.format} registration={register('format')} options={WATCHLIST_FORMATS} />
        <Field.Root required invalid={!!errors.file}>
          <Field.Label>
            List file
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="file"
            p="1"
            accept={format === 'FTM' ? '.json,.jsonl,.ftm,application/json' : '.csv,text/csv'}
            {...register('file', { validate: (v) => (v?.length ? true : 'Choose the list file') })}
          />
          {errors.file ? <Field.ErrorText>{errors.file.message}</Field.ErrorText> : <Field.HelperText>UTF-8, up to 1 GB.</Field.HelperText>}
        </Field.Root>
        {format === 'OFAC_SDN_CSV' && (
          <Field.Root invalid={!!errors.altFile}>
            <Field.Label>Aliases file (alt.csv)</Field.Label>
            <Input type="file" p="1" accept=".csv,text/csv" {...register('altFile')} />
            {errors.altFile ? (
              <Field.ErrorText>{errors.altFile.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Optional: OFAC's aliases (a.k.a. names) of the SDN entries.</Field.HelperText>
            )}
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.allowShrink}>
          <Controller
            control={control}
            name="allowShrink"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} colorPalette="blue">
                <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} name={field.name} />
                <Checkbox.Control />
                <Checkbox.Label>Allow this version to remove more than half of the list</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {errors.allowShrink ? (
            <Field.ErrorText>{errors.allowShrink.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Without it, a new version that drops more than half of the entities of the version in use fails (a truncated export must not
              quietly clear every match) and the version in use stays.
            </Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
