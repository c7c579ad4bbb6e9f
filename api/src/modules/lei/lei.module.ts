import type { DomainModule } from '../../core/module.js';
import { leiImportJob } from './lei-import.job.js';
import { LeiRegisterVersion, LeiUploadPart } from './lei-register-version.entity.js';
import { LEI_IMPORT_QUEUE } from './lei.jobs.js';
import type { LeiJobDeps } from './lei.ports.js';

/** The LEI register: GLEIF golden copy imports on the workers, lookups and searches of the active version. */
export const leiModule: DomainModule<LeiJobDeps> = {
  entities: [LeiRegisterVersion, LeiUploadPart],
  // An import of the whole golden copy (fetch, 2.9 million records, indexes) takes minutes; one held
  // by a dead worker is retried after this.
  queues: { [LEI_IMPORT_QUEUE]: { expireInSeconds: 3600, retryLimit: 2 } },
  jobs: [leiImportJob],
};
