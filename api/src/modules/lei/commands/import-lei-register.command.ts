import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, type PgBoss } from 'pg-boss';
import { badInput } from '../../../core/errors.js';
import { anAdmin, enforce } from '../../../core/policy.js';
import type { Actor } from '../../../core/principal.js';
import { urlProblem } from '../../../core/safe-fetch.js';
import { sqlOf } from '../../../core/sql.js';
import { storeParts, type PartsSource } from '../../../core/upload-parts.js';
import { LeiVersionStatus } from '../lei-register-version.entity.js';
import { LEI_IMPORT_QUEUE, type LeiImportJob } from '../lei.jobs.js';
import { MAX_REGISTER_FILE_BYTES, registerFile } from './run-lei-import.command.js';

/** The two files of a register import. */
export type LeiFilePart = 'level1' | 'level2';

/** A file of an upload, as it arrives (a multipart part, a GraphQL Upload, a text). */
export interface LeiUploadedFile {
  part: LeiFilePart;
  content: PartsSource;
}

/**
 * What an import starts from: uploaded files (level1 required, level2 optional: without it no
 * record has parents), or URLs the worker fetches through the safe fetcher.
 */
export type LeiImportRequest =
  | { files: AsyncIterable<LeiUploadedFile> | Iterable<LeiUploadedFile> }
  | { level1Url: string | null | undefined; level2Url?: string | null };

/** Longest URL accepted. */
const MAX_URL_LENGTH = 2000;

/** The URL fields checked as given (BAD_USER_INPUT naming the field); DNS and redirects are checked when the worker fetches. */
function checkUrls(level1Url: string | null | undefined, level2Url: string | null | undefined, allowLoopback: boolean) {
  if (typeof level1Url !== 'string' || level1Url.trim() === '') throw badInput('level1Url or a level1 file is required', 'level1Url');
  const urls = { level1Url: level1Url.trim(), level2Url: typeof level2Url === 'string' && level2Url.trim() ? level2Url.trim() : null };
  for (const field of ['level1Url', 'level2Url'] as const) {
    const url = urls[field];
    if (url === null) continue;
    if (url.length > MAX_URL_LENGTH) throw badInput(`${field} must be at most ${MAX_URL_LENGTH} characters`, field);
    const problem = urlProblem(url, allowLoopback);
    if (problem) throw badInput(problem, field);
  }
  if (level2Url !== undefined && level2Url !== null && typeof level2Url !== 'string') throw badInput('level2Url must be text', 'level2Url');
  return urls;
}

/**
 * Admin: starts a new version of the LEI register, in one transaction: its row, the uploaded files
 * (stored in parts, each up to 2 GB) and its import job. An import still running is superseded (its
 * job stops and keeps nothing). Lookups keep reading the active version until the new one is complete.
 * FORBIDDEN, BAD_USER_INPUT naming the field (level1, level2, level1Url, level2Url), PAYLOAD_TOO_LARGE.
 */
export async function importLeiRegisterCommand(
  em: EntityManager,
  queue: PgBoss,
  actor: Actor,
  request: LeiImportRequest,
  options: { allowLoopback: boolean },
): Promise<{ version: number }> {
  enforce(anAdmin(actor));
  const urls = 'files' in request ? null : checkUrls(request.level1Url, request.level2Url, options.allowLoopback);
  return em.transactional(async (tx) => {
    const run = sqlOf(tx);
    // Serializes the start of imports: one version number each, one running at a time.
    await run(`select pg_advisory_xact_lock(hashtext('lei_register_import'))`);
    const [{ next }] = await run<{ next: number }>('select coalesce(max(version), 0) + 1 as next from lei_register_versions');
    const version = Number(next);
    const superseded = await run<{ version: number }>(
      'update lei_register_versions set status = $1, error = $2 where status = $3 returning version',
      [LeiVersionStatus.SUPERSEDED, `Superseded by version ${version} before it completed`, LeiVersionStatus.IMPORTING],
    );
    if (superseded.length) await run('delete from lei_upload_parts where version = any($1::int[])', [superseded.map((s) => s.version)]);
    await run(
      `insert into lei_register_versions (version, status, source, level1_url, level2_url, created_by, bytes_total)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        version,
        LeiVersionStatus.IMPORTING,
        urls ? 'url' : 'upload',
        urls?.level1Url ?? null,
        urls?.level2Url ?? null,
        actor.id,
        urls ? null : 0,
      ],
    );
    if (!('files' in request)) {
      // Fetched by the worker: nothing else to store.
    } else {
      const stored = new Set<LeiFilePart>();
      let total = 0;
      for await (const file of request.files) {
        if (stored.has(file.part)) throw badInput(`${file.part} was sent twice`, file.part);
        stored.add(file.part);
        const bytes = await storeParts(run, registerFile(version, file.part), file.content, {
          maxBytes: MAX_REGISTER_FILE_BYTES,
          field: file.part,
          what: `${file.part} file`,
        });
        if (bytes === 0) throw badInput(`${file.part} is empty`, file.part);
        total += bytes;
      }
      if (!stored.has('level1')) throw badInput('level1 (the LEI-CDF Level 1 file) is required', 'level1');
      await run('update lei_register_versions set bytes_total = $2 where version = $1', [version, total]);
    }
    await queue.send(LEI_IMPORT_QUEUE, { version } satisfies LeiImportJob, { db: fromKysely(tx.getTransactionContext()!) });
    return { version };
  });
}
