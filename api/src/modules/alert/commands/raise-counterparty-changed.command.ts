import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../core/events.js';
import type { CaseDesk } from '../../casework/case-desk.js';
import type { CounterpartyLeiChange } from '../../lei/lei.ports.js';
import { WebhookEventType, type CounterpartyChangedData } from '../../webhook/webhook.events.js';
import { AlertKind } from '../alert.entity.js';
import { raiseAlertsCommand } from './raise-alerts.command.js';

/** One alert per register version and counterparty LEI. */
const dedupeKey = (change: CounterpartyLeiChange) => `lei:${change.registerVersion}:${change.lei}`;

/**
 * The alerts of a new LEI register version (the lei module's LeiChangeAlerts port): one
 * `counterparty_changed` alert on each changed counterparty's latest assessment (which opens an
 * alert case, like every alert) and one `counterparty.changed` webhook event each, in the caller's
 * transaction (the one that makes the version active). A retried import raises nothing twice.
 * Returns the alerts raised.
 */
export async function raiseCounterpartyChangedCommand(
  em: EntityManager,
  events: EventPublisher,
  cases: Pick<CaseDesk, 'open'>,
  changes: readonly CounterpartyLeiChange[],
): Promise<number> {
  const raised = await raiseAlertsCommand(
    em,
    events,
    cases,
    changes.map((change) => ({
      assessmentId: change.assessmentId,
      companyName: change.companyName,
      kind: AlertKind.COUNTERPARTY_CHANGED,
      summary: change.summary,
      dedupeKey: dedupeKey(change),
    })),
  );
  const raisedKeys = new Set(raised.map((alert) => `${alert.assessmentId} ${alert.dedupeKey}`));
  const data = changes
    .filter((change) => raisedKeys.has(`${change.assessmentId} ${dedupeKey(change)}`))
    .map((change): CounterpartyChangedData => ({
      counterpartyId: change.counterpartyId,
      assessmentId: change.assessmentId,
      companyName: change.companyName,
      lei: change.lei,
      registerVersion: change.registerVersion,
      changes: change.changes,
      summary: change.summary,
    }));
  if (data.length) await events.publish(em, WebhookEventType.COUNTERPARTY_CHANGED, data);
  return raised.length;
}
