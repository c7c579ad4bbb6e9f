import { Badge, Button, Card, Field, Heading, Input, Link, Progress, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuUpload } from 'react-icons/lu';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { TableCard } from '../../../components/TableCard';
import {
  ImportLeiRegisterFilesDocument,
  ImportLeiRegisterUrlsDocument,
  LeiRegisterDocument,
  type LeiVersionFieldsFragment,
  type LeiVersionStatus,
} from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';

/** How often the register is read again while an import runs. */
const POLL_MS = 1000;

const STATUS: Record<LeiVersionStatus, { label: string; palette: string }> = {
  IMPORTING: { label: 'Importing', palette: 'blue' },
  ACTIVE: { label: 'Active', palette: 'green' },
  SUPERSEDED: { label: 'Superseded', palette: 'gray' },
  FAILED: { label: 'Failed', palette: 'red' },
};

const count = (n: number) => n.toLocaleString('en-US');

interface ImportValues {
  level1: FileList | null;
  level2: FileList | null;
  level1Url: string;
  level2Url: string;
}

const DEFAULTS: ImportValues = { level1: null, level2: null, level1Url: '', level2Url: '' };

/** Files or URLs: the two ways an import starts. */
function ImportCard({ onImported }: { onImported(version: number): void }) {
  const [source, setSource] = useState<'files' | 'urls'>('files');
  const form = useForm<ImportValues>({ defaultValues: DEFAULTS });
  const { register, handleSubmit, reset, formState } = form;
  const onError = useServerErrors(form, { fields: ['level1', 'level2', 'level1Url', 'level2Url'] });
  const refetch = { refetchQueries: [LeiRegisterDocument], awaitRefetchQueries: true };
  const [importFiles] = useMutation(ImportLeiRegisterFilesDocument, refetch);
  const [importUrls] = useMutation(ImportLeiRegisterUrlsDocument, refetch);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      let version: number | undefined;
      if (source === 'files') {
        const level1 = values.level1?.[0];
        if (!level1) {
          form.setError('level1', { message: 'Choose the Level 1 file' });
          return;
        }
        const res = await importFiles({ variables: { level1, level2: values.level2?.[0] ?? null } });
        version = res.data?.importLeiRegister.version;
      } else {
        const res = await importUrls({ variables: { level1Url: values.level1Url.trim(), level2Url: values.level2Url.trim() || null } });
        version = res.data?.importLeiRegister.version;
      }
      reset(DEFAULTS);
      if (version !== undefined) onImported(version);
    } catch (error) {
      onError(error, 'Import Failed', 'Could not start the import');
    }
  });

  return (
    <Card.Root size="sm">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Heading size="sm" as="h2">
              Import a new version
            </Heading>
            <SegmentGroup.Root
              size="sm"
              value={source}
              onValueChange={(e) => setSource(e.value === 'urls' ? 'urls' : 'files')}
              aria-label="Import from"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'files', label: 'Upload files' },
                  { value: 'urls', label: 'From URLs' },
                ]}
              />
            </SegmentGroup.Root>
            {source === 'files' ? (
              <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
                <Field.Root required invalid={!!errors.level1}>
                  <Field.Label>
                    Level 1 file (LEI-CDF, CSV or zip)
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="file" accept=".csv,.zip" p="1" {...register('level1')} />
                  <Field.ErrorText>{errors.level1?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.level2}>
                  <Field.Label>Level 2 relationships file (optional)</Field.Label>
                  <Input type="file" accept=".csv,.zip" p="1" {...register('level2')} />
                  <Field.ErrorText>{errors.level2?.message}</Field.ErrorText>
                </Field.Root>
              </Stack>
            ) : (
              <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
                <Field.Root required invalid={!!errors.level1Url}>
                  <Field.Label>
                    Level 1 URL
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="url" placeholder="https://…" {...register('level1Url', { required: 'Enter the Level 1 URL' })} />
                  <Field.ErrorText>{errors.level1Url?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.level2Url}>
                  <Field.Label>Level 2 URL (optional)</Field.Label>
                  <Input type="url" placeholder="https://…" {...register('level2Url')} />
                  <Field.ErrorText>{errors.level2Url?.message}</Field.ErrorText>
                </Field.Root>
              </Stack>
            )}
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={formState.isSubmitting}>
              <LuUpload /> Start Import
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function VersionStatus({ version }: { version: LeiVersionFieldsFragment }) {
  const status = STATUS[version.status];
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={status.palette}>{status.label}</Badge>
      {version.status === 'IMPORTING' && (
        <Progress.Root value={version.progressPercent} size="xs" w="32" aria-label={`Version ${version.version} progress`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {version.error && (
        <Text fontSize="xs" color="red.700" maxW="md" whiteSpace="normal" data-testid="lei-import-error">
          {version.error}
        </Text>
      )}
    </Stack>
  );
}

/** Admin → LEI Register: the version in use, the latest imports with their progress, and a new import. */
export function LeiRegisterPage() {
  const { data, loading, startPolling, stopPolling } = useQuery(LeiRegisterDocument, { fetchPolicy: 'cache-and-network' });
  const versions = data?.leiRegister.versions;
  const active = data?.leiRegister.active;

  const running = (versions ?? []).some((v) => v.status === 'IMPORTING');
  useEffect(() => {
    if (!running) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  // An import that ends while the page is open says how.
  const previous = useRef(new Map<number, LeiVersionStatus>());
  useEffect(() => {
    if (!versions) return;
    const before = previous.current;
    for (const v of versions) {
      if (before.get(v.version) !== 'IMPORTING') continue;
      if (v.status === 'FAILED') notify('Import Failed', v.error ?? `Version ${v.version} did not complete`, 'error');
      if (v.status === 'ACTIVE') notify('Import Complete', `Version ${v.version} is in use: ${count(v.recordsRead)} records`, 'success');
    }
    previous.current = new Map(versions.map((v) => [v.version, v.status]));
  }, [versions]);

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="LEI Register"
        subtitle="GLEIF's legal entities and their parents, for LEI lookups in the wizard"
        action={null}
      />
      <Card.Root size="sm" variant="subtle">
        <Card.Body>
          <Text fontSize="sm" color="gray.700" data-testid="lei-register-active">
            {active
              ? `Version ${active.version} is in use: ${count(active.recordsRead)} entities, ${count(active.relationshipsRead)} parent relationships${active.activatedAt ? `, since ${new Date(active.activatedAt).toLocaleString()}` : ''}.`
              : 'No version is in use yet: LEI lookups find nothing until an import completes.'}{' '}
            Download GLEIF's golden copy files (LEI-CDF Level 1 and the Level 2 relationship records, CSV) at{' '}
            <Link
              href="https://www.gleif.org/en/lei-data/gleif-golden-copy/download-the-golden-copy"
              target="_blank"
              rel="noopener noreferrer"
              color="blue.700"
            >
              gleif.org
            </Link>
            , or give their URLs. The version in use stays until a new import completes.
          </Text>
        </Card.Body>
      </Card.Root>
      <ImportCard onImported={(version) => notify('Import Started', `Version ${version}`, 'success')} />
      <TableCard
        label="Register versions"
        loading={loading && !data}
        empty={versions && versions.length === 0 ? <Text color="gray.600">No imports yet.</Text> : null}
      >
        <Table.Root size="sm" aria-label="Register versions" data-testid="lei-versions">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="end">Version</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Source</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Entities</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Relationships</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Changes</Table.ColumnHeader>
              <Table.ColumnHeader>Started</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(versions ?? []).map((v) => (
              <Table.Row key={v.version} data-testid="lei-version-row">
                <Table.Cell textAlign="end">v{v.version}</Table.Cell>
                <Table.Cell>
                  <VersionStatus version={v} />
                </Table.Cell>
                <Table.Cell>{v.source === 'url' ? 'URL' : 'Upload'}</Table.Cell>
                <Table.Cell textAlign="end">{count(v.recordsRead)}</Table.Cell>
                <Table.Cell textAlign="end">{count(v.relationshipsRead)}</Table.Cell>
                <Table.Cell textAlign="end">{v.changes === null || v.changes === undefined ? '—' : count(v.changes)}</Table.Cell>
                <Table.Cell>{new Date(v.createdAt).toLocaleString()}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableCard>
    </Stack>
  );
}
