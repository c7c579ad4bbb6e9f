import { Checkbox, Link, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TableScroll } from '../../../components/TableCard';
import { type CaseFieldsFragment } from '../generated/graphql';
import { CaseKindBadge, CaseStatusBadge, CaseTags, DueDate } from './CaseBadges';

/**
 * The inbox's cases as a table: a checkbox per row for bulk actions, the title leading to the
 * case. The row `focused` (moved by the keyboard, see InboxPage) is outlined and scrolled into view.
 */
export function CaseTable({
  cases,
  selected,
  focused,
  onToggle,
  onToggleAll,
  onFocusRow,
}: {
  cases: readonly CaseFieldsFragment[];
  selected: ReadonlySet<string>;
  focused: number;
  onToggle(id: string): void;
  onToggleAll(select: boolean): void;
  onFocusRow(index: number): void;
}) {
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  useEffect(() => {
    rows.current[focused]?.scrollIntoView?.({ block: 'nearest' });
  }, [focused]);
  const all = cases.length > 0 && cases.every((c) => selected.has(c.id));
  const some = !all && cases.some((c) => selected.has(c.id));

  return (
    <TableScroll label="Cases">
      <Table.Root size="sm" interactive minW="3xl">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <Checkbox.Root
                size="sm"
                checked={all ? true : some ? 'indeterminate' : false}
                onCheckedChange={(e) => onToggleAll(e.checked === true)}
              >
                <Checkbox.HiddenInput aria-label="Select all cases shown" />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Case</Table.ColumnHeader>
            <Table.ColumnHeader>Kind</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Assignee</Table.ColumnHeader>
            <Table.ColumnHeader>Due</Table.ColumnHeader>
            <Table.ColumnHeader>Tags</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cases.map((c, i) => (
            <Table.Row
              key={c.id}
              ref={(el) => {
                rows.current[i] = el;
              }}
              data-testid="case-row"
              data-focused={i === focused ? 'true' : undefined}
              aria-selected={selected.has(c.id)}
              bg={selected.has(c.id) ? 'blue.50' : undefined}
              outline={i === focused ? '2px solid' : undefined}
              outlineColor="blue.600"
              outlineOffset="-2px"
              onClick={() => onFocusRow(i)}
            >
              <Table.Cell>
                <Checkbox.Root size="sm" checked={selected.has(c.id)} onCheckedChange={() => onToggle(c.id)}>
                  <Checkbox.HiddenInput aria-label={`Select ${c.title}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell minW="48">
                <Link asChild color="blue.700" fontWeight="semibold">
                  <RouterLink to={`/cases/${c.id}`}>{c.title}</RouterLink>
                </Link>
                <Text fontSize="xs" color="gray.600">
                  {c.counterpartyName}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <CaseKindBadge kind={c.kind} />
              </Table.Cell>
              <Table.Cell>
                <CaseStatusBadge status={c.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {c.assigneeName ?? (
                  <Text as="span" color="gray.600">
                    Unassigned
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <DueDate dueAt={c.dueAt} overdue={c.overdue} />
              </Table.Cell>
              <Table.Cell>
                <CaseTags tags={c.tags} />
                {c.tags.length === 0 && <VisuallyHidden>No tags</VisuallyHidden>}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
