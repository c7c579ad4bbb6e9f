import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../../core/errors.js';
import { assertSafeText } from '../../../core/safe-text.js';
import { analyseOwnership, type OwnershipAnalysis } from '../ownership-analysis.js';
import { parseOwners } from '../ownership.js';
import type { OwnershipSettingsSource } from '../settings/ownership-settings.service.js';

/** What the wizard sends to see its owners' analysis before the assessment exists. */
export interface OwnershipPreviewRequest {
  owners?: unknown;
  companyName?: unknown;
}

/**
 * The beneficial owners and graph of owners as they are being entered, on the thresholds in force:
 * the analysis an assessment would store, without screening (so nobody is listed yet) and without
 * the register. Nothing is stored. BAD_USER_INPUT naming the field (owners[3].percent).
 */
export async function previewOwnershipCommand(
  em: EntityManager,
  settings: OwnershipSettingsSource,
  body: unknown,
): Promise<OwnershipAnalysis> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badInput('The request must be an object with owners', 'owners');
  const request = body as OwnershipPreviewRequest;
  const { companyName } = request;
  if (companyName !== undefined && companyName !== null && typeof companyName !== 'string')
    throw badInput('companyName must be text', 'companyName');
  if (typeof companyName === 'string') {
    assertSafeText(companyName, 'companyName');
    if (companyName.length > 200) throw badInput('companyName must be at most 200 characters', 'companyName');
  }
  const name = companyName?.trim() || null;
  const owners = parseOwners(request.owners ?? [], name);
  const thresholds = await settings.current(em);
  return analyseOwnership(owners, {
    hits: [],
    screened: false,
    uboThresholdPercent: thresholds.uboThresholdPercent,
    blockedThresholdPercent: thresholds.blockedOwnershipPercent,
    leiStatus: 'NONE',
    companyName: name ?? 'The company',
  });
}
