import { useQuery } from '@apollo/client/react';
import { ColleaguesDocument } from '../generated/graphql';

export interface Assignable {
  id: string;
  name: string;
}

/** The colleagues a case can be given to (any signed-in user may list them): approved, active accounts, "away" marked. */
export function useAssignableUsers(): Assignable[] {
  const { data } = useQuery(ColleaguesDocument, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  return (data?.colleagues ?? []).map((u) => ({ id: u.id, name: `${u.name} (${u.email})${u.away ? ' — away' : ''}` }));
}
