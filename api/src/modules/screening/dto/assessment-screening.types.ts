import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The values stored and sent over REST; GraphQL names them in upper case. */
export enum ScreeningStatusValue {
  NOT_SCREENED = 'not_screened',
  CLEAR = 'clear',
  POTENTIAL_MATCH = 'potential_match',
  CONFIRMED_MATCH = 'confirmed_match',
}
registerEnumType(ScreeningStatusValue, {
  name: 'ScreeningStatus',
  description: 'The outcome of screening an assessment against the sanctions and watch lists (the decision rule field screeningStatus).',
  valuesConfig: {
    NOT_SCREENED: {
      description: 'Nothing was checked: no list was active when it was screened (and no hit is confirmed), or it was never screened.',
    },
    CLEAR: { description: 'No hit on the active lists, or every hit marked a false positive.' },
    POTENTIAL_MATCH: { description: 'At least one hit not yet reviewed (and none confirmed).' },
    CONFIRMED_MATCH: { description: 'A reviewer confirmed at least one hit.' },
  },
});

export enum HitDecisionValue {
  CONFIRMED = 'confirmed',
  FALSE_POSITIVE = 'false_positive',
}
registerEnumType(HitDecisionValue, {
  name: 'HitReviewDecision',
  description: "A reviewer's finding on a screening hit.",
  valuesConfig: {
    CONFIRMED: { description: 'The hit is the screened party: a confirmed match.' },
    FALSE_POSITIVE: { description: 'The hit is a different party.' },
  },
});

export enum SubjectKindValue {
  COMPANY = 'company',
  PERSON = 'person',
}
registerEnumType(SubjectKindValue, {
  name: 'ScreeningSubjectKind',
  description: 'What was screened: the company itself or one of its directors and beneficial owners.',
  valuesConfig: { COMPANY: { description: 'The counterparty company.' }, PERSON: { description: 'A named director or beneficial owner.' } },
});

@ObjectType('ScreenedList', { description: 'A list version an assessment was screened against.' })
export class ScreenedListType {
  @Field(() => String, { description: 'The list name.' }) name!: string;
  @Field(() => Int, { description: 'The list version used.' }) version!: number;
}

@ObjectType('ScreeningSubject', { description: 'The name that was screened.' })
export class ScreeningSubjectType {
  @Field(() => SubjectKindValue, { description: 'The company or a person.' }) kind!: SubjectKindValue;
  @Field(() => String, { description: 'The name as entered.' }) name!: string;
}

@ObjectType('HitReview', { description: 'A reviewer’s finding on a hit.' })
export class HitReviewType {
  @Field(() => HitDecisionValue, { description: 'Confirmed or false positive.' }) decision!: HitDecisionValue;
  @Field(() => String, { description: 'Why, in the reviewer’s words.' }) reason!: string;
  @Field(() => ID, { description: 'The reviewer’s user id.' }) reviewerId!: string;
  @Field(() => String, { description: 'The reviewer’s name at the time.' }) reviewerName!: string;
  @Field(() => Date, { description: 'When (ISO 8601, UTC).' }) reviewedAt!: string;
}

@ObjectType('ScreeningHit', { description: 'A list entity that matched the company or a person of an assessment.' })
export class ScreeningHitType {
  @Field(() => ID, { description: 'The hit id (review it with reviewScreeningHit).' }) id!: string;
  @Field(() => String, { description: "The entity's id in its list." }) entityId!: string;
  @Field(() => String, { description: "The entity's main name." }) caption!: string;
  @Field(() => String, { description: 'The listed name that matched.' }) matchedName!: string;
  @Field(() => Float, { description: 'Match score from 0 to 1.' }) score!: number;
  @Field(() => String, { description: 'The list.' }) listName!: string;
  @Field(() => String, { description: 'FollowTheMoney schema of the entity.' }) schema!: string;
  @Field(() => [String], { description: 'ISO alpha-2 codes (lower case) the list gives.' }) countries!: string[];
  @Field(() => [String], { description: 'Topics the list gives (sanction, crime, …).' }) topics!: string[];
  @Field(() => [String], { description: 'Why it matched, in sentences.' }) explanation!: string[];
  @Field(() => ScreeningSubjectType, { description: 'The screened name it matched.' }) subject!: ScreeningSubjectType;
  @Field(() => HitReviewType, { nullable: true, description: 'The review; null until reviewed.' }) review!: HitReviewType | null;
  @Field(() => [HitReviewType], {
    nullable: true,
    description: 'Earlier findings a later review replaced, oldest first (a review is never erased); null or empty when none.',
  })
  earlierReviews?: HitReviewType[] | null;
  @Field(() => Date, {
    nullable: true,
    description:
      'For a reviewed hit that a later screening no longer found (its list dropped the entity, or the screened name was edited): since when (ISO 8601, UTC). The hit is kept with its finding. A confirmed one stays confirmed, holds the decision and waits until a reviewer confirms it again or an admin clears it; a false positive changes nothing in the decision. Null while found.',
  })
  goneSince?: string | null;
}

@ObjectType('AssessmentScreening', {
  description: 'How an assessment was screened against the sanctions and watch lists, and what was found.',
})
export class AssessmentScreeningType {
  @Field(() => ScreeningStatusValue, { description: 'Not screened (no list was active), clear, potential match or confirmed match.' })
  status!: ScreeningStatusValue;
  @Field(() => Date, { description: 'When it was screened (ISO 8601, UTC).' }) screenedAt!: string;
  @Field(() => [ScreenedListType], { description: 'The lists and versions checked (none when no list was active).' })
  lists!: ScreenedListType[];
  @Field(() => [ScreeningHitType], { description: 'Hits at or above the match threshold, best first; at most 50.' })
  hits!: ScreeningHitType[];
}
