import type { User } from './user.entity.js';

/** The public shape of an account for the REST shim (never the password hash). */
export function presentUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    role: user.role,
    approved: user.approved,
    suspended: user.suspended,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
