import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher, EventTransaction } from '../../core/events.js';
import type { SqlRunner } from '../../core/sql.js';
import { WebhookEventType, type CaseEventData } from '../webhook/webhook.events.js';
import { caseDueAt, type CaseDueConfig } from './case-due.js';
import { CaseKind, CaseStatus } from './case.entity.js';
import { routeToQueues } from './case-routing.js';
import { openCases, openCasesIn, type NewCase, type OpenedCase } from './open-cases.js';
import { closeFourEyesCase } from './four-eyes-cases.js';
import type { CaseOutcome } from './case.entity.js';

/** A four-eyes case the statement storing assessments opened (FOUR_EYES_CASE_CTES), to route and announce. */
export interface OpenedFourEyesCase {
  id: string;
  counterpartyId: string;
  assessmentId: string;
  title: string;
  dueAt: string;
}

/**
 * What other modules open cases through: the due dates by kind (configuration) and the event
 * publisher, so a command that opens a case needs one dependency. Built once per process.
 */
export class CaseDesk {
  constructor(
    readonly due: CaseDueConfig,
    private readonly events: EventPublisher,
  ) {}

  /** Opens cases (or attaches to the open one of their kind), routed and announced, in `em`'s transaction or one of its own. */
  open(em: EntityManager, cases: readonly NewCase[], actor: { id: string; name: string } | null = null): Promise<OpenedCase[]> {
    return openCases(em, { events: this.events, due: this.due }, cases, actor);
  }

  /** `open` inside a transaction the caller holds through `sql` and `tx` (a job's, for a batch chunk). */
  openIn(sql: SqlRunner, tx: EventTransaction, cases: readonly NewCase[]): Promise<OpenedCase[]> {
    return openCasesIn(sql, tx, { events: this.events, due: this.due }, cases);
  }

  /** Closes an assessment's open four-eyes case in `em`'s transaction (see closeFourEyesCase). */
  closeFourEyes(
    em: EntityManager,
    assessmentId: string,
    closing: { actor: { id: string; name: string } | null; outcome: CaseOutcome; note: string },
  ): Promise<void> {
    return closeFourEyesCase(em, this.events, assessmentId, closing);
  }

  /** When a four-eyes case opened now is due. */
  fourEyesDueAt(now = new Date()): Date {
    return caseDueAt(this.due, CaseKind.FOUR_EYES, now);
  }

  /**
   * Routes four-eyes cases the assessment writer opened to their queue and publishes `case.opened`
   * (and `case.assigned`), through `sql` and `tx`: the transaction that stored them, or — outside
   * one — right after the statement that did.
   */
  async announceFourEyes(sql: SqlRunner, tx: EventTransaction, cases: readonly OpenedFourEyesCase[]): Promise<void> {
    if (cases.length === 0) return;
    const assigned = new Map(
      (
        await routeToQueues(
          sql,
          cases.map((c) => ({ ...c, kind: CaseKind.FOUR_EYES })),
        )
      ).map((a) => [a.caseId, a.assigneeId]),
    );
    const data = cases.map((c): CaseEventData => ({
      caseId: c.id,
      counterpartyId: c.counterpartyId,
      assessmentId: c.assessmentId,
      kind: CaseKind.FOUR_EYES,
      title: c.title,
      status: CaseStatus.OPEN,
      assigneeId: assigned.get(c.id) ?? null,
      dueAt: c.dueAt,
      outcome: null,
    }));
    await this.events.publish(tx, WebhookEventType.CASE_OPENED, data);
    const routed = data.filter((d) => d.assigneeId !== null);
    if (routed.length > 0) await this.events.publish(tx, WebhookEventType.CASE_ASSIGNED, routed);
  }
}
