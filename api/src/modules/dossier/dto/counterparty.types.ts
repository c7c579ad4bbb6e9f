import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';

@ObjectType({ description: "An admin's override of a grade hold: new assessments are graded on their score alone until it ends." })
export class GradeHoldOverrideView {
  @Field(() => String, { description: 'Why the admin lifted the hold.' }) reason!: string;
  @Field(() => Date, { description: 'When the override ends (ISO 8601, UTC).' }) until!: Date;
  @Field(() => String, { description: 'The admin who made it.' }) byName!: string;
  @Field(() => Date, { description: 'When it was made.' }) at!: Date;
}

@ObjectType({
  description: 'A grade held after a downgrade (the scorecard’s cooldown): no new assessment grades the counterparty better until it ends.',
})
export class CounterpartyGradeHoldView {
  @Field(() => String, { description: 'The held grade: the best a new assessment may give.' }) grade!: string;
  @Field(() => Date, { description: 'When the downgrade started it.' }) since!: Date;
  @Field(() => Date, { description: 'When it ends.' }) until!: Date;
  @Field(() => GradeHoldOverrideView, { nullable: true, description: 'The admin override running on it; null when none.' })
  override!: GradeHoldOverrideView | null;
}

@ObjectType({ description: "A counterparty with its standing: its latest assessment's decision, grade, limit and review date." })
export class CounterpartyView {
  @Field(() => ID, { description: 'The counterparty id (UUID).' }) id!: string;
  @Field(() => String, { description: 'The company name, as its first assessment spelled it.' }) name!: string;
  @Field(() => String, { description: 'Country of registration, as its first assessment spelled it.' }) country!: string;
  @Field(() => ID, { nullable: true, description: 'The counterparty it was merged into; null unless merged.' }) mergedIntoId!:
    string | null;
  @Field(() => Date, { description: 'When its first assessment was made (ISO 8601, UTC); lists are newest first.' }) createdAt!: Date;
  @Field(() => Int, { description: 'How many assessments it has.' }) assessments!: number;
  @Field(() => ID, {
    nullable: true,
    description: 'Its most recent assessment, whose standing the fields below show; null when it has none.',
  })
  latestAssessmentId!: string | null;
  @Field(() => String, { nullable: true, description: "The latest assessment's status (approved, caution, rejected, pending_review)." })
  status!: string | null;
  @Field(() => String, { nullable: true, description: 'Its scorecard grade, with statements.' }) grade!: string | null;
  @Field(() => Float, { nullable: true, description: 'The limit its review approved.' }) approvedLimit!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The currency of its latest statements, and so of approvedLimit (ISO 4217); null without statements.',
  })
  currency!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it falls due for review.' }) nextReviewAt!: Date | null;
  @Field(() => Boolean, { description: 'The approval and its limit are expired (the review date passed).' }) approvalExpired!: boolean;
  @Field(() => Int, { description: 'Its cases not closed (snoozed ones included).' }) openCases!: number;
  @Field(() => Int, { description: 'Its cases past their due date, neither closed nor snoozed.' }) overdueCases!: number;
  @Field(() => CounterpartyGradeHoldView, { nullable: true, description: 'The grade hold in force after a downgrade; null when none.' })
  gradeHold!: CounterpartyGradeHoldView | null;
}

@ObjectType({ description: 'One page of counterparties.' })
export class CounterpartyPage {
  @Field(() => [CounterpartyView], { description: 'The counterparties on this page, newest first (merged ones left out); at most limit.' })
  items!: CounterpartyView[];
  @Field(() => String, { nullable: true, description: 'Pass as cursor for the next page; null on the last.' }) nextCursor!: string | null;
}

@ObjectType({ description: "One entry of a counterparty's timeline." })
export class TimelineEntryView {
  @Field(() => Date, { description: 'When it happened (ISO 8601, UTC); the timeline is newest first.' }) at!: Date;
  @Field(() => String, {
    description: 'What kind of entry: assessment, review (its four-eyes review), case_event, alert or grade_hold_override.',
  })
  type!: string;
  @Field(() => ID, { description: 'The assessment, case or alert it is about.' }) refId!: string;
  @Field(() => String, { description: "A heading: the assessed company's name, the case title or the alert summary." }) title!: string;
  @Field(() => GraphQLJSONObject, {
    description:
      'The facts, by type: decision, grade, Z-score, limit and review date (assessment); decision, reviewer and reason (review); the action, actor and case kind with its details (case_event); kind and status (alert); reason, until and actor (grade_hold_override).',
  })
  detail!: Record<string, unknown>;
}

@ObjectType({ description: 'How many counterparties each part of the review calendar holds, and overdue cases.' })
export class ReviewCalendarCounts {
  @Field(() => Int, { description: 'Counterparties whose review falls due in the next 7 days (all of them, not only those listed).' })
  dueThisWeek!: number;
  @Field(() => Int, { description: 'Counterparties whose review date passed, pending reviews aside (all of them).' }) overdue!: number;
  @Field(() => Int, { description: 'Approvals and cautions whose review date passed (all of them).' }) expiredApprovals!: number;
  @Field(() => Int, { description: 'Cases past their due date, across the team.' }) overdueCases!: number;
}

@ObjectType({ description: "The dashboard's review calendar (at most limit counterparties in each part, soonest first)." })
export class ReviewCalendarView {
  @Field(() => [CounterpartyView], { description: 'Reviews that fall due in the next 7 days, soonest first.' })
  dueThisWeek!: CounterpartyView[];
  @Field(() => [CounterpartyView], { description: 'Reviews whose date passed (latest assessment not pending review), most overdue first.' })
  overdue!: CounterpartyView[];
  @Field(() => [CounterpartyView], { description: 'Approvals and cautions whose review date passed.' })
  expiredApprovals!: CounterpartyView[];
  @Field(() => ReviewCalendarCounts, { description: 'How many each part holds in all (the lists stop at 50), and overdue cases.' })
  counts!: ReviewCalendarCounts;
}
