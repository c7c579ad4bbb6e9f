import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../core/principal.js';
import { notFound } from '../../core/errors.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { limitedListCost, listCost } from '../../graphql/limits.js';
import { CaseKind, CaseOutcome, CaseStatus } from './case.entity.js';
import { caseRowById, DEFAULT_CASES_LISTED, listCases, MAX_CASES_LISTED, myCaseCounts, type CaseSort } from './case.queries.js';
import type { CaseworkSurfaceDeps } from './casework.ports.js';
import { runReviewsNow } from './periodic-review.job.js';
import {
  assignCaseCommand,
  bulkCaseCommand,
  caseComments,
  caseHistory,
  closeCaseCommand,
  commentOnCaseCommand,
  MAX_BULK_CASES,
  openManualCaseCommand,
  reopenCaseCommand,
  snoozeCaseCommand,
  tagCaseCommand,
} from './commands/case.commands.js';
import {
  deleteQueueCommand,
  listColleagues,
  listQueues,
  MAX_COLLEAGUES,
  saveQueueCommand,
  setAwayCommand,
} from './commands/queue.commands.js';
import {
  BulkCaseResult,
  CaseCommentView,
  CaseHistoryEntry,
  CasePage,
  CaseQueueView,
  CaseView,
  ColleagueView,
  MyCaseCounts,
  MyNotifications,
} from './dto/case.types.js';
import { markNotificationsRead, myNotifications, MAX_NOTIFICATIONS } from './notifications.js';

type Context = GraphQLContext<CaseworkSurfaceDeps>;

/** Cases, queues and notifications; the same commands as /api/cases. Any signed-in user works any case; queues are for admins. */
@Authorized()
@Resolver()
export class CaseResolver {
  @Query(() => CasePage, {
    description: `The inbox: cases by filters, soonest due first (sort "created": newest first); at most ${MAX_CASES_LISTED} a page. Errors: UNAUTHENTICATED, BAD_USER_INPUT naming the filter.`,
    complexity: limitedListCost(MAX_CASES_LISTED, DEFAULT_CASES_LISTED),
  })
  cases(
    @Ctx() ctx: Context,
    @Arg('assignee', () => String, { nullable: true, description: 'A user id, "me" or "none" (unassigned).' }) assignee: string | null,
    @Arg('status', () => String, {
      nullable: true,
      description: 'Only cases in this status: open, snoozed, closed or active (not closed); any by default.',
    })
    status: string | null,
    @Arg('kind', () => CaseKind, { nullable: true, description: 'Only cases of this kind; any by default.' }) kind: CaseKind | null,
    @Arg('tag', () => String, { nullable: true, description: 'Only cases carrying this tag (matched lowercase).' }) tag: string | null,
    @Arg('overdue', () => Boolean, {
      nullable: true,
      description: 'True: only overdue cases; false: only those not overdue; both by default.',
    })
    overdue: boolean | null,
    @Arg('counterpartyId', () => ID, { nullable: true, description: 'Only the cases of this counterparty.' }) counterpartyId: string | null,
    @Arg('sort', () => String, {
      nullable: true,
      description: 'The order: due (soonest due first, the default) or created (newest first).',
    })
    sort: string | null,
    @Arg('limit', () => Int, { nullable: true, description: `1 to ${MAX_CASES_LISTED}; 50 by default.` }) limit: number | null,
    @Arg('cursor', () => String, {
      nullable: true,
      description: 'The nextCursor of the previous page, with the same filters and sort; omit for the first page.',
    })
    cursor: string | null,
  ): Promise<CasePage> {
    return listCases(ctx.em, requireUser(ctx).id, {
      assignee,
      status: status as CaseStatus | 'active' | null,
      kind,
      tag,
      overdue,
      counterpartyId,
      sort: sort as CaseSort | null,
      limit,
      cursor,
    });
  }

  @Query(() => CaseView, { description: 'One case. Errors: UNAUTHENTICATED, NOT_FOUND.' })
  async case(@Arg('id', () => ID, { description: 'The case id.' }) id: string, @Ctx() ctx: Context): Promise<CaseView> {
    const row = await caseRowById(ctx.em, id);
    if (!row) throw notFound('Case not found');
    return row;
  }

  @Query(() => [CaseCommentView], { description: 'The comments of a case, oldest first.', complexity: listCost(50) })
  caseComments(
    @Arg('caseId', () => ID, { description: 'The case whose comments to list.' }) caseId: string,
    @Ctx() ctx: Context,
  ): Promise<CaseCommentView[]> {
    return caseComments(ctx.em, caseId);
  }

  @Query(() => [CaseHistoryEntry], { description: 'The audit trail of a case, oldest first.', complexity: listCost(50) })
  caseHistory(
    @Arg('caseId', () => ID, { description: 'The case whose audit trail to list.' }) caseId: string,
    @Ctx() ctx: Context,
  ): Promise<CaseHistoryEntry[]> {
    return caseHistory(ctx.em, caseId);
  }

