import { Field, ObjectType } from 'type-graphql';
import { HitDecisionValue } from '../../screening/dto/assessment-screening.types.js';

@ObjectType({ description: 'What the viewer may do with this alert now, decided by the policy resolveAlert enforces (alert.policy.ts).' })
export class AlertViewerCan {
  @Field(() => Boolean, { description: "Resolve it: it is open and the viewer is not its assessment's creator." }) resolve!: boolean;
  @Field(() => [HitDecisionValue], {
    description:
      'For a screening alert whose hit still waits for a finding: the findings the viewer may record with the resolution (send one as hitDecision). Empty when resolving takes no finding.',
  })
  hitDecisions!: HitDecisionValue[];
  @Field(() => String, {
    nullable: true,
    description: 'Why a finding the hit could take is refused to the viewer (only an admin clears a confirmed match); null when none is.',
  })
  refused!: string | null;
}
