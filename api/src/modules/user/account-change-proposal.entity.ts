import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { registerEnumType } from 'type-graphql';
import type { DeletedUser } from './user-summary.js';
import { User } from './user.entity.js';

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

export enum AccountChangeStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
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
 * A change to an admin account waiting for a second admin (REQUIRE_ADMIN_APPROVAL): creating or
 * promoting an admin, or resetting an admin's password. Nothing changes until another admin approves.
 */
@Entity({ tableName: 'account_change_proposals' })
@Index({ properties: ['status', 'proposedAt'] })
export class AccountChangeProposal {
  [OptionalProps]?: 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => AccountChangeStatus, default: AccountChangeStatus.PENDING })
  status: AccountChangeStatus = AccountChangeStatus.PENDING;

  @Enum({ items: () => AccountChangeAction })
  action!: AccountChangeAction;

  /** The account changed; null for a new account until it is created, and once the account is deleted. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  targetUser?: User | null;

  @Property({ type: 'json' })
  target!: ProposedAccount;

  /** A new account's password, as its argon2id hash (never shown); cleared when the proposal is decided. */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash?: string | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  proposedBy?: User | null;

  /** The proposer's account as it stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  proposedByDeleted?: DeletedUser | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  proposedAt: Opt<Date> = new Date();

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  decidedBy?: User | null;

  /** The decider's account as it stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  decidedByDeleted?: DeletedUser | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  note?: string | null;
}
