import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { listCost } from '../../graphql/limits.js';
import { Evidence } from './evidence.entity.js';
import { deleteEvidence, listEvidence, MAX_EVIDENCE_LISTED } from './evidence.service.js';

/** Evidence needs no service of the composition root: it works in the request's EntityManager. */
type Context = GraphQLContext;

@Authorized()
@Resolver(() => Evidence)
export class EvidenceResolver {
  @Query(() => [Evidence], {
    description: `The evidence files of a case, newest first, deleted ones included; at most ${MAX_EVIDENCE_LISTED}. Uploads are REST: POST /api/cases/{id}/evidence?fileName= with the file as the body. Errors: UNAUTHENTICATED, NOT_FOUND.`,
    complexity: listCost(MAX_EVIDENCE_LISTED),
  })
  caseEvidence(@Arg('caseId', () => ID, { description: 'The case.' }) caseId: string, @Ctx() ctx: Context): Promise<Evidence[]> {
    return listEvidence(ctx.em, { caseId });
  }

  @Query(() => [Evidence], {
    description: `The evidence files of a counterparty, its own and its cases', newest first, deleted ones included; at most ${MAX_EVIDENCE_LISTED}. Uploads are REST: POST /api/counterparties/{id}/evidence?fileName=. Errors: UNAUTHENTICATED, NOT_FOUND.`,
    complexity: listCost(MAX_EVIDENCE_LISTED),
  })
  counterpartyEvidence(
    @Arg('counterpartyId', () => ID, { description: 'The counterparty.' }) counterpartyId: string,
    @Ctx() ctx: Context,
  ): Promise<Evidence[]> {
    return listEvidence(ctx.em, { counterpartyId });
  }

  @Mutation(() => Evidence, {
    description:
      "Deletes an evidence file's bytes and keeps its record with who deleted it, when and why; on a case, the case's trail records it. Uploading is not a mutation: POST /api/cases/{id}/evidence?fileName= (or /api/counterparties/{id}/evidence?fileName=) with the raw file as the body, at most 25 MB. Errors: UNAUTHENTICATED, NOT_FOUND, BAD_USER_INPUT (field reason: 1 to 2,000 characters), CONFLICT (already deleted).",
  })
  deleteEvidence(
    @Arg('id', () => ID, { description: 'The evidence.' }) id: string,
    @Arg('reason', () => String, { description: 'Why it is deleted, 1 to 2,000 characters.' }) reason: string,
    @Ctx() ctx: Context,
  ): Promise<Evidence> {
    return deleteEvidence(ctx.em, requireUser(ctx), id, reason);
  }

  // The ORM reads the bigint column as a JS bigint, which GraphQL's Float cannot serialise.
  @FieldResolver(() => Float, { description: 'Its size in bytes (at most 25 MB).' })
  size(@Root() evidence: Evidence): number {
    return Number(evidence.size);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Where to download the file (GET, signed in); null once deleted.' })
  downloadUrl(@Root() evidence: Evidence): string | null {
    return evidence.deletedAt ? null : `/api/evidence/${evidence.id}/download`;
  }
}