  @Query(() => MyCaseCounts, { description: 'My open cases and how many are overdue (the header badge).' })
  myCaseCounts(@Ctx() ctx: Context): Promise<MyCaseCounts> {
    return myCaseCounts(ctx.em, requireUser(ctx).id);
  }

  @Query(() => [CaseQueueView], { description: 'The queues and their members.', complexity: listCost(100) })
  caseQueues(@Ctx() ctx: Context): Promise<CaseQueueView[]> {
    return listQueues(ctx.em);
  }

  @Query(() => MyNotifications, {
    description: `My latest ${MAX_NOTIFICATIONS} notifications, newest first.`,
    complexity: listCost(MAX_NOTIFICATIONS),
  })
  myNotifications(@Ctx() ctx: Context): Promise<MyNotifications> {
    return myNotifications(ctx.em, requireUser(ctx).id);
  }

  @Query(() => [ColleagueView], {
    description: `The team's approved, active accounts by name (at most ${MAX_COLLEAGUES}), to assign cases and mention people.`,
    complexity: listCost(MAX_COLLEAGUES / 10),
  })
  colleagues(@Ctx() ctx: Context): Promise<ColleagueView[]> {
    return listColleagues(ctx.em);
  }

  @Mutation(() => CaseView, {
    description:
      'Opens a case by hand on a counterparty (assigned to the opener unless assigneeId says otherwise). Errors: BAD_USER_INPUT naming the field, NOT_FOUND.',
  })
  openCase(
    @Arg('counterpartyId', () => ID, { description: 'The counterparty the case is about.' }) counterpartyId: string,
    @Arg('title', () => String, { description: '1 to 200 characters.' }) title: string,
    @Arg('assessmentId', () => ID, { nullable: true, description: 'One of its assessments the case is about; none by default.' })
    assessmentId: string | null,
    @Arg('assigneeId', () => ID, { nullable: true, description: 'Who works it (an active account); the opener by default.' })
    assigneeId: string | null,
    @Arg('dueAt', () => Date, {
      nullable: true,
      description: 'When it is due (ISO 8601); by default CASE_DUE_MANUAL_BUSINESS_DAYS business days (5 unless configured) from now.',
    })
    dueAt: Date | null,
    @Ctx() ctx: Context,
  ): Promise<CaseView> {
    return openManualCaseCommand(ctx.em, ctx.services, requireUser(ctx), { counterpartyId, title, assessmentId, assigneeId, dueAt });
  }

  @Mutation(() => CaseView, {
    description:
      'Assigns a case to a user id, to "me", or to no one (null). Errors: BAD_USER_INPUT (assigneeId), NOT_FOUND, CONFLICT (closed).',
  })
  assignCase(
    @Arg('id', () => ID, { description: 'The case to assign.' }) id: string,
    @Arg('assigneeId', () => String, { nullable: true, description: 'A user id (an active account), "me", or null to unassign.' })
    assigneeId: string | null,
    @Ctx() ctx: Context,
  ): Promise<CaseView> {
    return assignCaseCommand(ctx.em, ctx.services, requireUser(ctx), id, { assigneeId });
  }

  @Mutation(() => CaseCommentView, {
    description: 'Comments on a case; @mentions (an e-mail or its local part) notify. Errors: BAD_USER_INPUT (body), NOT_FOUND.',
  })
  commentOnCase(
    @Arg('id', () => ID, { description: 'The case to comment on (open or closed).' }) id: string,
    @Arg('body', () => String, {
      description: 'The comment, 1 to 5,000 characters; each @mention (an e-mail or its local part) notifies that user.',
    })
    body: string,
    @Ctx() ctx: Context,
  ): Promise<CaseCommentView> {
    return commentOnCaseCommand(ctx.em, ctx.services, requireUser(ctx), id, { body });
  }

  @Mutation(() => CaseView, {
    description:
      'Snoozes a case until a date (future, within a year) with a reason. Errors: BAD_USER_INPUT (until, reason), NOT_FOUND, CONFLICT.',
  })
  snoozeCase(
    @Arg('id', () => ID, { description: 'The case to snooze.' }) id: string,
    @Arg('until', () => Date, { description: 'When it comes back (ISO 8601): in the future, at most a year ahead.' }) until: Date,
    @Arg('reason', () => String, { description: 'Why, 1 to 2,000 characters.' }) reason: string,
    @Ctx() ctx: Context,
  ) {
    return snoozeCaseCommand(ctx.em, requireUser(ctx), id, { until, reason });
  }

  @Mutation(() => CaseView, {
    description:
      "Closes a case with an outcome and a note (a four-eyes case closes with its assessment's review). Errors: BAD_USER_INPUT (outcome, note), NOT_FOUND, CONFLICT.",
  })
  closeCase(
    @Arg('id', () => ID, { description: 'The case to close.' }) id: string,
    @Arg('outcome', () => CaseOutcome, { description: 'How it ends.' }) outcome: CaseOutcome,
    @Arg('note', () => String, { description: 'Why, 1 to 2,000 characters.' }) note: string,
    @Ctx() ctx: Context,
  ): Promise<CaseView> {
    return closeCaseCommand(ctx.em, ctx.services, requireUser(ctx), id, { outcome, note });
  }

