import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../user/user.entity.js';
import { CreateRuleInput } from './dto/create-rule.input.js';
import { UpdateRuleInput } from './dto/update-rule.input.js';
import { RuleConfig } from './rule-config.entity.js';

@Authorized(Role.ADMIN)
@Resolver(() => RuleConfig)
export class RuleResolver {
  @Query(() => [RuleConfig], { description: 'Every decision rule, highest priority first. Admin only.' })
  rules(@Ctx() ctx: GraphQLContext): Promise<RuleConfig[]> {
    return ctx.services.rules.list();
  }

  @Mutation(() => RuleConfig, { description: 'Errors: BAD_USER_INPUT (unknown field, value that does not fit, empty list…).' })
  createRule(@Arg('input', () => CreateRuleInput) input: CreateRuleInput, @Ctx() ctx: GraphQLContext): Promise<RuleConfig> {
    return ctx.services.rules.create(input);
  }

  @Mutation(() => RuleConfig, { description: 'Partial change; a toggle sends only enabled. Errors: NOT_FOUND, BAD_USER_INPUT.' })
  updateRule(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateRuleInput) input: UpdateRuleInput, @Ctx() ctx: GraphQLContext): Promise<RuleConfig> {
    return ctx.services.rules.update(id, input);
  }

  @Mutation(() => Boolean, { description: 'Errors: NOT_FOUND.' })
  async deleteRule(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.rules.delete(id);
    return true;
  }
}
