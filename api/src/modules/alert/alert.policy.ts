import { conflict } from '../../core/errors.js';
import { ALLOWED, allOf, deny, type Verdict } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';
import type { Assessment } from '../assessment/assessment.entity.js';
import { hitDecisionsFor, mayResolveAlertsOf } from '../assessment/assessment.policy.js';
import { hitKey, hitNeedsReview } from '../screening/assessment-screening.js';
import { AlertStatus, type Alert } from './alert.entity.js';
import { findingOf } from './alert-finding.js';

/**
 * Resolving an alert: an open one, by anyone but its assessment's creator or unreviewed editors (a second person decides
 * what a finding about their own counterparty means). FORBIDDEN, CONFLICT (already resolved).
 */
export function mayResolveAlert(
  actor: Pick<Actor, 'id' | 'role'>,
  alert: Pick<Alert, 'status'>,
  assessment: Pick<Assessment, 'user' | 'unreviewedEditorIds'>,
): Verdict {
  return allOf(
    mayResolveAlertsOf(actor, assessment),
    alert.status === AlertStatus.RESOLVED ? deny(conflict('This alert is already resolved')) : ALLOWED,
  );
}

/**
 * What `actor` may do with `alert` now: resolve it, and the findings they may record on the
 * screening hit it is about when that hit still waits for one (empty when resolving takes none).
 */
export function alertAbilities(actor: Pick<Actor, 'id' | 'role'>, alert: Alert, assessment: Assessment) {
  const finding = findingOf(alert);
  const hit = finding === null ? undefined : assessment.screening?.hits.find((h) => hitNeedsReview(h) && hitKey(h) === finding);
  const findings = hit ? hitDecisionsFor(actor, assessment, hit) : { decisions: [], refused: null };
  return { resolve: mayResolveAlert(actor, alert, assessment).allowed, hitDecisions: findings.decisions, refused: findings.refused };
}
