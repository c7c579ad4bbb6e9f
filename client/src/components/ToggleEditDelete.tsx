import { HStack, IconButton, Switch } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';

/** The enable switch, edit and delete buttons of an admin card (rules, AI prompts). */
export function ToggleEditDelete({
  name,
  enabled,
  onToggle,
  onEdit,
  onDelete,
}: {
  name: string;
  enabled: boolean;
  onToggle(enabled: boolean): void;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <HStack gap="1">
      <Switch.Root checked={enabled} onCheckedChange={(e) => onToggle(e.checked)} colorPalette="blue" aria-label={`Enable ${name}`}>
        <Switch.HiddenInput />
        <Switch.Control />
      </Switch.Root>
      <IconButton aria-label={`Edit ${name}`} size="sm" variant="ghost" onClick={onEdit}>
        <LuPencil />
      </IconButton>
      <IconButton aria-label={`Delete ${name}`} size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}
