import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response, Router } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { accessRefusal, leaveBodyUnread } from '../../http/access.js';
import { requestEntityManager, requestPrincipal } from '../../http/request-scope.js';
import { attachment, principal, route, type DeclaredRoute } from '../../rest/http.js';
import type { Evidence } from './evidence.entity.js';
import {
  deleteEvidence,
  evidenceById,
  listEvidence,
  MAX_EVIDENCE_BYTES,
  storeEvidence,
  streamEvidence,
  type EvidenceOwner,
} from './evidence.service.js';

/** The REST form of a piece of evidence. */
export function presentEvidence(evidence: Evidence) {
  return {
    id: evidence.id,
    caseId: evidence.caseId ?? null,
    counterpartyId: evidence.counterpartyId,
    fileName: evidence.fileName,
    contentType: evidence.contentType,
    size: Number(evidence.size),
    sha256: evidence.sha256,
    uploadedBy: { id: evidence.uploadedBy?.id ?? null, name: evidence.uploadedByName },
    uploadedAt: evidence.uploadedAt,
    deletedAt: evidence.deletedAt ?? null,
    deletedBy: evidence.deletedByName ?? null,
    deleteReason: evidence.deleteReason ?? null,
  };
}

/** An HTTP error that is not a domain error (the REST shim answers its `status` with the message). */
const httpError = (status: number, message: string) => Object.assign(new Error(message), { status });

/**
 * A route whose body is a file's raw bytes, which `route` would hand to the JSON parser: the same
 * access check before a byte is read (a refused caller's body is left unread), then the handler
 * reads the request itself. Declares MAX_EVIDENCE_BYTES for the authorization matrix.
 */
function rawUploadRoute(fn: (req: Request, res: Response, em: EntityManager) => Promise<unknown>): DeclaredRoute {
  const handler: RequestHandler = (req, res, next) => {
    const refusal = accessRefusal('user', requestPrincipal(res));
    if (refusal) {
      leaveBodyUnread(req, res);
      next(refusal);
      return;
    }
    fn(req, res, requestEntityManager(res)).catch(next);
  };
  return Object.assign(handler, { access: 'user' as const, maxBody: MAX_EVIDENCE_BYTES });
}

/** POST …/evidence?fileName=: the body is the file; 201 with the stored evidence. */
function uploadTo(owner: (req: Request) => EvidenceOwner): DeclaredRoute {
  return rawUploadRoute(async (req, res, em) => {
    // Stored bytes are the file's own: a compressed transfer would be stored compressed and hashed wrong.
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') throw httpError(415, `Unsupported Content-Encoding "${encoding}"; send the file as it is`);
    const declared = Number(req.headers['content-length']);
    const evidence = await storeEvidence(em, principal(res).user, owner(req), req.query.fileName, req, {
      declaredSize: Number.isNaN(declared) ? undefined : declared,
    });
    res.status(201).json(presentEvidence(evidence));
  });
}

/**
 * Evidence files on cases and counterparties; any signed-in user. Uploads: POST
 * /cases/{id}/evidence?fileName= or /counterparties/{id}/evidence?fileName= with the raw bytes as
 * the body (any Content-Type; the type is read from the content), at most 25 MB. Lists are newest
 * first with deleted files included; a counterparty's includes its cases'. Downloads are
 * attachments of the sniffed type (410 once deleted). POST /evidence/{id}/delete takes {reason}.
 */
export function registerEvidenceRoutes(router: Router): void {
  router.post(
    '/cases/:id/evidence',
    uploadTo((req) => ({ caseId: String(req.params.id) })),
  );
  router.post(
    '/counterparties/:id/evidence',
    uploadTo((req) => ({ counterpartyId: String(req.params.id) })),
  );
  router.get(
    '/cases/:id/evidence',
    route('user', async (req, res, em) => {
      res.json((await listEvidence(em, { caseId: String(req.params.id) })).map(presentEvidence));
    }),
  );
  router.get(
    '/counterparties/:id/evidence',
    route('user', async (req, res, em) => {
      res.json((await listEvidence(em, { counterpartyId: String(req.params.id) })).map(presentEvidence));
    }),
  );
  router.get(
    '/evidence/:id',
    route('user', async (req, res, em) => {
      res.json(presentEvidence(await evidenceById(em, String(req.params.id))));
    }),
  );
  router.get(
    '/evidence/:id/download',
    route('user', async (req, res, em) => {
      const { evidence, chunks } = await streamEvidence(em, String(req.params.id));
      res.status(200);
      res.setHeader('Content-Type', evidence.contentType);
      res.setHeader('Content-Length', String(Number(evidence.size)));
      res.setHeader('Content-Disposition', attachment(evidence.fileName));
      // Never rendered as something else than what its bytes were checked to be.
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      try {
        await pipeline(Readable.from(chunks), res);
      } catch (error) {
        // Once bytes are out the status cannot change: the cut connection tells the client (the
        // file was deleted mid-download, or the client went away).
        if (!res.headersSent) throw error;
        res.destroy();
      }
    }),
  );
  router.post(
    '/evidence/:id/delete',
    route('user', async (req, res, em) => {
      const body: unknown = req.body;
      const reason = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).reason : undefined;
      res.json(presentEvidence(await deleteEvidence(em, principal(res).user, String(req.params.id), reason)));
    }),
  );
}
