import { byIdLoader } from '../../core/request-loaders.js';
import { Assessment } from './assessment.entity.js';

/** Assessments by id (an alert's `viewerCan`). */
export const assessmentById = byIdLoader(Assessment);
