import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { listCost } from '../../graphql/limits.js';
import { Role } from '../../core/principal.js';
import {
  counterpartySummary,
  counterpartyTimeline,
  listCounterparties,
  MAX_COUNTERPARTIES_LISTED,
  MAX_TIMELINE,
  reassessmentDraft,
  reviewCalendar,
  MAX_CALENDAR_ITEMS,
} from './dossier.queries.js';
import { CounterpartyPage, CounterpartyView, ReviewCalendarView, TimelineEntryView } from './dto/counterparty.types.js';
import { mergeCounterpartiesCommand } from './merge-counterparties.command.js';
import { overrideGradeHoldCommand } from './override-grade-hold.command.js';

type Context = GraphQLContext<unknown>;

/** Counterparties: the list, one with its timeline, the re-assessment draft, merging (admins). */
@Authorized()
@Resolver()
export class DossierResolver {
  @Query(() => CounterpartyPage, {
    description: 'Counterparties, newest first; q filters by name.',
    complexity: listCost(MAX_COUNTERPARTIES_LISTED),
  })
  counterparties(
    @Arg('q', () => String, {
      nullable: true,
      description: 'Only those whose name contains this (ignoring case), at most 200 characters; all by default.',
    })
    q: string | null,
    @Arg('limit', () => Int, { nullable: true, description: `1 to ${MAX_COUNTERPARTIES_LISTED}; 50 by default.` }) limit: number | null,
    @Arg('cursor', () => String, {
      nullable: true,
      description: 'The nextCursor of the previous page, with the same q; omit for the first page.',
    })
    cursor: string | null,
    @Ctx() ctx: Context,
  ): Promise<CounterpartyPage> {
    return listCounterparties(ctx.em, { q, limit, cursor });
  }

  @Query(() => CounterpartyView, { description: 'One counterparty. Errors: NOT_FOUND.' })
  counterparty(@Arg('id', () => ID, { description: 'The counterparty id.' }) id: string, @Ctx() ctx: Context): Promise<CounterpartyView> {
    return counterpartySummary(ctx.em, id);
  }

  @Query(() => [TimelineEntryView], { description: 'Its timeline, newest first.', complexity: listCost(MAX_TIMELINE / 10) })
  counterpartyTimeline(
    @Arg('id', () => ID, { description: 'The counterparty whose timeline to list.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<TimelineEntryView[]> {
    return counterpartyTimeline(ctx.em, id);
  }

  @Query(() => GraphQLJSONObject, {
    description: 'The answers and statements of its latest assessment, to re-assess from. Errors: NOT_FOUND.',
  })
  reassessmentDraft(
    @Arg('id', () => ID, { description: 'The counterparty to re-assess.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Record<string, unknown>> {
    return reassessmentDraft(ctx.em, id);
  }

  @Query(() => ReviewCalendarView, {
    description: `The review calendar: reviews due this week, overdue reviews and expired approvals, soonest first, at most limit (1 to ${MAX_CALENDAR_ITEMS}) in each part, with exact counts. Errors: BAD_USER_INPUT (limit).`,
    // At most `limit` counterparties in each part: the parts' selections are summed in childComplexity.
    complexity: ({ args, childComplexity }) =>
      1 +
      Math.min(Math.max(typeof args.limit === 'number' ? Math.trunc(args.limit) : MAX_CALENDAR_ITEMS, 1), MAX_CALENDAR_ITEMS) *
        (1 + childComplexity),
  })
  reviewCalendar(
    @Arg('limit', () => Int, {
      nullable: true,
      description: `Counterparties in each part, 1 to ${MAX_CALENDAR_ITEMS}; ${MAX_CALENDAR_ITEMS} by default.`,
    })
    limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<ReviewCalendarView> {
    return reviewCalendar(ctx.em, limit ?? undefined);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ID, {
    description:
      'Admins: merges a counterparty into another; answers the target. Errors: FORBIDDEN, NOT_FOUND, BAD_USER_INPUT (intoId), CONFLICT.',
  })
  async mergeCounterparties(
    @Arg('id', () => ID, { description: 'The counterparty to merge away (not itself merged).' }) id: string,
    @Arg('intoId', () => ID, { description: 'The counterparty to keep (another one, not itself merged).' }) intoId: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return (await mergeCounterpartiesCommand(ctx.em, requireUser(ctx), id, { intoId })).mergedInto;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => CounterpartyView, {
    description:
      "Admins: lifts a counterparty's grade hold (the cooldown after a downgrade) until a time, with a reason; new assessments are graded on their score alone meanwhile. Answers the counterparty. Errors: FORBIDDEN, NOT_FOUND, BAD_USER_INPUT (reason, until), CONFLICT (no hold in force).",
  })
  overrideGradeHold(
    @Arg('id', () => ID, { description: 'The counterparty whose hold to lift.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, 1 to 2,000 characters.' }) reason: string,
    @Arg('until', () => Date, { description: 'When the override ends: in the future, not after the hold ends.' }) until: Date,
    @Ctx() ctx: Context,
  ): Promise<CounterpartyView> {
    return overrideGradeHoldCommand(ctx.em, requireUser(ctx), id, { reason, until });
  }
}
