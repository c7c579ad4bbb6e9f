import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../core/events.js';
import { badInput, conflict, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { MAX_NOTE_LENGTH } from '../../../core/note-input.js';
import type { Actor } from '../../../core/principal.js';
import { sqlOf } from '../../../core/sql.js';
import { fullName } from '../../user/full-name.js';
import { WebhookEventType } from '../../webhook/webhook.events.js';
import { CaseKind, CaseOutcome, CaseStatus } from '../case.entity.js';
import { caseRowById, MAX_TAGS, normalizeTag, type CaseRow } from '../case.queries.js';
import type { CaseDesk } from '../case-desk.js';
import type { Mailer } from '../mailer.js';
import { recordCaseEvent } from '../case-events.js';
import { mentionedHandles } from '../mentions.js';
import { CASE_EVENT_COLUMNS, caseEventData } from '../open-cases.js';

/** Most cases one bulk action changes. */
export const MAX_BULK_CASES = 200;
/** Longest comment. */
export const MAX_COMMENT_LENGTH = 5000;
/** Longest title of a case opened by hand. */
export const MAX_TITLE_LENGTH = 200;

/** What the case commands use besides the EntityManager. */
export interface CaseCommandDeps {
  events: EventPublisher;
  cases: CaseDesk;
  mailer: Mailer;
}

const text = (raw: unknown, field: string, max: number): string => {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value.length === 0) throw badInput(`${field} is required`, field);
  if (value.length > max) throw badInput(`${field} must be at most ${max.toLocaleString('en-US')} characters`, field);
  return value;
};

const body = (raw: unknown): Record<string, unknown> =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

const dateIn = (raw: unknown, field: string): Date => {
  const date = typeof raw === 'string' || raw instanceof Date ? new Date(raw) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw badInput(`${field} must be an ISO 8601 date-time`, field);
  return date;
};

const actorName = (actor: Actor) => fullName(actor);

/** Writes one audit event on a case, in the caller's transaction. */
const audit = (em: EntityManager, c: Pick<CaseRow, 'id' | 'counterpartyId'>, actor: Actor | null, action: string, detail: object) =>
  recordCaseEvent(sqlOf(em), c, actor && { id: actor.id, name: actorName(actor) }, action, detail);

/** The case `id`, locked for the change the caller makes. NOT_FOUND. */
async function lockCase(em: EntityManager, id: string): Promise<CaseRow> {
  if (!isUuid(id)) throw notFound('Case not found');
  const locked = await sqlOf(em)(`select id from cases where id = $1 for update`, [id]);
  const row = locked.length ? await caseRowById(em, id) : null;
  if (!row) throw notFound('Case not found');
  return row;
}

const stillOpen = (c: CaseRow) => {
  if (c.status === CaseStatus.CLOSED) throw conflict('This case is closed');
};

/** The webhook data of cases `ids` as they now stand. */
async function announce(em: EntityManager, events: EventPublisher, type: WebhookEventType, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await sqlOf(em)(`select ${CASE_EVENT_COLUMNS} from cases c where c.id = any($1::uuid[])`, [ids]);
  await events.publish(em, type, rows.map(caseEventData));
}

/** An approved, active account to give a case to. BAD_USER_INPUT on `field`. */
async function assignable(em: EntityManager, id: unknown, field: string): Promise<{ id: string; name: string; email: string }> {
  if (typeof id !== 'string' || !isUuid(id)) throw badInput(`${field} must be a user id`, field);
  const [user] = await sqlOf(em)<{ id: string; first_name: string; last_name: string | null; email: string }>(
    `select id, first_name, last_name, email from users where id = $1 and approved and suspended_at is null`,
    [id],
  );
  if (!user) throw badInput(`${field} is not an active account`, field);
  return { id: user.id, name: fullName({ firstName: user.first_name, lastName: user.last_name }), email: user.email };
}

/**
 * Opens a case by hand on a counterparty: a title, optionally about one of its assessments, due by
 * the manual default unless `dueAt` says otherwise, assigned to the opener unless `assigneeId`
 * says otherwise. BAD_USER_INPUT naming the field, NOT_FOUND (the counterparty).
 */
