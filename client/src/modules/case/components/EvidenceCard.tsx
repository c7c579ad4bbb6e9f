import { Button, Card, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { LuDownload, LuPaperclip } from 'react-icons/lu';
import { NoteDialog } from '../../../components/NoteDialog';
import { TableScroll } from '../../../components/TableCard';
import { CaseEvidenceDocument, CaseHistoryDocument, DeleteEvidenceDocument, type EvidenceFieldsFragment } from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { downloadEvidence, uploadCaseEvidence } from '../evidence';
import { EVIDENCE_TOO_LARGE, fileSize, MAX_EVIDENCE_BYTES, shortHash } from '../labels';

/**
 * The files kept as evidence on a case, newest first: each with its type (read from its content),
 * size and SHA-256; deleted ones stay listed, struck through, with who deleted them and why. Files
 * are attached through the REST API (at most 25 MB) and downloaded with the session's token.
 */
export function EvidenceCard({ caseId }: { caseId: string }) {
  const onError = useActionErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<EvidenceFieldsFragment | null>(null);
  const refetchQueries = [
    { query: CaseEvidenceDocument, variables: { caseId } },
    { query: CaseHistoryDocument, variables: { caseId } },
  ];
  const client = useApolloClient();
  const { data } = useQuery(CaseEvidenceDocument, { variables: { caseId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteEvidenceDocument, { refetchQueries });
  const files = data?.caseEvidence ?? [];

  const upload = async (file: File) => {
    if (file.size > MAX_EVIDENCE_BYTES) {
      notify('File not attached', EVIDENCE_TOO_LARGE, 'error');
      return;
    }
    setUploading(true);
    try {
      await uploadCaseEvidence(caseId, file);
      notify('Evidence attached', file.name, 'success');
      // The list and the case's history, which records the upload.
      await client.refetchQueries({ include: [CaseEvidenceDocument, CaseHistoryDocument] });
    } catch (error) {
      onError(error, 'File not attached');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            Evidence
          </Heading>
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Evidence file"
            data-testid="evidence-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button size="sm" variant="outline" loading={uploading} onClick={() => input.current?.click()}>
            <LuPaperclip /> Attach file
          </Button>
        </HStack>
        <Text fontSize="sm" color="gray.600">
          PDFs, images, office documents or CSV files, up to 25 MB each.
        </Text>
      </Card.Header>
      <Card.Body>
        {files.length === 0 ? (
          <Text color="gray.600">{data ? 'No evidence attached yet.' : 'Loading evidence…'}</Text>
        ) : (
          <TableScroll label="Evidence">
            <Table.Root size="sm" minW="2xl">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>File</Table.ColumnHeader>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Size</Table.ColumnHeader>
                  <Table.ColumnHeader>SHA-256</Table.ColumnHeader>
                  <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Text srOnly>Actions</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {files.map((f) => {
                  const gone = Boolean(f.deletedAt);
                  return (
                    <Table.Row key={f.id} data-testid="evidence-row" color={gone ? 'gray.500' : undefined}>
                      <Table.Cell minW="40">
                        <Text textDecoration={gone ? 'line-through' : undefined} wordBreak="break-all">
                          {f.fileName}
                        </Text>
                        {gone && (
                          <Text fontSize="xs" data-testid="evidence-deleted">
                            Deleted by {f.deletedByName ?? 'someone'}
                            {f.deletedAt ? ` on ${new Date(f.deletedAt).toLocaleDateString()}` : ''}: {f.deleteReason}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell fontSize="xs">{f.contentType}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                        {fileSize(f.size)}
                      </Table.Cell>
                      <Table.Cell>
                        <Text
                          as="span"
                          fontFamily="mono"
                          fontSize="xs"
                          title={f.sha256}
                          data-testid="evidence-sha256"
                          data-sha256={f.sha256}
                        >
                          {shortHash(f.sha256)}
                        </Text>
                      </Table.Cell>
                      <Table.Cell fontSize="sm">
                        {f.uploadedByName}
                        <Text fontSize="xs" color="gray.600">
                          {new Date(f.uploadedAt).toLocaleString()}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        {!gone && (
                          <HStack gap="1" justify="flex-end">
                            <Button
                              size="xs"
                              variant="ghost"
                              colorPalette="blue"
                              aria-label={`Download ${f.fileName}`}
                              onClick={() => downloadEvidence(f).catch((error: unknown) => onError(error, 'Download failed'))}
                            >
                              <LuDownload aria-hidden /> Download
                            </Button>
                            <Button
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              aria-label={`Delete ${f.fileName}`}
                              onClick={() => setDeleting(f)}
                            >
                              Delete
                            </Button>
                          </HStack>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
      </Card.Body>
      <NoteDialog
        item={deleting}
        title="Delete evidence"
        submitLabel="Delete"
        note={{ name: 'reason', label: 'Reason', rows: 3, helperText: 'The file goes; its record stays with who deleted it and why.' }}
        failed={{ title: 'Evidence not deleted', message: 'The file could not be deleted' }}
        onClose={() => setDeleting(null)}
        onSubmit={async (item, reason) => {
          await remove({ variables: { id: item.id, reason } });
          notify('Evidence deleted', item.fileName, 'success');
        }}
      >
        <Text>Delete {deleting?.fileName}?</Text>
      </NoteDialog>
    </Card.Root>
  );
}
