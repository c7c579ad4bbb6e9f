import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AiPromptSurfaceDeps } from './ai-prompt.ports.js';
import { DEFAULT_LIST_SIZE, listCost } from '../../graphql/limits.js';
import { Role } from '../../core/principal.js';
import { AiPrompt } from './ai-prompt.entity.js';
import { CreateAiPromptInput, UpdateAiPromptInput } from './dto/ai-prompt.inputs.js';
import { requireUser } from '../../graphql/auth-checker.js';

type Context = GraphQLContext<AiPromptSurfaceDeps>;

@Authorized(Role.ADMIN)
@Resolver(() => AiPrompt)
export class AiPromptResolver {
  @Query(() => [AiPrompt], {
    description: 'Every AI prompt, by category, then name. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: listCost(DEFAULT_LIST_SIZE),
  })
  aiPrompts(@Ctx() ctx: Context): Promise<AiPrompt[]> {
    return ctx.services.aiPrompts.list(ctx.em);
  }

  @Query(() => Boolean, {
    description:
      'Whether an AI model is configured (OPENAI_API_KEY). Without one no prompt is used: news summaries and adverse-media classification use the built-in offline methods. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
  })
  aiModelConfigured(@Ctx() ctx: Context): boolean {
    return Boolean(ctx.services.config.OPENAI_API_KEY);
  }

  @Mutation(() => AiPrompt, {
    description:
      'Creates an AI prompt. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (field name, description, promptText, model, temperature, maxTokens, enabled or category), CONFLICT (field name: taken).',
  })
  createAiPrompt(
    @Arg('input', () => CreateAiPromptInput, { description: 'The new prompt.' }) input: CreateAiPromptInput,
    @Ctx() ctx: Context,
  ): Promise<AiPrompt> {
    return ctx.services.aiPrompts.create(ctx.em, requireUser(ctx), input);
  }

  @Mutation(() => AiPrompt, {
    description:
      'Changes the fields given of an AI prompt; a toggle sends only enabled. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND, BAD_USER_INPUT (with the field), CONFLICT (field name: taken).',
  })
  updateAiPrompt(
    @Arg('id', () => ID, { description: 'The prompt to change.' }) id: string,
    @Arg('input', () => UpdateAiPromptInput, { description: 'The fields to change.' }) input: UpdateAiPromptInput,
    @Ctx() ctx: Context,
  ): Promise<AiPrompt> {
    return ctx.services.aiPrompts.update(ctx.em, requireUser(ctx), id, input);
  }

  @Mutation(() => Boolean, {
    description: 'Deletes an AI prompt; answers true. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND.',
  })
  async deleteAiPrompt(@Arg('id', () => ID, { description: 'The prompt to delete.' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.aiPrompts.delete(ctx.em, requireUser(ctx), id);
    return true;
  }
}