export async function openManualCaseCommand(em: EntityManager, deps: CaseCommandDeps, actor: Actor, raw: unknown): Promise<CaseRow> {
  const input = body(raw);
  const title = text(input.title, 'title', MAX_TITLE_LENGTH);
  const counterpartyId = input.counterpartyId;
  if (typeof counterpartyId !== 'string' || !isUuid(counterpartyId))
    throw badInput('counterpartyId must be a counterparty id', 'counterpartyId');
  const dueAt = input.dueAt == null ? null : dateIn(input.dueAt, 'dueAt');
  const assessmentId = input.assessmentId == null ? null : input.assessmentId;
  if (assessmentId !== null && (typeof assessmentId !== 'string' || !isUuid(assessmentId)))
    throw badInput('assessmentId must be an assessment id', 'assessmentId');
  return em.transactional(async (tx) => {
    const [counterparty] = await sqlOf(tx)(`select id from counterparties where id = $1`, [counterpartyId]);
    if (!counterparty) throw notFound('Counterparty not found');
    if (assessmentId !== null) {
      const [a] = await sqlOf(tx)(`select 1 from assessments where id = $1 and counterparty_id = $2`, [assessmentId, counterpartyId]);
      if (!a) throw badInput('assessmentId is not an assessment of this counterparty', 'assessmentId');
    }
    const assignee =
      input.assigneeId == null ? { id: actor.id, name: actorName(actor) } : await assignable(tx, input.assigneeId, 'assigneeId');
    const [opened] = await deps.cases.open(tx, [{ counterpartyId, assessmentId, kind: CaseKind.MANUAL, title }], {
      id: actor.id,
      name: actorName(actor),
    });
    if (dueAt) await sqlOf(tx)(`update cases set due_at = $2 where id = $1`, [opened.id, dueAt]);
    await setAssignee(tx, deps, actor, await lockCase(tx, opened.id), assignee);
    return (await caseRowById(tx, opened.id))!;
  });
}

/** Gives a case to someone (or to no one), with its audit event, their notification and `case.assigned`. */
async function setAssignee(
  em: EntityManager,
  deps: CaseCommandDeps,
  actor: Actor,
  c: CaseRow,
  assignee: { id: string; name: string } | null,
): Promise<boolean> {
  if ((assignee?.id ?? null) === c.assigneeId) return false;
  await sqlOf(em)(`update cases set assignee_id = $2, updated_at = now() where id = $1`, [c.id, assignee?.id ?? null]);
  await audit(em, c, actor, 'assigned', { assigneeId: assignee?.id ?? null, assigneeName: assignee?.name ?? null, from: c.assigneeName });
  if (assignee && assignee.id !== actor.id) {
    await notify(em, [assignee.id], 'assigned', c.id, `${actorName(actor)} assigned you a case: ${c.title}`);
  }
  await announce(em, deps.events, WebhookEventType.CASE_ASSIGNED, [c.id]);
  return true;
}

/** Writes in-app notifications; answers the e-mail addresses of those notified. */
async function notify(em: EntityManager, userIds: string[], kind: string, caseId: string, message: string): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await sqlOf(em)<{ email: string }>(
    `with n as (insert into notifications (id, user_id, kind, case_id, text) select gen_random_uuid(), u, $2, $3, $4 from unnest($1::uuid[]) u returning user_id)
     select email from users where id in (select user_id from n)`,
    [userIds, kind, caseId, message],
  );
  return rows.map((r) => r.email);
}

/**
 * Assigns a case: to `assigneeId` (an active account), to the caller (`me`), or to no one (null).
 * BAD_USER_INPUT (assigneeId), NOT_FOUND, CONFLICT (closed).
 */
