import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum AccountAction {
  REGISTERED = 'registered',
  CREATED = 'created',
  APPROVED = 'approved',
  ROLE_CHANGED = 'role_changed',
  SUSPENDED = 'suspended',
  REINSTATED = 'reinstated',
  PASSWORD_RESET = 'password_reset',
  PASSWORD_CHANGED = 'password_changed',
  PROFILE_UPDATED = 'profile_updated',
  DELETED = 'deleted',
  CHANGE_PROPOSED = 'change_proposed',
  CHANGE_REJECTED = 'change_rejected',
  API_KEY_CREATED = 'api_key_created',
  API_KEY_ROTATED = 'api_key_rotated',
  API_KEY_REVOKED = 'api_key_revoked',
  API_KEY_SCOPES_CHANGED = 'api_key_scopes_changed',
  SECOND_FACTOR_ADDED = 'second_factor_added',
  SECOND_FACTOR_REMOVED = 'second_factor_removed',
  SECOND_FACTORS_RESET = 'second_factors_reset',
  SSO_LINKED = 'sso_linked',
}
registerEnumType(AccountAction, {
  name: 'AccountAction',
  description:
    'What an account audit entry records. REST uses the lower-case values (registered, created, approved, role_changed, suspended, reinstated, password_reset, password_changed, profile_updated, deleted, change_proposed, change_rejected, api_key_created, api_key_rotated, api_key_revoked, api_key_scopes_changed, second_factor_added, second_factor_removed, second_factors_reset, sso_linked).',
  valuesConfig: {
    REGISTERED: { description: 'Someone signed up (the account waits for approval).' },
    CREATED: { description: 'An admin (or the operator, from the command line or on first start) created an account.' },
    APPROVED: { description: 'An admin approved a pending account.' },
    ROLE_CHANGED: { description: "An admin changed an account's role (details: from, to)." },
    SUSPENDED: { description: 'An admin suspended an account.' },
    REINSTATED: { description: 'An admin reinstated a suspended account.' },
    PASSWORD_RESET: { description: "An admin replaced an account's password with a generated one." },
    PASSWORD_CHANGED: { description: 'A user changed their own password.' },
    PROFILE_UPDATED: { description: 'A user changed their own name (details: the new values).' },
    DELETED: { description: 'An admin deleted an account (details: the assessments removed with it).' },
    CHANGE_PROPOSED: {
      description: 'With REQUIRE_ADMIN_APPROVAL, an admin proposed a change to an admin account (details: proposalId, action).',
    },
    CHANGE_REJECTED: { description: 'A proposed admin-account change was rejected or withdrawn (details: proposalId, note).' },
    API_KEY_CREATED: {
      description: 'An admin created an API key acting for the target account (details: keyId, prefix, scopes, expiresAt).',
    },
    API_KEY_ROTATED: { description: 'An admin gave an API key a new secret (details: keyId, prefix, graceHours the old one still works).' },
    API_KEY_REVOKED: { description: 'An admin revoked an API key (details: keyId, prefix).' },
    API_KEY_SCOPES_CHANGED: { description: "An admin changed an API key's scopes (details: keyId, prefix, before, after)." },
    SECOND_FACTOR_ADDED: {
      description: 'A user added a second factor to their account (details: method totp or passkey; for a passkey its id and name).',
    },
    SECOND_FACTOR_REMOVED: {
      description: 'A user removed a second factor from their account (details: method; for a passkey its id and name).',
    },
    SECOND_FACTORS_RESET: {
      description: 'An admin removed every second factor of an account and ended its sessions (details: methods removed).',
    },
    SSO_LINKED: {
      description: 'A single sign-on identity was linked to the account at its first SSO sign-in (details: issuer, subject).',
    },
  },
});

/** An account as it stood when the entry was written; entries never change, whatever happens to the account later. */
export interface AccountSnapshot {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  role: string;
}

@ObjectType({ description: 'An account as it stood when an audit entry was written.' })
export class AccountSnapshotType implements AccountSnapshot {
  @Field(() => ID, { description: 'The account id (UUID); the account may have been deleted since.' }) id!: string;
  @Field(() => String, { description: 'Sign-in email then.' }) email!: string;
  @Field(() => String, { description: 'First name then.' }) firstName!: string;
  @Field(() => String, { nullable: true, description: 'Last name then; null when none.' }) lastName!: string | null;
  @Field(() => String, { description: 'Role then: analyst or admin.' }) role!: string;
}

/**
 * One action on an account, who did it and to whom, as they stood then. Append-only: the table
 * refuses updates and deletes (a trigger), and it holds no foreign keys, so deleting an account
 * (the actor's or the target's) erases nothing here.
 */
@ObjectType({ description: 'One action on an account: who did it, to whom, when. Entries are never changed or deleted.' })
@Entity({ tableName: 'account_audit_logs' })
@Index({ properties: ['createdAt', 'id'] })
export class AccountAuditLog {
  @Field(() => ID, { description: 'The entry id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Date, { description: 'When it happened (ISO 8601 date-time, UTC); lists are newest first.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => AccountAction, { description: 'What happened.' })
  @Enum({ items: () => AccountAction })
  action!: AccountAction;

  @Field(() => AccountSnapshotType, {
    nullable: true,
    description:
      'Who did it; null for the operator (command line, first start). For a sign-up or an own password change, the account itself.',
  })
  @Property({ type: 'json', nullable: true })
  actor?: AccountSnapshot | null;

  @Field(() => AccountSnapshotType, { nullable: true, description: 'The account acted on; null for a proposal to create one.' })
  @Property({ type: 'json', nullable: true })
  target?: AccountSnapshot | null;

  @Field(() => String, { description: 'The action in a sentence, as shown on /admin/audit-log.' })
  @Property({ type: 'text' })
  summary!: string;

  @Field(() => GraphQLJSONObject, { description: 'What else the action recorded (e.g. {from, to} for a role change); {} when nothing.' })
  @Property({ type: 'json', default: '{}' })
  details: Opt<Record<string, unknown>> = {};
}
