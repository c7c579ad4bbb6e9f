import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useAssignableUsers } from './useAssignableUsers';

/** A colleague to give cases to, picked from the team's active accounts, and the button that assigns them. */
export function AssigneePicker({ label, onAssign }: { label: string; onAssign: (assigneeId: string) => void }) {
  const users = useAssignableUsers();
  const [assignee, setAssignee] = useState('');
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" w="56">
        <NativeSelect.Field aria-label={label} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
          <option value="">Assign to…</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        disabled={!assignee}
        onClick={() => {
          onAssign(assignee);
          setAssignee('');
        }}
      >
        Assign
      </Button>
    </HStack>
  );
}
