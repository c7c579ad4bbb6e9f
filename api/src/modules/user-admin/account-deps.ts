import type { EntityManager } from '@mikro-orm/postgresql';

// What the account commands need of modules that build on this one: the composition root supplies
// them, so this module imports none of those.

/** What account commands need of sign-in (the auth module supplies it): ending a user's sessions in every process. */
export interface SessionEnder {
  /** Ends every session of the user (an account suspended, deleted or given a new password). */
  endSessions(em: EntityManager, userId: string): Promise<void>;
  /** Drops the user's cached sessions everywhere, so a changed role applies to the next request. */
  revoke(em: EntityManager, target: { userId: string }): Promise<void>;
}

/** What an admin's second-factor reset needs of sign-in (the auth module supplies it). */
export interface SecondFactorRemover {
  /** Removes every second factor of the account; answers the kinds it had (lower-case: totp, passkey). */
  removeSecondFactors(em: EntityManager, userId: string): Promise<string[]>;
  /** The kinds each account has (lower-case), for the admins' list. */
  secondFactorsOfUsers(em: EntityManager, userIds: readonly string[]): Promise<Map<string, string[]>>;
}

/** What deleting an account reads of the assessments it takes with it (the assessment module supplies it). */
export interface CreatedAssessments {
  countCreatedBy(em: EntityManager, userId: string): Promise<number>;
}
