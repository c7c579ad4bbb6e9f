import { Button, ButtonGroup, Checkbox, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { type CaseKind } from '../generated/graphql';
import { ASSIGNEE_FILTERS, SORT_ORDERS, STATUS_FILTERS, type InboxFilters } from '../inbox-filters';
import { CASE_KIND, CASE_KINDS } from '../labels';

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          aria-pressed={value === o.value}
          variant={value === o.value ? 'solid' : 'outline'}
          colorPalette={value === o.value ? 'blue' : 'gray'}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** The tag filter: applied on Enter or on leaving the field (a new address starts it again, by its key). */
function TagInput({ value, onChange }: { value: string; onChange(tag: string): void }) {
  const [tag, setTag] = useState(value);
  return (
    <form
      style={{ width: '100%' }}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(tag.trim());
      }}
    >
      <Input size="sm" value={tag} placeholder="Any tag" onChange={(e) => setTag(e.target.value)} onBlur={() => onChange(tag.trim())} />
    </form>
  );
}

/** The inbox's filters and order; every change goes to the address (InboxPage). */
export function InboxFilterBar({ filters, onChange }: { filters: InboxFilters; onChange(next: InboxFilters): void }) {
  const set = (patch: Partial<InboxFilters>) => onChange({ ...filters, ...patch });

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Choice label="Assignee" value={filters.assignee} options={ASSIGNEE_FILTERS} onChange={(assignee) => set({ assignee })} />
        <Choice label="Status" value={filters.status} options={STATUS_FILTERS} onChange={(status) => set({ status })} />
      </HStack>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', sm: '48' }}>
          <Field.Label fontSize="sm">Kind</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={filters.kind ?? ''} onChange={(e) => set({ kind: (e.target.value || null) as CaseKind | null })}>
              <option value="">All kinds</option>
              {CASE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {CASE_KIND[k].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label fontSize="sm">Tag</Field.Label>
          <TagInput key={filters.tag} value={filters.tag} onChange={(tag) => set({ tag })} />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label fontSize="sm">Sort</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={filters.sort} onChange={(e) => set({ sort: e.target.value as InboxFilters['sort'] })}>
              {SORT_ORDERS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Checkbox.Root size="sm" checked={filters.overdue} onCheckedChange={(e) => set({ overdue: e.checked === true })} pb="2">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Overdue only</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
    </Stack>
  );
}
