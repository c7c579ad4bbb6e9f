import { Field, ID, ObjectType } from 'type-graphql';
import { HitDecisionValue } from '../../screening/dto/assessment-screening.types.js';
import { AssessmentStatus } from '../../kernel/assessment.enums.js';

@ObjectType({ description: 'What the viewer may record on one screening hit now (assessment.policy.ts mayReviewHit).' })
export class HitViewerCan {
  @Field(() => ID, { description: 'The hit (ScreeningHit.id).' }) hitId!: string;
  @Field(() => [HitDecisionValue], { description: 'The findings the viewer may record on it now; empty when none.' })
  decisions!: HitDecisionValue[];
  @Field(() => String, {
    nullable: true,
    description:
      'Why a finding the hit could take is refused to the viewer (e.g. only an admin clears a confirmed match); null when none is.',
  })
  refused!: string | null;
}

@ObjectType({
  description:
    'What the viewer may do to this assessment, decided by the same policy functions the mutations enforce: render from it instead of re-deriving the rules.',
})
export class AssessmentViewerCan {
  @Field(() => Boolean, { description: 'Change it: edit its answers, scan its news, attach a summary (its creator or an admin).' })
  edit!: boolean;
  @Field(() => Boolean, {
    description:
      'Record its final four-eyes review now (it waits for one, and the viewer neither created it nor changed it since its last review).',
  })
  review!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'While it waits for a review the viewer may not give, why (the creator, or whoever changed its answers, figures or requested limit since its last review, is not a second pair of eyes); null otherwise.',
  })
  reviewRefused!: string | null;
  @Field(() => [AssessmentStatus], {
    description: 'The final decisions the viewer may give in that review (an automatic rejection is overridden by an admin only).',
  })
  reviewDecisions!: AssessmentStatus[];
  @Field(() => Boolean, { description: 'Record findings on its screening hits (anyone but its creator and its unreviewed editors).' })
  reviewHits!: boolean;
  @Field(() => Boolean, {
    description: 'Resolve the alerts monitoring raised about it (anyone but its creator and its unreviewed editors).',
  })
  resolveAlerts!: boolean;
  @Field(() => [HitViewerCan], { description: 'Per screening hit, the findings the viewer may record now.' })
  hits!: HitViewerCan[];
}
