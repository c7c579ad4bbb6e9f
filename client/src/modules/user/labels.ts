import type { AccountAction, AccountChangeAction } from '../../generated/graphql';
import { fullName } from '../auth/hooks/useCurrentUser';

/** Every account action the audit log records, in the order the filter offers them. */
export const ACCOUNT_ACTIONS: Record<AccountAction, { label: string; palette: string }> = {
  REGISTERED: { label: 'Registered', palette: 'gray' },
  CREATED: { label: 'Created', palette: 'green' },
  APPROVED: { label: 'Approved', palette: 'green' },
  ROLE_CHANGED: { label: 'Role changed', palette: 'blue' },
  SUSPENDED: { label: 'Suspended', palette: 'orange' },
  REINSTATED: { label: 'Reinstated', palette: 'blue' },
  PASSWORD_RESET: { label: 'Password reset', palette: 'purple' },
  PASSWORD_CHANGED: { label: 'Password changed', palette: 'gray' },
  PROFILE_UPDATED: { label: 'Profile updated', palette: 'gray' },
  DELETED: { label: 'Deleted', palette: 'red' },
  CHANGE_PROPOSED: { label: 'Change proposed', palette: 'yellow' },
  CHANGE_REJECTED: { label: 'Change rejected', palette: 'red' },
  API_KEY_CREATED: { label: 'API key created', palette: 'teal' },
  API_KEY_ROTATED: { label: 'API key rotated', palette: 'teal' },
  API_KEY_REVOKED: { label: 'API key revoked', palette: 'red' },
  API_KEY_SCOPES_CHANGED: { label: 'API key scopes changed', palette: 'teal' },
  SECOND_FACTOR_ADDED: { label: 'Second factor added', palette: 'green' },
  SECOND_FACTOR_REMOVED: { label: 'Second factor removed', palette: 'orange' },
  SECOND_FACTORS_RESET: { label: 'Second factors reset', palette: 'purple' },
  SSO_LINKED: { label: 'Single sign-on linked', palette: 'blue' },
};

/** The action filter's choices: every action, after "All actions" (value ''). */
export const ACCOUNT_ACTION_OPTIONS: { value: AccountAction | ''; label: string }[] = [
  { value: '', label: 'All actions' },
  ...(Object.entries(ACCOUNT_ACTIONS) as [AccountAction, { label: string }][]).map(([value, { label }]) => ({ value, label })),
];

/** An account as an audit entry or a proposal shows it: "Jane Doe" and the email under it. */
export interface AccountLike {
  email: string;
  firstName: string;
  lastName?: string | null;
  role: string;
}

/** The role a snapshot or proposal gives (the API spells it admin/analyst, or ADMIN/ANALYST). */
export const isAdminRole = (role: string) => role.toUpperCase() === 'ADMIN';

/** What a proposed admin-account change does, as a badge. */
export const CHANGE_ACTIONS: Record<AccountChangeAction, { label: string; palette: string }> = {
  CREATE_USER: { label: 'New admin', palette: 'green' },
  CHANGE_ROLE: { label: 'Role change', palette: 'blue' },
  RESET_PASSWORD: { label: 'Password reset', palette: 'purple' },
};

/**
 * What a proposal does, as the subject of a sentence: "Creating the admin account a@b.c",
 * "Promoting Jane Doe to admin", "Resetting the password of the admin Jane Doe".
 */
export function proposalSubject(p: { action: AccountChangeAction; account: AccountLike }): string {
  const name = fullName(p.account);
  switch (p.action) {
    case 'CREATE_USER':
      return `Creating the admin account ${p.account.email}`;
    case 'CHANGE_ROLE':
      return isAdminRole(p.account.role) ? `Promoting ${name} to admin` : `Making ${name} an analyst`;
    case 'RESET_PASSWORD':
      return `Resetting the password of ${isAdminRole(p.account.role) ? 'the admin ' : ''}${name}`;
  }
}

/** The toast of a change stored as a proposal: it waits for a second admin. */
export const proposedToast = (p: { action: AccountChangeAction; account: AccountLike }) =>
  ['Change Proposed', `${proposalSubject(p)} waits for a second admin's approval.`] as const;
