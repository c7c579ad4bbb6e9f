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
registerEnumType(ApiScope, {
  name: 'ApiScope',
  description: 'What an API key may do. REST uses the lower-case values (read, assess, screen, admin).',
  valuesConfig: {
    READ: { description: 'Every query (GraphQL) and GET (REST).' },
    ASSESS: { description: 'Create assessments and batches, scan and summarise news.' },
    SCREEN: { description: 'The screening search.' },
    ADMIN: { description: 'Rules, watchlists and webhooks; only for a key acting for an admin.' },
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
