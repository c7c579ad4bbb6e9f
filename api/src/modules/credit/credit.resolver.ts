import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { previewCreditCommand } from './commands/preview-credit.command.js';
import type { CreditSurfaceDeps } from './credit.ports.js';
import { CreditPreview, CreditPreviewInput } from './dto/credit-preview.types.js';

type Context = GraphQLContext<CreditSurfaceDeps>;

@Resolver()
export class CreditResolver {
  @Authorized()
  @Query(() => CreditPreview, {
    description:
      'The boxes financial statements decide and their credit analysis on the current scorecard, before the assessment is made (nothing is stored). Errors: UNAUTHENTICATED, BAD_USER_INPUT naming the field (e.g. financials.statements[0].totalAssets).',
  })
  creditPreview(
    @Arg('input', () => CreditPreviewInput, { description: 'The statements and the trading-years answer.' }) input: CreditPreviewInput,
    @Ctx() ctx: Context,
  ): Promise<CreditPreview> {
    return previewCreditCommand(ctx.em, ctx.services.scorecards, input);
  }
}
