import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { BatchUpload } from './batch-upload.entity.js';

const HISTORY_SIZE = 50;

/**
 * Reading CSV batches. Uploading one and processing its chunks (in the worker) are commands
 * (commands/), because each writes several tables together.
 */
export class BatchService {
  /** The team's most recent uploads, newest first. */
  list(em: EntityManager): Promise<BatchUpload[]> {
    return em.find(BatchUpload, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_SIZE });
  }

  /** NOT_FOUND. */
  async get(em: EntityManager, id: string): Promise<BatchUpload> {
    const batch = isUuid(id) ? await em.findOne(BatchUpload, id) : null;
    if (!batch) throw notFound('Batch not found');
    return batch;
  }
}
