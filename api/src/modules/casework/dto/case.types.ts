import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { CaseKind, CaseOutcome, CaseStatus } from '../case.entity.js';
import { MAX_TAGS } from '../case.queries.js';
import { MAX_NOTIFICATIONS } from '../notifications.js';

@ObjectType({ description: 'A case as the inbox and the case page show it.' })
export class CaseView {
  @Field(() => ID, { description: 'The case id (UUID).' }) id!: string;
  @Field(() => ID, { description: 'The counterparty it is about.' }) counterpartyId!: string;
  @Field(() => String, { description: "The counterparty's name." }) counterpartyName!: string;
  @Field(() => ID, { nullable: true, description: 'The assessment it is about; null when it is about the counterparty as a whole.' })
  assessmentId!: string | null;
  @Field(() => CaseKind, { description: 'Why it was opened.' }) kind!: CaseKind;
  @Field(() => String, { description: 'What it is about, in a line (at most 200 characters when opened by hand).' }) title!: string;
  @Field(() => CaseStatus, { description: 'Open, snoozed or closed; a snooze whose date passed shows open.' }) status!: CaseStatus;
  @Field(() => ID, { nullable: true, description: 'Who works it; null while unassigned.' }) assigneeId!: string | null;
  @Field(() => String, { nullable: true, description: "The assignee's name; null while unassigned." }) assigneeName!: string | null;
  @Field(() => Date, { description: 'When it is due (ISO 8601, UTC); inbox lists are soonest due first.' }) dueAt!: Date;
  @Field(() => Boolean, { description: 'Not closed, not snoozed, and past its due date.' }) overdue!: boolean;
  @Field(() => Date, {
    nullable: true,
    description: 'When its latest snooze ends or ended (ISO 8601, UTC); null if it was never snoozed, and cleared when it is closed.',
  })
  snoozedUntil!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was last snoozed (1 to 2,000 characters); null if it was never snoozed.' })
  snoozeReason!: string | null;
  @Field(() => [String], { description: `Its tags, lowercase (letters, digits, - or _; at most ${MAX_TAGS}); empty when untagged.` })
  tags!: string[];
  @Field(() => CaseOutcome, { nullable: true, description: 'How it was closed; null unless closed.' }) outcome!: CaseOutcome | null;
  @Field(() => String, { nullable: true, description: 'The note it was closed with (1 to 2,000 characters); null unless closed.' })
  closingNote!: string | null;
  @Field(() => Date, { description: 'When it was opened (ISO 8601, UTC).' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was closed (ISO 8601, UTC); null unless closed.' }) closedAt!: Date | null;
}

@ObjectType({ description: 'One page of the inbox.' })
export class CasePage {
  @Field(() => [CaseView], { description: 'The cases on this page, in the order asked for (at most limit); empty when none match.' })
  items!: CaseView[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next page; null on the last.' }) nextCursor!: string | null;
}

@ObjectType({ description: 'A comment on a case.' })
export class CaseCommentView {
  @Field(() => ID, { description: 'The comment id (UUID).' }) id!: string;
  @Field(() => ID, { description: 'The case it is on.' }) caseId!: string;
  @Field(() => ID, { nullable: true, description: "The author's user id; null once their account is deleted." }) authorId!: string | null;
  @Field(() => String, { description: "The author's name as it was when they wrote it." }) authorName!: string;
  @Field(() => String, { description: 'The comment as written, 1 to 5,000 characters, @mentions included.' }) body!: string;
  @Field(() => [ID], { description: 'The users it mentions (each was notified).' }) mentionIds!: string[];
  @Field(() => Date, { description: 'When it was written (ISO 8601, UTC); lists are oldest first.' }) createdAt!: Date;
}

@ObjectType({ description: 'One change to a case (its audit trail).' })
export class CaseHistoryEntry {
  @Field(() => ID, { description: 'The event id (UUID).' }) id!: string;
  @Field(() => String, {
    description:
      'What happened: opened, attached (a later alert or review joined this open case), assigned, commented, evidence_added, evidence_deleted, snoozed, reopened, closed or tagged.',
  })
  action!: string;
  @Field(() => ID, { nullable: true, description: 'The user who did it; null for the system (a scheduled job, monitoring).' }) actorId!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Who did it; null for the system.' }) actorName!: string | null;
  @Field(() => GraphQLJSONObject, {
    description:
      'What changed, by action: the title, the assignee, the outcome and note, the tags, the file and its SHA-256, the reason, …',
  })
  detail!: Record<string, unknown>;
  @Field(() => Date, { description: 'When it happened (ISO 8601, UTC); lists are oldest first.' }) createdAt!: Date;
}

@ObjectType({ description: "The signed-in user's open cases (the header badge)." })
export class MyCaseCounts {
  @Field(() => Int, { description: 'Cases assigned to me that are not closed (snoozed ones included).' }) open!: number;
  @Field(() => Int, { description: 'How many of those are overdue: past their due date and not snoozed.' }) overdue!: number;
}

@ObjectType({ description: 'A queue: the kinds of case it takes and its members.' })
export class CaseQueueView {
  @Field(() => ID, { description: 'The queue id (UUID).' }) id!: string;
  @Field(() => String, { description: 'Its name, 1 to 100 characters, unique (ignoring case).' }) name!: string;
  @Field(() => [CaseKind], { description: 'The kinds of case it takes; a kind goes to at most one queue.' }) kinds!: CaseKind[];
  @Field(() => [ID], {
    description: 'The user ids of its members, by id; its new cases go to them round-robin, skipping anyone away or suspended.',
  })
  memberIds!: string[];
}

@ObjectType({ description: 'An in-app notification.' })
export class NotificationView {
  @Field(() => ID, { description: 'The notification id (UUID).' }) id!: string;
  @Field(() => String, { description: 'Why it was sent: mention (named in a comment) or assigned (given a case by someone else).' })
  kind!: string;
  @Field(() => ID, { nullable: true, description: 'The case it is about; null when it is about no case.' }) caseId!: string | null;
  @Field(() => String, { description: 'What happened, in a sentence (who, the case title, an excerpt of the comment).' }) text!: string;
  @Field(() => Date, { description: 'When it was sent (ISO 8601, UTC); lists are newest first.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the user read it (ISO 8601, UTC); null while unread.' }) readAt!: Date | null;
}

@ObjectType({ description: "The signed-in user's notifications." })
export class MyNotifications {
  @Field(() => [NotificationView], { description: `My latest ${MAX_NOTIFICATIONS}, newest first, read or not.` })
  items!: NotificationView[];
  @Field(() => Int, { description: 'How many of all my notifications are unread (not only of those listed).' }) unread!: number;
}

@ObjectType({ description: 'What a bulk action changed.' })
export class BulkCaseResult {
  @Field(() => Int, { description: 'How many cases the action changed (a case it left as it was is not counted).' }) changed!: number;
  @Field(() => [CaseView], { description: 'Every selected case as it now stands, changed or not, by id.' }) cases!: CaseView[];
}

@ObjectType({ description: 'A colleague a case can be given to or mentioned: an approved, active account.' })
export class ColleagueView {
  @Field(() => ID, { description: 'The account id.' }) id!: string;
  @Field(() => String, { description: 'First and last name.' }) name!: string;
  @Field(() => String, { description: 'Sign-in e-mail; its local part is the @mention handle.' }) email!: string;
  @Field(() => Boolean, { description: 'Marked away: queues give them no new cases.' }) away!: boolean;
}
