import { useState } from 'react';
import { notify } from './toaster';
import { useActionErrorHandler } from './useActionErrorHandler';

/** The input a create/edit dialog's values are sent as: a blank description is no description. */
export type ItemInput<V extends { description: string }> = Omit<V, 'description'> & { description: string | null };

export const itemInput = <V extends { description: string }>(values: V): ItemInput<V> => ({
  ...values,
  description: values.description.trim() || null,
});

/**
 * An admin list of items that are created and edited in one dialog, switched on and off, and
 * deleted (rules, AI prompts): the dialog's state and the actions, with their toasts ("<noun>
 * created", "… updated", "… deleted"). Spec §8: errors of toggling are not handled beyond the
 * refetch; a failed deletion shows its error and never the success toast. A failed save rejects,
 * for the dialog to show.
 */
export function useEditableList<T extends { id: string; name: string }, V extends { name: string; description: string }>({
  noun,
  create,
  update,
  remove,
}: {
  noun: string;
  create(input: ItemInput<V>): Promise<unknown>;
  update(id: string, input: ItemInput<V> | { enabled: boolean }): Promise<unknown>;
  remove(id: string): Promise<unknown>;
}) {
  const onError = useActionErrorHandler();
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);

  return {
    /** The item the dialog edits; null when it creates one. */
    editing,
    open,
    startCreate: () => (setEditing(null), setOpen(true)),
    startEdit: (item: T) => (setEditing(item), setOpen(true)),
    close: () => setOpen(false),
    save: async (values: V) => {
      const input = itemInput(values);
      if (editing) await update(editing.id, input);
      else await create(input);
      notify(editing ? `${noun} updated` : `${noun} created`, values.name, 'success');
    },
    toggle: (item: T, enabled: boolean) => void update(item.id, { enabled }).catch(() => undefined),
    remove: async (item: T) => {
      try {
        await remove(item.id);
        notify(`${noun} deleted`, item.name, 'success');
      } catch (error) {
        onError(error);
      }
    },
  };
}
