import busboy from 'busboy';
import type { Request, Router } from 'express';
import type { Readable } from 'node:stream';
import { ApiScope } from '../../core/api-scope.js';
import { badInput, notFound } from '../../core/errors.js';
import { sqlOf } from '../../core/sql.js';
import { principal, route } from '../../rest/http.js';
import { importLeiRegisterCommand, type LeiUploadedFile } from './commands/import-lei-register.command.js';
import { MAX_REGISTER_FILE_BYTES } from './commands/run-lei-import.command.js';
import { leiRecordQuery, searchLeiQuery } from './lei-queries.js';
import { leiRegisterState } from './lei-register.queries.js';
import type { LeiSurfaceDeps } from './lei.ports.js';

/** The chunks of a multipart file part; a part that breaks is the caller's fault (BAD_USER_INPUT naming it). */
async function* partChunks(stream: Readable, field: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch {
    throw badInput('The uploaded file could not be read', field);
  } finally {
    stream.resume();
  }
}

/**
 * The files of a multipart body (fields `level1`, `level2`), one at a time as they arrive: each is
 * stored before the next is read, so nothing is held in memory or on disk.
 */
async function* multipartFiles(req: Request): AsyncGenerator<LeiUploadedFile> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { files: 2, fields: 0, parts: 2, fileSize: MAX_REGISTER_FILE_BYTES + 1 } });
  } catch {
    throw badInput('The multipart body could not be read', 'level1');
  }
  const arrived: { name: string; stream: Readable }[] = [];
  let done = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  parser.on('file', (name, stream) => {
    arrived.push({ name, stream });
    wake?.();
  });
  parser.on('field', (name) => {
    failure ??= badInput(`Unexpected field ${name.slice(0, 40)}: send the files level1 and level2, or JSON with level1Url`, 'level1');
    wake?.();
  });
  parser.on('error', () => {
    failure ??= badInput('The multipart body could not be read', 'level1');
    wake?.();
  });
  parser.on('close', () => {
    done = true;
    wake?.();
  });
  req.pipe(parser);
  try {
    for (;;) {
      if (failure) throw failure;
      const next = arrived.shift();
      if (next) {
        if (next.name !== 'level1' && next.name !== 'level2') {
          next.stream.resume();
          throw badInput(`Unexpected file ${next.name.slice(0, 40)}: send level1 and level2`, 'level1');
        }
        yield { part: next.name, content: partChunks(next.stream, next.name) };
        continue;
      }
      if (done) return;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    for (const left of arrived) left.stream.resume();
    req.unpipe(parser);
    req.resume();
  }
}

/** /api/lei/{lei}, /api/lei?name= (any signed-in user) and /api/lei-register (state: users; imports: admins). */
export function registerLeiRoutes(router: Router, { queue, config }: LeiSurfaceDeps): void {
  router.get(
    '/lei/:lei',
    route('user', async (req, res, em) => {
      const record = await leiRecordQuery(sqlOf(em), String(req.params.lei));
      if (!record) throw notFound('This LEI is not in the register');
      res.json(record);
    }),
  );
  router.get(
    '/lei',
    route('user', async (req, res, em) => {
      const first = req.query.first;
      res.json(await searchLeiQuery(sqlOf(em), req.query.name, typeof first === 'string' ? first : first === undefined ? undefined : NaN));
    }),
  );
  router.get(
    '/lei-register',
    route('user', async (_req, res, em) => {
      res.json(await leiRegisterState(sqlOf(em)));
    }),
  );
  router.post(
    '/lei-register/imports',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      const actor = principal(res).user;
      const options = { allowLoopback: config.ALLOW_LOOPBACK_URLS };
      const result = req.is('multipart/form-data')
        ? await importLeiRegisterCommand(em, queue, actor, { files: multipartFiles(req) }, options)
        : await importLeiRegisterCommand(
            em,
            queue,
            actor,
            {
              level1Url: (req.body as Record<string, unknown> | undefined)?.level1Url as string,
              level2Url: (req.body as Record<string, unknown> | undefined)?.level2Url as string,
            },
            options,
          );
      res.status(202).json(result);
    }),
  );
}
