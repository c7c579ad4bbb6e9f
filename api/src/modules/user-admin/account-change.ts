import { registerEnumType } from 'type-graphql';
import { ProposalStatus } from '../approval/change-proposal.entity.js';

/** What an account change does; with REQUIRE_ADMIN_APPROVAL, those that give or take over admin power wait for a second admin. */
export enum AccountChangeAction {
  CREATE_USER = 'create_user',
  CHANGE_ROLE = 'change_role',
  RESET_PASSWORD = 'reset_password',
}
registerEnumType(AccountChangeAction, {
  name: 'AccountChangeAction',
  description: 'An account change an admin submits. REST uses create_user, change_role, reset_password.',
  valuesConfig: {
    CREATE_USER: { description: 'Create an approved account (needs a second admin when it is an admin and REQUIRE_ADMIN_APPROVAL is on).' },
    CHANGE_ROLE: { description: "Change an account's role (promoting to admin needs a second admin with REQUIRE_ADMIN_APPROVAL)." },
    RESET_PASSWORD: {
      description: "Replace an account's password with a generated one (an admin's needs a second admin with REQUIRE_ADMIN_APPROVAL).",
    },
  },
});

/**
 * An account proposal's status: the one ProposalStatus of every change proposal, under the GraphQL
 * name account proposals have always had (a copy, as an enum object is registered under one name).
 */
export const AccountChangeStatus = { ...ProposalStatus } as const;
export type AccountChangeStatus = ProposalStatus;
registerEnumType(AccountChangeStatus, {
  name: 'AccountChangeStatus',
  description: 'Where an account change proposal stands. REST uses pending, approved, rejected.',
  valuesConfig: {
    PENDING: { description: 'Waiting for a second admin.' },
    APPROVED: { description: 'Applied by a second admin.' },
    REJECTED: { description: 'Rejected by an admin (or withdrawn by its proposer) with a note; nothing changed.' },
  },
});

/** The account a proposal concerns, as proposed (a new account) or as it stood when proposed. */
export interface ProposedAccount {
  email: string;
  firstName: string;
  lastName: string | null;
  role: string;
}

/**
 * An account change proposal's payload (a ChangeProposal of kind account, its subjectId the
 * account changed): what the change does and to which account.
 */
export interface AccountChangePayload {
  action: AccountChangeAction;
  account: ProposedAccount;
  /** A new admin's password, as its argon2id hash (never shown); cleared when the proposal is decided. */
  passwordHash: string | null;
}
