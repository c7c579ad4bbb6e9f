import { useQuery } from '@apollo/client/react';
import { OwnershipCatalogDocument, type OwnershipCatalogQuery } from '../generated/graphql';

export type OwnershipCatalog = OwnershipCatalogQuery['ownershipCatalog'];

/** The API's ownership limits, thresholds and graph box size (read once, then from the cache); undefined while loading. */
export function useOwnershipCatalog(): OwnershipCatalog | undefined {
  const { data } = useQuery(OwnershipCatalogDocument, { fetchPolicy: 'cache-first' });
  return data?.ownershipCatalog;
}
