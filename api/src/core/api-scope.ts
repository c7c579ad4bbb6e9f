import { registerEnumType } from 'type-graphql';
import { DomainError } from './errors.js';

/**
 * What an API key may do (issue 28): `read` every query; `assess` create assessments and batches,
 * scan and summarise news; `screen` the screening search; `admin` rules, watchlists and webhooks
 * (and only for a key acting for an admin). Anything else a person does is not open to keys.
 */
export enum ApiScope {
  READ = 'read',
  ASSESS = 'assess',
  SCREEN = 'screen',
  ADMIN = 'admin',
}
/** Each scope's name and what it allows, as the schema and the admin page (apiKeyPolicy) tell it. */
export const API_SCOPE_CATALOG: Record<ApiScope, { label: string; help: string }> = {
  [ApiScope.READ]: { label: 'Read', help: 'Every query (GraphQL) and GET (REST).' },
  [ApiScope.ASSESS]: { label: 'Assess', help: 'Create assessments and batches, scan and summarise news.' },
  [ApiScope.SCREEN]: { label: 'Screen', help: 'The screening search.' },
  [ApiScope.ADMIN]: {
    label: 'Admin',
    help: 'Rules, watchlists and webhooks; only for a key acting for an admin (a second admin approves it under REQUIRE_ADMIN_APPROVAL).',
  },
};
registerEnumType(ApiScope, {
  name: 'ApiScope',
  description: 'What an API key may do. REST uses the lower-case values (read, assess, screen, admin).',
  valuesConfig: {
    READ: { description: API_SCOPE_CATALOG.read.help },
    ASSESS: { description: API_SCOPE_CATALOG.assess.help },
    SCREEN: { description: API_SCOPE_CATALOG.screen.help },
    ADMIN: { description: API_SCOPE_CATALOG.admin.help },
  },
});

export const API_SCOPES: readonly ApiScope[] = Object.values(ApiScope);

/**
 * The refusal of a call needing `scope` (undefined: not open to keys) from a key holding `held`, or
 * undefined when the key may. FORBIDDEN naming the missing scope (`extensions.missingScope`).
 */
export function scopeRefusal(scope: ApiScope | undefined, held: readonly ApiScope[]): DomainError | undefined {
  if (scope === undefined) return new DomainError('FORBIDDEN', 'This call is not open to API keys: sign in as a person to make it');
  if (held.includes(scope)) return undefined;
  return new DomainError('FORBIDDEN', `This API key lacks the "${scope}" scope`, undefined, { missingScope: scope });
}
