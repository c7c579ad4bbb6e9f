import { Badge, Button, Card, chakra, Field, HStack, Input, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { PageHeader } from '../../../components/PageHeader';
import { AnalyticsDocument, AssessmentsDocument, BatchDocument, BatchesDocument, UploadBatchDocument } from '../../../generated/graphql';
import { saveBlob } from '../../../lib/download';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';
import { BatchResultsCard } from '../components/BatchResultsCard';
import { BATCH_STATUS, BatchStatusCard } from '../components/BatchStatusCard';
import { isCsv, templateCsv } from '../template';

const POLL_MS = 2000;
const done = (status?: string) => status === 'COMPLETED' || status === 'FAILED';

export function BatchPage() {
  // The upload is one field, the file: the server's complaints about its content or name go there.
  const form = useForm<{ file: string }>({ defaultValues: { file: '' } });
  const onError = useServerErrors(form, { aliases: { csvContent: 'file', fileName: 'file' } });
  const fileError = form.formState.errors.file?.message;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const history = useQuery(BatchesDocument, { fetchPolicy: 'cache-and-network' });
  const current = useQuery(BatchDocument, { variables: { id: selected ?? '' }, skip: !selected, fetchPolicy: 'network-only' });
  const [upload, uploading] = useMutation(UploadBatchDocument, { refetchQueries: [BatchesDocument] });
  const batch = current.data?.batch;

  // Spec §4: the selected batch is polled every 2 s until it is completed or failed.
  const { startPolling, stopPolling, refetch } = current;
  const refetchHistory = history.refetch;
  const status = batch?.status;
  useEffect(() => {
    if (!selected || done(status)) {
      stopPolling();
      if (done(status)) void refetchHistory();
      return;
    }
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [selected, status, startPolling, stopPolling, refetchHistory]);

  const choose = (chosen: File | undefined) => {
    form.clearErrors('file');
    if (!chosen) return;
    if (!isCsv(chosen)) {
      notify('Invalid File', 'Please select a CSV file', 'error');
      if (input.current) input.current.value = '';
      return setFile(null);
    }
    setFile(chosen);
  };

  const start = async () => {
    if (!file) return;
    try {
      const { data } = await upload({
        variables: { input: { csvContent: await file.text(), fileName: file.name } },
        refetchQueries: [BatchesDocument, AssessmentsDocument, AnalyticsDocument],
      });
      if (!data) return;
      notify('Batch Upload Started', `Processing ${data.uploadBatch.totalRows} assessments`, 'success');
      setSelected(data.uploadBatch.batchId);
      setFile(null);
      if (input.current) input.current.value = '';
      void refetch();
    } catch (error) {
      onError(error, 'Upload Failed');
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Batch Upload"
        subtitle="Assess many counterparties at once from a CSV file"
        actions={
          <Button variant="outline" onClick={() => saveBlob(new Blob([templateCsv()], { type: 'text/csv' }), 'assessment-template.csv')}>
            <LuDownload /> Download Template
          </Button>
        }
      />
      <Card.Root>
        <Card.Body>
          <Field.Root invalid={!!fileError}>
            <HStack gap="4" wrap="wrap">
              <Input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                maxW="md"
                p="1"
                onChange={(e) => choose(e.target.files?.[0])}
              />
              <Button colorPalette="blue" onClick={start} disabled={!file} loading={uploading.loading}>
                <LuUpload /> Upload &amp; Process
              </Button>
            </HStack>
            {fileError ? (
              <Field.ErrorText>{fileError}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                One counterparty per row, with the template's columns. alternativeContacts and keyPeople may be empty; keyPeople lists
                directors and beneficial owners separated by semicolons (Jane Doe;John Smith), each screened against the watch lists.
              </Field.HelperText>
            )}
          </Field.Root>
        </Card.Body>
      </Card.Root>

      {batch && <BatchStatusCard batch={batch} />}
      {batch && done(batch.status) && batch.successfulRows > 0 && (
        <BatchResultsCard key={batch.id} batchId={batch.id} successfulRows={batch.successfulRows} />
      )}

      <Stack gap="3">
        <Text fontWeight="semibold" fontSize="lg">
          Batch History
        </Text>
        {history.data?.batches.length === 0 && <Text color="gray.600">No batch uploads yet</Text>}
        {history.data?.batches.map((b) => (
          <Card.Root
            key={b.id}
            size="sm"
            position="relative"
            cursor="pointer"
            _hover={{ shadow: 'md' }}
            borderColor={b.id === selected ? 'blue.400' : undefined}
            data-testid="batch-history-item"
          >
            <Card.Body>
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Stack gap="0" minW="0">
                  {/* The whole card selects the batch; the button (its file name) is what a keyboard reaches. */}
                  <LinkOverlay asChild>
                    <chakra.button
                      type="button"
                      onClick={() => setSelected(b.id)}
                      aria-pressed={b.id === selected}
                      aria-label={`${b.fileName}, uploaded ${new Date(b.createdAt).toLocaleString()}`}
                      textAlign="start"
                      fontWeight="medium"
                      overflowWrap="anywhere"
                      cursor="pointer"
                      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
                    >
                      {b.fileName}
                    </chakra.button>
                  </LinkOverlay>
                  <Text fontSize="sm" color="gray.600">
                    {new Date(b.createdAt).toLocaleString()}
                  </Text>
                </Stack>
                <HStack gap="3">
                  <Text fontSize="sm" color="green.700">
                    {b.successfulRows} successful
                  </Text>
                  <Text fontSize="sm" color="red.700">
                    {b.failedRows} failed
                  </Text>
                  <Badge colorPalette={BATCH_STATUS[b.status]?.palette}>{BATCH_STATUS[b.status]?.label ?? b.status}</Badge>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
