import { byIdLoader } from '../../core/request-loaders.js';
import { User } from './user.entity.js';

/** Users by id (an assessment's `createdBy`, an alert's resolver). */
export const userById = byIdLoader(User);
