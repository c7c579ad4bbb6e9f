import { Badge, Button, Card, IconButton, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { LuTrash2, LuUpload } from 'react-icons/lu';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { DeleteDialog } from '../../../components/ConfirmDialog';
import { TableCard } from '../../../components/TableCard';
import {
  DeleteWatchlistDocument,
  ImportWatchlistFileDocument,
  WatchlistsDocument,
  type WatchlistFieldsFragment,
  type WatchlistStatus,
} from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { ImportWatchlistDialog, type ImportRequest } from '../components/ImportWatchlistDialog';
import { ScreenNameCard } from '../components/ScreenNameCard';
import { FORMAT_SHORT, formatCount, importProgressText, WATCHLIST_STATUS } from '../labels';

/** How often the lists are read again while an import runs. */
const POLL_MS = 1000;

function StatusCell({ list }: { list: WatchlistFieldsFragment }) {
  const status = WATCHLIST_STATUS[list.status];
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={status.palette}>{status.label}</Badge>
      {list.status === 'IMPORTING' && (
        <Text fontSize="xs" color="gray.700" data-testid="import-progress">
          {importProgressText(list.importProgress, list.importTotal)}
        </Text>
      )}
      {list.error && (
        <Text fontSize="xs" color="red.700" maxW="md" whiteSpace="normal" data-testid="watchlist-error">
          {list.error}
        </Text>
      )}
      {list.status === 'FAILED' && list.version > 0 && (
        <Text fontSize="xs" color="gray.700">
          Version {list.version} stays in use.
        </Text>
      )}
    </Stack>
  );
}

export function WatchlistsPage() {
  const { data, loading, startPolling, stopPolling } = useQuery(WatchlistsDocument, { fetchPolicy: 'cache-and-network' });
  const [importFile] = useMutation(ImportWatchlistFileDocument, { refetchQueries: [WatchlistsDocument], awaitRefetchQueries: true });
  const [deleteList, deleting] = useMutation(DeleteWatchlistDocument, { refetchQueries: [WatchlistsDocument] });
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<WatchlistFieldsFragment | null>(null);
  const lists = data?.watchlists ?? [];

  // Read the lists every second while any import runs, and stop once none does.
  const running = lists.some((l) => l.status === 'IMPORTING');
  useEffect(() => {
    if (!running) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  // An import that ends in failure while the page is open says so; its error stays in the table.
  const previous = useRef(new Map<string, WatchlistStatus>());
  const watchlists = data?.watchlists;
  useEffect(() => {
    if (!watchlists) return;
    const before = previous.current;
    const failed = watchlists.find((l) => l.status === 'FAILED' && before.get(l.id) === 'IMPORTING');
    if (failed) notify('Import Failed', `${failed.name}: ${failed.error ?? 'the import did not complete'}`, 'error');
    previous.current = new Map(watchlists.map((l) => [l.id, l.status]));
  }, [watchlists]);

  const upload = async ({ name, format, file, altFile, allowShrink }: ImportRequest) => {
    await importFile({ variables: { name, format, file, altFile, allowShrink } });
    notify('Import Started', `${name}: ${file.name}`, 'success');
  };

  const remove = async (list: WatchlistFieldsFragment) => {
    await deleteList({ variables: { id: list.id } });
    notify('List deleted', list.name, 'success');
  };

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Watchlists"
        subtitle="Sanctions and watch lists every assessment is screened against"
        action={
          <Button colorPalette="blue" onClick={() => setImporting(true)}>
            <LuUpload /> Import List
          </Button>
        }
      />
      <Card.Root size="sm" variant="subtle">
        <Card.Body>
          <Text fontSize="sm" color="gray.700">
            Download the lists from their publishers, then import the file here: OpenSanctions (FollowTheMoney{' '}
            <Text as="code">entities.ftm.json</Text> or <Text as="code">targets.simple.csv</Text>) at{' '}
            <Link href="https://www.opensanctions.org/datasets/default/" target="_blank" rel="noopener noreferrer" color="blue.700">
              opensanctions.org/datasets/default
            </Link>
            , and OFAC's SDN list (<Text as="code">sdn.csv</Text> with its aliases <Text as="code">alt.csv</Text>) at{' '}
            <Link href="https://sanctionslist.ofac.treas.gov/" target="_blank" rel="noopener noreferrer" color="blue.700">
              sanctionslist.ofac.treas.gov
            </Link>
            . Re-importing a list under the same name replaces it with a new version once the import completes.
          </Text>
        </Card.Body>
      </Card.Root>
      <TableCard
        label="Watchlists"
        loading={loading && !data}
        empty={lists.length === 0 ? <Text color="gray.600">No watchlists yet. Import one to start screening assessments.</Text> : null}
      >
        <Table.Root size="sm" aria-label="Watchlists" data-testid="watchlists">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Format</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Version</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Entities</Table.ColumnHeader>
              <Table.ColumnHeader>Imported</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lists.map((list) => (
              <Table.Row key={list.id} data-testid="watchlist-row">
                <Table.Cell fontWeight="medium">{list.name}</Table.Cell>
                <Table.Cell>{FORMAT_SHORT[list.format] ?? list.format}</Table.Cell>
                <Table.Cell>
                  <StatusCell list={list} />
                </Table.Cell>
                <Table.Cell textAlign="end">{list.version > 0 ? `v${list.version}` : '—'}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(list.entityCount)}</Table.Cell>
                <Table.Cell>{list.importedAt ? new Date(list.importedAt).toLocaleString() : 'Never'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <IconButton
                    aria-label={`Delete ${list.name}`}
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setToDelete(list)}
                  >
                    <LuTrash2 />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableCard>
      <ScreenNameCard />
      <ImportWatchlistDialog open={importing} onClose={() => setImporting(false)} onImport={upload} />
      <DeleteDialog item={toDelete} title="Delete Watchlist" busy={deleting.loading} onDelete={remove} onClose={() => setToDelete(null)}>
        <Text>
          Delete <strong>{toDelete?.name}</strong> with all its versions? Screening stops using it at once.
        </Text>
      </DeleteDialog>
    </Stack>
  );
}