export async function assignCaseCommand(
  em: EntityManager,
  deps: CaseCommandDeps,
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<CaseRow> {
  const input = body(raw);
  if (!('assigneeId' in input)) throw badInput('assigneeId is required: a user id, "me", or null to unassign', 'assigneeId');
  return em.transactional(async (tx) => {
    const c = await lockCase(tx, id);
    stillOpen(c);
    const assignee =
      input.assigneeId === null
        ? null
        : input.assigneeId === 'me'
          ? { id: actor.id, name: actorName(actor) }
          : await assignable(tx, input.assigneeId, 'assigneeId');
    await setAssignee(tx, deps, actor, c, assignee);
    return (await caseRowById(tx, id))!;
  });
}

/** A comment on a case. */
export interface CaseCommentRow {
  id: string;
  caseId: string;
  authorId: string | null;
  authorName: string;
  body: string;
  mentionIds: string[];
  createdAt: Date;
}

/**
 * Comments on a case (open or closed: a note after closure is still the record). Each "@handle"
 * that names an approved account (its e-mail or the e-mail's local part) notifies them in the app
 * and, with SMTP_URL set, by e-mail. BAD_USER_INPUT (body), NOT_FOUND.
 */
export async function commentOnCaseCommand(
  em: EntityManager,
  deps: CaseCommandDeps,
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<CaseCommentRow> {
  const text_ = text(body(raw).body, 'body', MAX_COMMENT_LENGTH);
  const handles = mentionedHandles(text_);
  const { comment, emails, title } = await em.transactional(async (tx) => {
    const c = await lockCase(tx, id);
    const mentioned = handles.length
      ? await sqlOf(tx)<{ id: string }>(
          `select id from users where approved and suspended_at is null
             and (lower(email) = any($1::text[]) or split_part(lower(email), '@', 1) = any($1::text[]))`,
          [handles],
        )
      : [];
    const mentionIds = mentioned.map((m) => m.id);
    const [row] = await sqlOf(tx)(
      `insert into case_comments (id, case_id, author_id, author_name, body, mention_ids) values (gen_random_uuid(), $1, $2, $3, $4, $5)
       returning id, created_at`,
      [c.id, actor.id, actorName(actor), text_, mentionIds],
    );
    await audit(tx, c, actor, 'commented', { commentId: row.id, excerpt: text_.slice(0, 200), mentions: mentionIds.length });
    const notified = await notify(
      tx,
      mentionIds.filter((m) => m !== actor.id),
      'mention',
      c.id,
      `${actorName(actor)} mentioned you on "${c.title}": ${text_.slice(0, 300)}`,
    );
    const created: CaseCommentRow = {
      id: row.id as string,
      caseId: c.id,
      authorId: actor.id,
      authorName: actorName(actor),
      body: text_,
      mentionIds,
      createdAt: new Date(row.created_at as string),
    };
    return { comment: created, emails: notified, title: c.title };
  });
  // Sent once the comment is committed; a mail server that fails loses the e-mail, never the comment or its in-app notification.
  deps.mailer.sendMention(emails, { caseId: comment.caseId, caseTitle: title, author: comment.authorName, excerpt: text_.slice(0, 1000) });
  return comment;
}

/** The comments of a case, oldest first (at most 500). */
export async function caseComments(em: EntityManager, caseId: string): Promise<CaseCommentRow[]> {
  if (!isUuid(caseId)) return [];
  const rows = await sqlOf(em)(
    `select id, case_id, author_id, author_name, body, mention_ids, created_at from case_comments where case_id = $1 order by created_at, id limit 500`,
    [caseId],
  );
  return rows.map((r) => ({
    id: r.id as string,
    caseId: r.case_id as string,
    authorId: (r.author_id as string | null) ?? null,
    authorName: r.author_name as string,
    body: r.body as string,
    mentionIds: r.mention_ids as string[],
    createdAt: new Date(r.created_at as string),
  }));
}

/**
 * Snoozes a case until a date (in the future, within a year) with a reason: it leaves "open" until
 * then and comes back by itself. BAD_USER_INPUT (until, reason), NOT_FOUND, CONFLICT (closed).
 */
export async function snoozeCaseCommand(em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<CaseRow> {
  const input = body(raw);
  const until = dateIn(input.until, 'until');
  if (until.getTime() <= Date.now()) throw badInput('until must be in the future', 'until');
  if (until.getTime() > Date.now() + 366 * 86_400_000) throw badInput('until must be within a year', 'until');
  const reason = text(input.reason, 'reason', MAX_NOTE_LENGTH);
  return em.transactional(async (tx) => {
    const c = await lockCase(tx, id);
    stillOpen(c);
    await sqlOf(tx)(`update cases set status = 'snoozed', snoozed_until = $2, snooze_reason = $3, updated_at = now() where id = $1`, [
      c.id,
      until,
      reason,
    ]);
    await audit(tx, c, actor, 'snoozed', { until: until.toISOString(), reason });
    return (await caseRowById(tx, id))!;
  });
}

const OUTCOMES = new Set<string>(Object.values(CaseOutcome));

/**
 * Closes a case with an outcome (no_action, false_positive, risk_confirmed, escalated) and a note.
 * A four-eyes case closes with its assessment's review instead, while the assessment still waits
 * for one. BAD_USER_INPUT (outcome, note), NOT_FOUND, CONFLICT (closed; a pending four-eyes review).
 */
export async function closeCaseCommand(em: EntityManager, deps: CaseCommandDeps, actor: Actor, id: string, raw: unknown): Promise<CaseRow> {
  const input = body(raw);
  const { outcome, note } = closing(input);
  return em.transactional(async (tx) => {
    await closeLocked(tx, deps, actor, await lockCase(tx, id), outcome, note);
    await announce(tx, deps.events, WebhookEventType.CASE_CLOSED, [id]);
    return (await caseRowById(tx, id))!;
  });
}

function closing(input: Record<string, unknown>): { outcome: CaseOutcome; note: string } {
  if (typeof input.outcome !== 'string' || !OUTCOMES.has(input.outcome)) {
    throw badInput(`outcome must be one of ${[...OUTCOMES].join(', ')}`, 'outcome');
  }
  return { outcome: input.outcome as CaseOutcome, note: text(input.note, 'note', MAX_NOTE_LENGTH) };
}

async function closeLocked(em: EntityManager, _deps: CaseCommandDeps, actor: Actor, c: CaseRow, outcome: CaseOutcome, note: string) {
  stillOpen(c);
  if (c.kind === CaseKind.FOUR_EYES && c.assessmentId) {
    const [pending] = await sqlOf(em)(`select 1 from assessments where id = $1 and review_status = 'pending'`, [c.assessmentId]);
    if (pending) throw conflict("This case closes with its assessment's four-eyes review: review the assessment");
  }
  await sqlOf(em)(
    `update cases set status = 'closed', outcome = $2, closing_note = $3, closed_by_id = $4, closed_at = now(), snoozed_until = null, updated_at = now() where id = $1`,
    [c.id, outcome, note, actor.id],
  );
  await audit(em, c, actor, 'closed', { outcome, note });
}

/** Reopens a closed case (a closure made in error); refused when the counterparty has another open case of its kind. */
export async function reopenCaseCommand(em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<CaseRow> {
  const reason = text(body(raw).reason, 'reason', MAX_NOTE_LENGTH);
  return em.transactional(async (tx) => {
    const c = await lockCase(tx, id);
    if (c.status !== CaseStatus.CLOSED) throw conflict('This case is not closed');
    const reopened = await sqlOf(tx)(
      `update cases c set status = 'open', outcome = null, closing_note = null, closed_by_id = null, closed_at = null, updated_at = now()
       where id = $1 and (kind = 'manual' or not exists (select 1 from cases o where o.counterparty_id = c.counterparty_id and o.kind = c.kind and o.status <> 'closed'))
       returning id`,
      [c.id],
    );
    if (reopened.length === 0) throw conflict('The counterparty has another open case of this kind');
    await audit(tx, c, actor, 'reopened', { reason });
    return (await caseRowById(tx, id))!;
  });
}

/** Replaces a case's tags (lowercased, unique, at most 10). BAD_USER_INPUT (tags), NOT_FOUND. */
export async function tagCaseCommand(em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<CaseRow> {
  const tags = tagList(body(raw).tags);
  return em.transactional(async (tx) => {
    const c = await lockCase(tx, id);
    await setTags(tx, actor, c, tags);
    return (await caseRowById(tx, id))!;
  });
}

function tagList(raw: unknown): string[] {
  if (!Array.isArray(raw)) throw badInput('tags must be a list', 'tags');
  if (raw.length > MAX_TAGS) throw badInput(`tags: at most ${MAX_TAGS}`, 'tags');
  return [...new Set(raw.map((t, i) => normalizeTag(t, `tags[${i}]`)))];
}

async function setTags(em: EntityManager, actor: Actor, c: CaseRow, tags: string[]) {
  if (tags.join('\u0000') === c.tags.join('\u0000')) return;
  await sqlOf(em)(`update cases set tags = $2, updated_at = now() where id = $1`, [c.id, tags]);
  await audit(em, c, actor, 'tagged', { tags, from: c.tags });
}

/** What a bulk action does to each selected case. */
export type BulkAction = 'assign' | 'tag' | 'close';

/**
 * Applies one action to up to 200 cases at once, all or nothing: assign (assigneeId, or "me", or
 * null), tag (adds `tag`) or close (outcome and note). Each case gets its audit event and webhook as
 * if done alone; the first refusal (a closed case, a pending four-eyes review) rolls back the lot,
 * naming the case. BAD_USER_INPUT (ids, action and its fields), NOT_FOUND, CONFLICT.
 */
export async function bulkCaseCommand(
  em: EntityManager,
  deps: CaseCommandDeps,
  actor: Actor,
  raw: unknown,
): Promise<{ changed: number; cases: CaseRow[] }> {
  const input = body(raw);
  const ids = input.ids;
  if (!Array.isArray(ids) || ids.length === 0) throw badInput('ids must list the cases', 'ids');
  if (ids.length > MAX_BULK_CASES) throw badInput(`ids: at most ${MAX_BULK_CASES} cases at once`, 'ids');
  ids.forEach((id, i) => {
    if (typeof id !== 'string' || !isUuid(id)) throw badInput(`ids[${i}] is not a case id`, `ids[${i}]`);
  });
  const unique = [...new Set(ids as string[])].sort();
  const action = input.action;
  if (action !== 'assign' && action !== 'tag' && action !== 'close') throw badInput('action must be assign, tag or close', 'action');
  const close = action === 'close' ? closing(input) : null;
  const tag = action === 'tag' ? normalizeTag(input.tag, 'tag') : null;
  if (action === 'assign' && !('assigneeId' in input)) throw badInput('assigneeId is required: a user id, "me", or null', 'assigneeId');
  return em.transactional(async (tx) => {
    const assignee =
      action !== 'assign' || input.assigneeId === null
        ? null
        : input.assigneeId === 'me'
          ? { id: actor.id, name: actorName(actor) }
          : await assignable(tx, input.assigneeId, 'assigneeId');
    let changed = 0;
    const closed: string[] = [];
    for (const id of unique) {
      const c = await lockCase(tx, id);
      try {
        if (action === 'assign') {
          stillOpen(c);
          if (await setAssignee(tx, deps, actor, c, assignee)) changed++;
        } else if (action === 'tag') {
          if (!c.tags.includes(tag!)) {
            if (c.tags.length >= MAX_TAGS) throw badInput(`tags: at most ${MAX_TAGS} on a case`, 'tag');
            await setTags(tx, actor, c, [...c.tags, tag!]);
            changed++;
          }
        } else {
          await closeLocked(tx, deps, actor, c, close!.outcome, close!.note);
          closed.push(c.id);
          changed++;
        }
      } catch (error) {
        if (error instanceof Error && 'code' in error) (error as Error).message = `Case "${c.title}": ${error.message}`;
        throw error;
      }
    }
    await announce(tx, deps.events, WebhookEventType.CASE_CLOSED, closed);
    const rows = await Promise.all(unique.map((id) => caseRowById(tx, id)));
    return { changed, cases: rows.filter((r): r is CaseRow => r !== null) };
  });
}

/** The audit trail of a case, oldest first (at most 1,000 events). */
export async function caseHistory(em: EntityManager, caseId: string) {
  if (!isUuid(caseId)) return [];
  const rows = await sqlOf(em)(
    `select id, action, actor_id, actor_name, detail, created_at from case_events where case_id = $1 order by created_at, id limit 1000`,
    [caseId],
  );
  return rows.map((r) => ({
    id: r.id as string,
    action: r.action as string,
    actorId: (r.actor_id as string | null) ?? null,
    actorName: (r.actor_name as string | null) ?? null,
    detail: r.detail as Record<string, unknown>,
    createdAt: new Date(r.created_at as string),
  }));
}
