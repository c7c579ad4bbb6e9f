import { ArgsType, Field, Int } from 'type-graphql';
import { ProposalStatus } from '../change-proposal.entity.js';

/**
 * Which proposals of one kind a list query answers (scorecardChangeProposals,
 * ownershipSettingsChangeProposals): of one status or all, newest first, at most `limit` (clamped
 * to 1–200 by listProposals). The default of 10 keeps a list of proposals with their what-if
 * replays within the query cost limit.
 */
@ArgsType()
export class ProposalListArgs {
  @Field(() => ProposalStatus, { nullable: true, description: 'Only proposals in this status; every one when omitted.' })
  status?: ProposalStatus | null;

  @Field(() => Int, {
    defaultValue: 10,
    description: 'Most proposals to return, default 10; read as 1–200 (values outside are clamped; the query cost limit counts each).',
  })
  limit!: number;
}
