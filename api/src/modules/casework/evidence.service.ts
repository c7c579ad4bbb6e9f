import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';
import { recordCaseEvent } from './case-events.js';
import type { Readable } from 'node:stream';
import { badInput, conflict, DomainError, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import type { Actor } from '../../core/principal.js';
import { assertSafeText } from '../../core/safe-text.js';
import { sqlOf, type SqlRunner } from '../../core/sql.js';
import { fullName } from '../user/full-name.js';
import { ACCEPTED_KINDS, isZip, sniffEvidenceType, SNIFF_BYTES } from './evidence-type.js';
import { Evidence } from './evidence.entity.js';

/** The largest evidence file: 25 MB. */
export const MAX_EVIDENCE_BYTES = 25 * 1024 * 1024;
/** Bytes per evidence_chunks row: a download reads the file a row at a time. */
export const EVIDENCE_CHUNK_BYTES = 1024 * 1024;
/** Chunks per INSERT (and per SELECT when downloading): 4 MB statements, a handful per file. */
const CHUNKS_PER_STATEMENT = 4;
/** The most evidence a list answers, newest first. */
export const MAX_EVIDENCE_LISTED = 200;
export const MAX_FILE_NAME_LENGTH = 255;
export const MAX_DELETE_REASON_LENGTH = 2000;

/** Where evidence goes or is listed from: a case, or a counterparty directly. */
export type EvidenceOwner = { caseId: string } | { counterpartyId: string };

/** The case (if any) and the counterparty evidence is attached to. */
interface Attachment {
  caseId: string | null;
  counterpartyId: string;
}

/** A download refused because the bytes were deleted: the REST shim answers its `status` (410) with the message. */
export class EvidenceGoneError extends Error {
  readonly status = 410;
  constructor(evidence: Evidence) {
    super(`Evidence ${evidence.fileName} was deleted${evidence.deleteReason ? ` (${evidence.deleteReason})` : ''}; its file is gone`);
    this.name = 'EvidenceGoneError';
  }
}

/** The case or counterparty `owner` names, NOT_FOUND when there is none (a malformed id included). */
async function attachmentOf(sql: SqlRunner, owner: EvidenceOwner): Promise<Attachment> {
  if ('caseId' in owner) {
    const [row] = isUuid(owner.caseId)
      ? await sql<{ counterparty_id: string }>('select counterparty_id from cases where id = $1', [owner.caseId])
      : [];
    if (!row) throw notFound(`Case ${owner.caseId} not found`);
    return { caseId: owner.caseId, counterpartyId: row.counterparty_id };
  }
  const [row] = isUuid(owner.counterpartyId) ? await sql('select 1 from counterparties where id = $1', [owner.counterpartyId]) : [];
  if (!row) throw notFound(`Counterparty ${owner.counterpartyId} not found`);
  return { caseId: null, counterpartyId: owner.counterpartyId };
}

/** The name a file is kept under: its last path segment (a client may send a full path), 1 to 255 characters. */
export function evidenceFileName(raw: unknown): string {
  if (typeof raw !== 'string') throw badInput('fileName is required', 'fileName');
  assertSafeText(raw, 'fileName');
  const name = raw.split(/[/\\]/).pop()?.trim() ?? '';
  if (!name || name === '.' || name === '..') throw badInput('fileName is required', 'fileName');
  // A name goes into lists, reports and Content-Disposition headers: no line breaks or other controls.
  if ([...name].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f'))
    throw badInput('fileName must not contain control characters', 'fileName');
  if (name.length > MAX_FILE_NAME_LENGTH) throw badInput(`fileName must be at most ${MAX_FILE_NAME_LENGTH} characters`, 'fileName');
  return name;
}

export const fileTooLarge = () =>
  new DomainError('PAYLOAD_TOO_LARGE', `file is larger than ${MAX_EVIDENCE_BYTES / 1024 / 1024} MB; at most 25 MB can be uploaded`, 'file');

const notAccepted = (fileName: string) => badInput(`${fileName} is not an accepted type: ${ACCEPTED_KINDS}`, 'file');

/** An upload's bytes, read and checked: its chunks as they will be stored, size, SHA-256 and sniffed type. */
interface ReceivedFile {
  chunks: Buffer[];
  size: number;
  sha256: string;
  contentType: string;
}

/**
 * Collects an upload into EVIDENCE_CHUNK_BYTES chunks as it arrives, hashing on the way. Refuses
 * past MAX_EVIDENCE_BYTES at the first byte over, and a file that is no accepted type as soon as
 * its head says so (a ZIP only at the end, when its central directory can name its parts), so a
 * bad upload is never read to the end.
 */
class FileCollector {
  private readonly chunks: Buffer[] = [];
  private current = Buffer.allocUnsafe(EVIDENCE_CHUNK_BYTES);
  private filled = 0;
  private size = 0;
  private sniffed = false;
  private readonly hash = createHash('sha256');

  constructor(private readonly fileName: string) {}

  push(bytes: Buffer): void {
    this.size += bytes.length;
    if (this.size > MAX_EVIDENCE_BYTES) throw fileTooLarge();
    this.hash.update(bytes);
    let offset = 0;
    while (offset < bytes.length) {
      const copied = bytes.copy(this.current, this.filled, offset);
      this.filled += copied;
      offset += copied;
      if (this.filled === EVIDENCE_CHUNK_BYTES) {
        this.chunks.push(this.current);
        this.current = Buffer.allocUnsafe(EVIDENCE_CHUNK_BYTES);
        this.filled = 0;
      }
    }
    if (!this.sniffed && this.size >= SNIFF_BYTES) this.sniffHead();
  }

  /** The head decides every type but a ZIP's: refuse a file that is none of them before reading on. */
  private sniffHead(): void {
    this.sniffed = true;
    const head = this.head();
    if (!isZip(head) && !sniffEvidenceType({ head, fileName: this.fileName, complete: false })) throw notAccepted(this.fileName);
  }

  private head(): Buffer {
    return (this.chunks[0] ?? this.current.subarray(0, this.filled)).subarray(0, SNIFF_BYTES);
  }

  /** The last SNIFF_BYTES, across the last full chunk and the one being filled. */
  private tail(): Buffer {
    const last = this.current.subarray(0, this.filled);
    const before = this.chunks.at(-1);
    if (last.length >= SNIFF_BYTES || !before) return last.subarray(Math.max(0, last.length - SNIFF_BYTES));
    return Buffer.concat([before.subarray(before.length - (SNIFF_BYTES - last.length)), last]);
  }

  finish(): ReceivedFile {
    if (this.size === 0) throw badInput('file is empty', 'file');
    const complete = this.size <= SNIFF_BYTES;
    const contentType = sniffEvidenceType({ head: this.head(), tail: this.tail(), fileName: this.fileName, complete });
    if (!contentType) throw notAccepted(this.fileName);
    const chunks = this.filled > 0 ? [...this.chunks, this.current.subarray(0, this.filled)] : this.chunks;
    return { chunks, size: this.size, sha256: this.hash.digest('hex'), contentType };
  }
}

/**
 * Reads `body` to its end through a FileCollector. Listens instead of `for await`, which would
 * destroy an HTTP request (and its socket) on the first refusal: here the rest of a refused body
 * is read and dropped, so the client still gets the answer.
 */
function receiveFile(body: Readable, fileName: string): Promise<ReceivedFile> {
  const collector = new FileCollector(fileName);
  return new Promise((resolve, reject) => {
    const stop = (error: unknown) => {
      body.removeAllListeners('data');
      body.removeAllListeners('end');
      body.resume();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    body.on('data', (bytes: Buffer) => {
      try {
        collector.push(bytes);
      } catch (error) {
        stop(error);
      }
    });
    body.on('end', () => {
      try {
        resolve(collector.finish());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    body.on('error', stop);
    body.on('close', () => {
      if (!body.readableEnded) stop(Object.assign(new Error('Upload aborted'), { status: 400 }));
    });
  });
}

/** Inserts the chunks CHUNKS_PER_STATEMENT at a time; Buffers go to PostgreSQL as binary parameters. */
async function insertChunks(sql: SqlRunner, evidenceId: string, chunks: readonly Buffer[]): Promise<void> {
  for (let first = 0; first < chunks.length; first += CHUNKS_PER_STATEMENT) {
    const batch = chunks.slice(first, first + CHUNKS_PER_STATEMENT);
    const rows = batch.map((_chunk, i) => `($1, ${first + i}, $${i + 2})`).join(', ');
    await sql(`insert into evidence_chunks (evidence_id, seq, data) values ${rows}`, [evidenceId, ...batch]);
  }
}

/** Appends to a case's audit trail, in the caller's transaction; counterparty-level evidence has no case, so no case trail. */
async function recordEvidenceEvent(sql: SqlRunner, attachment: Attachment, actor: Actor, action: string, detail: Record<string, unknown>) {
  if (!attachment.caseId) return;
  await recordCaseEvent(
    sql,
    { id: attachment.caseId, counterpartyId: attachment.counterpartyId },
    { id: actor.id, name: fullName(actor) },
    action,
    detail,
  );
}

/**
 * Stores an uploaded file as evidence on a case or a counterparty (for a case: on its
 * counterparty too). The owner is looked up first (NOT_FOUND before a byte is read); the body is
 * then read whole into memory (at most 25 MB, in 1 MiB chunks) before the transaction opens, so a
 * slow client never holds a connection or locks: the row, its chunks and the case event then
 * commit together or not at all. `declaredSize`: the size the sender announced (Content-Length).
 * Errors: NOT_FOUND, BAD_USER_INPUT (fileName; file: empty or not an accepted type),
 * PAYLOAD_TOO_LARGE (file).
 */
export async function storeEvidence(
  em: EntityManager,
  actor: Actor,
  owner: EvidenceOwner,
  rawFileName: unknown,
  body: Readable,
  { declaredSize }: { declaredSize?: number } = {},
): Promise<Evidence> {
  const fileName = evidenceFileName(rawFileName);
  const attachment = await attachmentOf(sqlOf(em), owner);
  // A declared size over the limit is refused before a byte is read (the rest is dropped unread).
  if (declaredSize !== undefined && declaredSize > MAX_EVIDENCE_BYTES) {
    body.resume();
    throw fileTooLarge();
  }
  const file = await receiveFile(body, fileName);
  const id = randomUUID();
  await em.transactional(async (tx) => {
    const sql = sqlOf(tx);
    await sql(
      `insert into evidence (id, case_id, counterparty_id, file_name, content_type, size, sha256, uploaded_by_id, uploaded_by_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, attachment.caseId, attachment.counterpartyId, fileName, file.contentType, file.size, file.sha256, actor.id, fullName(actor)],
    );
    await insertChunks(sql, id, file.chunks);
    await recordEvidenceEvent(sql, attachment, actor, 'evidence_added', {
      evidenceId: id,
      fileName,
      sha256: file.sha256,
      size: file.size,
      contentType: file.contentType,
    });
  });
  return evidenceById(em, id);
}

/**
 * The evidence of a case, or of a counterparty (its own and its cases'), newest first, deleted
 * ones included; at most MAX_EVIDENCE_LISTED. NOT_FOUND for an unknown case or counterparty.
 */
export async function listEvidence(em: EntityManager, owner: EvidenceOwner): Promise<Evidence[]> {
  const attachment = await attachmentOf(sqlOf(em), owner);
  const where = attachment.caseId ? { caseId: attachment.caseId } : { counterpartyId: attachment.counterpartyId };
  return em.find(Evidence, where, { orderBy: { uploadedAt: 'desc', id: 'desc' }, limit: MAX_EVIDENCE_LISTED });
}

/** One piece of evidence, deleted or not. NOT_FOUND (a malformed id included). */
export async function evidenceById(em: EntityManager, id: string): Promise<Evidence> {
  const evidence = isUuid(id) ? await em.findOne(Evidence, { id }) : null;
  if (!evidence) throw notFound(`Evidence ${id} not found`);
  return evidence;
}

/** Its chunks in order, CHUNKS_PER_STATEMENT per query, so at most 4 MB are in memory at once. */
async function* chunksOf(em: EntityManager, evidence: Evidence): AsyncGenerator<Buffer> {
  const sql = sqlOf(em);
  let next = 0;
  let sent = 0;
  for (;;) {
    const rows = await sql<{ seq: number; data: Buffer }>(
      'select seq, data from evidence_chunks where evidence_id = $1 and seq >= $2 order by seq limit $3',
      [evidence.id, next, CHUNKS_PER_STATEMENT],
    );
    for (const row of rows) {
      // A chunk missing in the sequence: the file was deleted while it was being sent.
      if (row.seq !== next) throw new EvidenceGoneError(evidence);
      next += 1;
      sent += row.data.length;
      yield row.data;
    }
    if (rows.length < CHUNKS_PER_STATEMENT) break;
  }
  if (sent !== Number(evidence.size)) throw new EvidenceGoneError(evidence);
}

/**
 * A file to download: its record and its bytes, read chunk by chunk as they are consumed.
 * NOT_FOUND; EvidenceGoneError (410) once deleted.
 */
export async function streamEvidence(em: EntityManager, id: string): Promise<{ evidence: Evidence; chunks: AsyncIterable<Buffer> }> {
  const evidence = await evidenceById(em, id);
  if (evidence.deletedAt) throw new EvidenceGoneError(evidence);
  return { evidence, chunks: chunksOf(em, evidence) };
}

/** A deletion's reason: 1 to 2,000 characters, not blank. */
function deleteReasonOf(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim()) throw badInput('reason is required', 'reason');
  assertSafeText(raw, 'reason');
  const reason = raw.trim();
  if (reason.length > MAX_DELETE_REASON_LENGTH) throw badInput('reason must be at most 2,000 characters', 'reason');
  return reason;
}

/**
 * Deletes a file's bytes and keeps its record with who deleted it, when and why; on a case, the
 * case's trail records it in the same transaction. The row is claimed by its `deleted_at is null`
 * update, so two deletions racing record one. Errors: NOT_FOUND, BAD_USER_INPUT (reason),
 * CONFLICT (already deleted).
 */
export async function deleteEvidence(em: EntityManager, actor: Actor, id: string, rawReason: unknown): Promise<Evidence> {
  const reason = deleteReasonOf(rawReason);
  const evidence = await evidenceById(em, id);
  await em.transactional(async (tx) => {
    const sql = sqlOf(tx);
    const [claimed] = await sql(
      `update evidence set deleted_at = now(), deleted_by_id = $2, deleted_by_name = $3, delete_reason = $4
       where id = $1 and deleted_at is null returning id`,
      [evidence.id, actor.id, fullName(actor), reason],
    );
    if (!claimed) throw conflict(`Evidence ${evidence.fileName} was already deleted`);
    await sql('delete from evidence_chunks where evidence_id = $1', [evidence.id]);
    await recordEvidenceEvent(
      sql,
      { caseId: evidence.caseId ?? null, counterpartyId: evidence.counterpartyId },
      actor,
      'evidence_deleted',
      {
        evidenceId: evidence.id,
        fileName: evidence.fileName,
        sha256: evidence.sha256,
        reason,
      },
    );
  });
  return em.findOneOrFail(Evidence, { id: evidence.id }, { refresh: true });
}

/** A counterparty's evidence as its PDF report lists it, newest first (deleted files too, marked by deletedAt). */
export async function evidenceForReport(
  em: EntityManager,
  counterpartyId: string,
): Promise<{ fileName: string; sha256: string; size: number; uploadedAt: Date; uploadedByName: string; deletedAt: Date | null }[]> {
  if (!isUuid(counterpartyId)) return [];
  const rows = await sqlOf(em)<{
    file_name: string;
    sha256: string;
    size: string | number;
    uploaded_at: Date;
    uploaded_by_name: string;
    deleted_at: Date | null;
  }>(
    `select file_name, sha256, size, uploaded_at, uploaded_by_name, deleted_at from evidence
     where counterparty_id = $1 order by uploaded_at desc, id desc limit $2`,
    [counterpartyId, MAX_EVIDENCE_LISTED],
  );
  return rows.map((row) => ({
    fileName: row.file_name,
    sha256: row.sha256,
    size: Number(row.size),
    uploadedAt: new Date(row.uploaded_at),
    uploadedByName: row.uploaded_by_name,
    deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
  }));
}
