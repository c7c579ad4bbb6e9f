import type { EntityManager } from '@mikro-orm/postgresql';
import { GRAPH_GEOMETRY } from './ownership-graph.js';
import { OWNERSHIP_LIMITS } from './ownership.js';
import type { OwnershipSettingsSource } from './settings/ownership-settings.service.js';

/** The limits, the graph's node size and the thresholds in force (Query.ownershipCatalog, GET /api/ownership/catalog). */
export async function ownershipCatalog(em: EntityManager, settings: OwnershipSettingsSource) {
  const { uboThresholdPercent, blockedOwnershipPercent } = await settings.current(em);
  return {
    maxOwners: OWNERSHIP_LIMITS.maxOwners,
    maxLevels: OWNERSHIP_LIMITS.maxLevels,
    nodeWidth: GRAPH_GEOMETRY.nodeWidth,
    nodeHeight: GRAPH_GEOMETRY.nodeHeight,
    uboThresholdPercent,
    blockedThresholdPercent: blockedOwnershipPercent,
  };
}