  @Mutation(() => CaseView, { description: 'Reopens a closed case with a reason. Errors: BAD_USER_INPUT (reason), NOT_FOUND, CONFLICT.' })
  reopenCase(
    @Arg('id', () => ID, { description: 'The closed case to reopen.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, 1 to 2,000 characters.' }) reason: string,
    @Ctx() ctx: Context,
  ): Promise<CaseView> {
    return reopenCaseCommand(ctx.em, requireUser(ctx), id, { reason });
  }

  @Mutation(() => CaseView, { description: 'Replaces the tags of a case (at most 10). Errors: BAD_USER_INPUT (tags), NOT_FOUND.' })
  tagCase(
    @Arg('id', () => ID, { description: 'The case to tag.' }) id: string,
    @Arg('tags', () => [String], {
      description: 'All its tags, at most 10, each 1 to 40 letters, digits, - or _ (stored lowercase); empty to clear.',
    })
    tags: string[],
    @Ctx() ctx: Context,
  ): Promise<CaseView> {
    return tagCaseCommand(ctx.em, requireUser(ctx), id, { tags });
  }

  @Mutation(() => BulkCaseResult, {
    description: `Assigns, tags or closes up to ${MAX_BULK_CASES} cases at once, all or nothing. Errors: BAD_USER_INPUT naming the field, NOT_FOUND, CONFLICT naming the case.`,
    // Sized by the cases selected, not the most a bulk action takes.
    complexity: ({ args, childComplexity }) =>
      1 + Math.min(Array.isArray(args.ids) ? args.ids.length : MAX_BULK_CASES, MAX_BULK_CASES) * (1 + childComplexity),
  })
  bulkCases(
    @Arg('ids', () => [ID], { description: `The cases to change, 1 to ${MAX_BULK_CASES}.` }) ids: string[],
    @Arg('action', () => String, { description: 'What to do to each case: assign, tag or close.' }) action: string,
    @Arg('assigneeId', () => String, {
      nullable: true,
      description: 'For assign (required): a user id (an active account), "me", or null to unassign.',
    })
    assigneeId: string | null,
    @Arg('tag', () => String, {
      nullable: true,
      description: 'For tag (required): the tag to add, 1 to 40 letters, digits, - or _ (stored lowercase).',
    })
    tag: string | null,
    @Arg('outcome', () => CaseOutcome, { nullable: true, description: 'For close (required): how the cases end.' })
    outcome: CaseOutcome | null,
    @Arg('note', () => String, { nullable: true, description: 'For close (required): why, 1 to 2,000 characters.' }) note: string | null,
    @Ctx() ctx: Context,
  ): Promise<BulkCaseResult> {
    return bulkCaseCommand(ctx.em, ctx.services, requireUser(ctx), { ids, action, assigneeId, tag, outcome, note });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CaseQueueView, {
    description: 'Admins: creates (no id) or replaces a queue. Errors: FORBIDDEN, BAD_USER_INPUT, CONFLICT, NOT_FOUND.',
  })
  saveCaseQueue(
    @Arg('id', () => ID, { nullable: true, description: 'The queue to replace; omit to create one.' }) id: string | null,
    @Arg('name', () => String, { description: 'Its name, 1 to 100 characters, unique (ignoring case).' }) name: string,
    @Arg('kinds', () => [CaseKind], { description: 'The kinds of case it takes; none another queue takes.' }) kinds: CaseKind[],
    @Arg('memberIds', () => [ID], { description: 'Its members: at most 200 approved accounts, by user id; replaces the current list.' })
    memberIds: string[],
    @Ctx() ctx: Context,
  ): Promise<CaseQueueView> {
    return saveQueueCommand(ctx.em, requireUser(ctx), id, { name, kinds, memberIds });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, { description: 'Admins: deletes a queue. Errors: FORBIDDEN, NOT_FOUND.' })
  async deleteCaseQueue(
    @Arg('id', () => ID, { description: 'The queue to delete; its cases keep their assignees.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await deleteQueueCommand(ctx.em, requireUser(ctx), id);
    return true;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, {
    description:
      'Admins: queues a run of the periodic review job now (it otherwise runs daily, CASE_REVIEW_CRON); the workers run it. Errors: FORBIDDEN.',
  })
  async runPeriodicReviews(@Ctx() ctx: Context): Promise<boolean> {
    await runReviewsNow(ctx.services.queue);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Marks me away (queues give me no new cases) or back; answers the new state.' })
  setAway(@Arg('away', () => Boolean, { description: 'True: away; false: back.' }) away: boolean, @Ctx() ctx: Context): Promise<boolean> {
    return setAwayCommand(ctx.em, requireUser(ctx), away);
  }

  @Mutation(() => Int, { description: 'Marks all my notifications read; answers how many were unread.' })
  markNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return markNotificationsRead(ctx.em, requireUser(ctx).id);
  }
}
