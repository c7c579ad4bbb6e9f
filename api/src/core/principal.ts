import { registerEnumType } from 'type-graphql';
import type { ApiScope } from './api-scope.js';

/** What an account may do; every surface and policy reads it from here. */
export enum Role {
  ADMIN = 'admin',
  ANALYST = 'analyst',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What an account may do. New accounts are ANALYST unless an admin chooses otherwise.',
  valuesConfig: {
    ADMIN: { description: "An analyst who also manages accounts, decision rules and AI prompts, and may change anyone's assessment." },
    ANALYST: {
      description: "Works on the team's shared assessments, batch uploads, news and reports; changes only the assessments they created.",
    },
  },
});

/** Who acts: the fields of a signed-in account that commands, policies and audit entries read. */
export interface Actor {
  id: string;
  email: string;
  firstName: string;
  lastName?: string | null;
  role: Role;
}

/**
 * The signed-in identity of a request: its account and the session its token names; for an API
 * key, the account it acts for, `sid` naming the key (`key:<id>`), and the key's scopes.
 */
export interface Principal<User extends Actor = Actor> {
  user: User;
  sid: string;
  apiKey?: { id: string; scopes: readonly ApiScope[]; screeningConcurrency: number };
  /**
   * The account must have a second factor (MFA_REQUIRED) and has none: until it enrols, only what is
   * open to `enrolling` callers answers it (its own account, enrolment, sign-out).
   */
  mustEnrol?: boolean;
}
