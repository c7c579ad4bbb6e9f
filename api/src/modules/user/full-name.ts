import type { User } from './user.entity.js';

/** "First Last" of an account, as reviews, audit entries and reports name people. */
export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string => [user.firstName, user.lastName].filter(Boolean).join(' ');
