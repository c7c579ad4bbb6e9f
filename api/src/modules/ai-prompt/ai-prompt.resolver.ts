import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { DEFAULT_LIST_SIZE, listCost } from '../../graphql/limits.js';
import { Role } from '../user/user.entity.js';
import { AiPrompt } from './ai-prompt.entity.js';
import { CreateAiPromptInput, UpdateAiPromptInput } from './dto/ai-prompt.inputs.js';

@Authorized(Role.ADMIN)
@Resolver(() => AiPrompt)
export class AiPromptResolver {
  @Query(() => [AiPrompt], { description: 'Every AI prompt. Admin only.', complexity: listCost(DEFAULT_LIST_SIZE) })
  aiPrompts(@Ctx() ctx: GraphQLContext): Promise<AiPrompt[]> {
    return ctx.services.aiPrompts.list();
  }

  @Mutation(() => AiPrompt, { description: 'Errors: BAD_USER_INPUT, CONFLICT (name taken).' })
  createAiPrompt(@Arg('input', () => CreateAiPromptInput) input: CreateAiPromptInput, @Ctx() ctx: GraphQLContext): Promise<AiPrompt> {
    return ctx.services.aiPrompts.create(input);
  }

  @Mutation(() => AiPrompt, { description: 'Partial change; a toggle sends only enabled. Errors: NOT_FOUND, BAD_USER_INPUT, CONFLICT.' })
  updateAiPrompt(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateAiPromptInput) input: UpdateAiPromptInput, @Ctx() ctx: GraphQLContext): Promise<AiPrompt> {
    return ctx.services.aiPrompts.update(id, input);
  }

  @Mutation(() => Boolean, { description: 'Errors: NOT_FOUND.' })
  async deleteAiPrompt(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.aiPrompts.delete(id);
    return true;
  }
}
