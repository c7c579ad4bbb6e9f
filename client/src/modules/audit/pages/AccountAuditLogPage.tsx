import { Badge, Button, Field, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { TableCard } from '../../../components/TableCard';
import { AccountAuditLogsDocument, type AccountAction, type AccountSnapshotFieldsFragment } from '../../../generated/graphql';
import { relativeTime } from '../../../lib/relative-time';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { fullName } from '../../auth/hooks/useCurrentUser';
import { ACCOUNT_ACTION_OPTIONS, ACCOUNT_ACTIONS } from '../../user/labels';

/** Entries per page (the server takes up to 200; 50 keeps the query well inside the cost limit). */
const PAGE = 50;

/** An account as the entry recorded it: the name, and the email under it. */
function Account({ account, none }: { account: AccountSnapshotFieldsFragment | null | undefined; none: string }) {
  if (!account) {
    return (
      <Text fontSize="sm" color="gray.600">
        {none}
      </Text>
    );
  }
  return (
    <Stack gap="0">
      <Text fontSize="sm" fontWeight="medium">
        {fullName(account)}
      </Text>
      <Text fontSize="xs" color="gray.600" whiteSpace="normal" overflowWrap="anywhere">
        {account.email}
      </Text>
    </Stack>
  );
}

/**
 * /admin/audit-log: every account action (sign-ups, creations, approvals, role changes,
 * suspensions, password resets, deletions, admin-change proposals), newest first, 50 at a time,
 * filtered by action. Names are as they stood when the entry was written.
 */
export function AccountAuditLogPage() {
  const [action, setAction] = useState<AccountAction | ''>('');
  const [loadingMore, setLoadingMore] = useState(false);
  const onError = useActionErrorHandler();
  const variables = { limit: PAGE, action: action || null };
  const { data, loading, fetchMore } = useQuery(AccountAuditLogsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const page = data?.accountAuditLogs;
  const items = page?.items ?? [];

  const loadMore = async (cursor: string) => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { ...variables, cursor } });
    } catch (error) {
      onError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Account Audit Log"
        subtitle="Who did what to which account, and when: newest first, never changed or deleted"
        action={null}
      />
      <HStack>
        <Field.Root maxW="xs">
          <Field.Label>Action</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field value={action} onChange={(e) => setAction(e.currentTarget.value as AccountAction | '')}>
              {ACCOUNT_ACTION_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <TableCard
        label="Account audit log"
        loading={loading && !data}
        empty={
          items.length === 0 ? (
            <Text color="gray.600">{action ? 'No entries for this action.' : 'No account activity recorded yet.'}</Text>
          ) : null
        }
      >
        <Table.Root size="sm" aria-label="Account audit log" data-testid="account-audit-log">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
              <Table.ColumnHeader>By</Table.ColumnHeader>
              <Table.ColumnHeader>Account</Table.ColumnHeader>
              <Table.ColumnHeader>Summary</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((entry) => {
              const label = ACCOUNT_ACTIONS[entry.action];
              return (
                <Table.Row key={entry.id} data-testid="account-audit-entry">
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString()}>
                      {relativeTime(entry.createdAt)}
                    </time>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={label.palette}>{label.label}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Account account={entry.actor} none="Operator (command line)" />
                  </Table.Cell>
                  <Table.Cell>
                    <Account account={entry.target} none="New account (proposed)" />
                  </Table.Cell>
                  <Table.Cell minW="xs">
                    {/* The table's scroll area keeps cells on one line; a sentence wraps instead. */}
                    <Text fontSize="sm" whiteSpace="normal" overflowWrap="anywhere">
                      {entry.summary}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </TableCard>
      {page?.nextCursor && (
        <HStack justify="center">
          <Button variant="outline" bg="white" loading={loadingMore} onClick={() => void loadMore(page.nextCursor as string)}>
            Load more
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
