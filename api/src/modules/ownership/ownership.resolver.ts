import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { previewOwnershipCommand } from './commands/preview-ownership.command.js';
import { OwnerInput, OwnershipAnalysisType, OwnershipCatalogType } from './dto/ownership.types.js';
import type { OwnershipSurfaceDeps } from './ownership.ports.js';
import { ownershipCatalog } from './ownership-catalog.js';

type Context = GraphQLContext<OwnershipSurfaceDeps>;

@Resolver()
export class OwnershipResolver {
  @Authorized()
  @Query(() => OwnershipAnalysisType, {
    description:
      'The beneficial owners, blocked ownership and graph of owners being entered, on the thresholds in force, before the assessment is made: no screening (nobody is listed yet), nothing stored. Errors: UNAUTHENTICATED, BAD_USER_INPUT naming the field (e.g. owners[3].percent).',
  })
  previewOwnership(
    @Arg('owners', () => [OwnerInput], { description: 'The holdings, as createAssessment takes them.' }) owners: OwnerInput[],
    @Arg('companyName', () => String, { nullable: true, description: 'The assessed company, for the graph and the loop check.' })
    companyName: string | null,
    @Ctx() ctx: Context,
  ): Promise<OwnershipAnalysisType> {
    return previewOwnershipCommand(ctx.em, ctx.services.ownershipSettings, { owners, companyName }) as Promise<OwnershipAnalysisType>;
  }

  @Authorized()
  @Query(() => OwnershipCatalogType, {
    description:
      "Ownership's limits, the graph's node size and the thresholds in force: what the wizard and the graph read. Errors: UNAUTHENTICATED.",
  })
  ownershipCatalog(@Ctx() ctx: Context): Promise<OwnershipCatalogType> {
    return ownershipCatalog(ctx.em, ctx.services.ownershipSettings);
  }
}
