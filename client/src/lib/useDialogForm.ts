import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useServerErrors } from './useServerErrors';

/**
 * The form of a create/edit dialog, filled from `item` (or the defaults, when it creates) each
 * time the dialog opens, with the server's errors going on their fields. `submit(save, failed,
 * title)` makes the form's submit handler: it saves the values and closes the dialog; a refused
 * save keeps it open with the error on its field, or in a toast titled `title` saying `failed`.
 */
export function useDialogForm<V extends FieldValues, I>({
  open,
  item,
  valuesOf,
  onClose,
}: {
  open: boolean;
  item: I | null | undefined;
  /** The form's values for an item, or the defaults without one (a stable, module-level function). */
  valuesOf(item?: I | null): V;
  onClose(): void;
}) {
  const form = useForm<V>({ defaultValues: valuesOf(item) as DefaultValues<V> });
  const { reset, handleSubmit } = form;
  const onError = useServerErrors(form);
  useEffect(() => {
    if (open) reset(valuesOf(item));
  }, [open, item, reset, valuesOf]);
  const submit = (save: (values: V) => Promise<void>, failed: string, title = 'Error') =>
    handleSubmit(async (values) => {
      try {
        await save(values);
        onClose();
      } catch (error) {
        onError(error, title, failed);
      }
    });
  return { form, onError, submit };
}
