import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/core/errors.js';
import { Role } from '../src/core/principal.js';
import { saveScorecardCommand } from '../src/modules/credit/commands/save-scorecard.command.js';
import { DEFAULT_SCORECARD } from '../src/modules/credit/scorecard.js';
import { RuleChangeAction } from '../src/modules/rule/dto/replay.types.js';
import { saveRuleChangeCommand } from '../src/modules/rule/commands/save-rule-change.command.js';
import { importWatchlistTextCommand } from '../src/modules/screening/commands/import-watchlist.command.js';
import { createAccount } from '../src/modules/user/create-account.js';
import type { User } from '../src/modules/user/user.entity.js';
import {
  createWebhookEndpointCommand,
  deleteWebhookEndpointCommand,
  updateWebhookEndpointCommand,
} from '../src/modules/webhook/commands/webhook-endpoint.commands.js';
import { createServices, type Services } from '../src/services.js';
import { createTestDatabase } from './support/databases.js';
import { testConfig } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';

/**
 * "An admin" is a policy the admin-only commands enforce themselves, whatever calls them (a
 * surface, the CLI, a job): called in-process with an analyst, each refuses with FORBIDDEN before
 * it writes; and a direct save of four-eyes configuration refuses under REQUIRE_RULE_APPROVAL in
 * the command, not only in one surface.
 */
let database: TestDatabase;
let services: Services;
let analyst: User;
let admin: User;

async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** Rows the refused commands would write. */
async function counts(): Promise<Record<string, number>> {
  const [row] = await services.orm.em
    .fork()
    .getConnection()
    .execute<Record<string, string>[]>(
      `select (select count(*) from rule_configs) as rules, (select count(*) from rule_set_versions) as rule_versions,
              (select count(*) from scorecard_versions) as scorecards, (select count(*) from watchlists) as watchlists,
              (select count(*) from webhook_endpoints) as webhooks, (select count(*) from ai_prompts) as prompts`,
    );
  return Object.fromEntries(Object.entries(row).map(([table, n]) => [table, Number(n)]));
}

beforeAll(async () => {
  database = await createTestDatabase('admin_commands');
  services = await createServices(testConfig({ DATABASE_URL: database.url }), database.url, { poolMax: 2 });
  const suffix = Math.random().toString(36).slice(2, 8);
  const account = (role: Role) => ({
    email: `${role}-${suffix}@counterparty.test`,
    password: 'a-long-password-1',
    firstName: role,
    lastName: null,
    approved: true,
    role,
  });
  analyst = await createAccount(services.orm.em.fork(), account(Role.ANALYST), null);
  admin = await createAccount(services.orm.em.fork(), account(Role.ADMIN), null);
}, 60_000);

afterAll(async () => {
  await services?.close();
  await database?.drop();
});

describe('admin-only commands refuse a non-admin themselves', () => {
  it('rules, scorecards, watchlists, webhooks and AI prompts: FORBIDDEN, nothing written', async () => {
    const before = await counts();
    const em = () => services.orm.em.fork();
    const refused = [
      await refusal(() =>
        saveRuleChangeCommand(em(), services, analyst, {
          action: RuleChangeAction.CREATE,
          input: { name: 'Refused', field: 'hasLegalActions', condition: 'equals', value: 'true', action: 'reject', message: 'No' },
        }),
      ),
      await refusal(() => saveScorecardCommand(em(), services, analyst, { scorecard: DEFAULT_SCORECARD })),
      await refusal(() =>
        importWatchlistTextCommand(em(), services.queue, analyst, { name: 'Refused', format: 'csv', content: 'name\nX' }),
      ),
      await refusal(() => services.watchlists.delete(em(), analyst, '00000000-0000-4000-8000-000000000000')),
      await refusal(() => createWebhookEndpointCommand(em(), services.webhooks, analyst, { url: 'https://example.test/hook' })),
      await refusal(() => updateWebhookEndpointCommand(em(), services.webhooks, analyst, '00000000-0000-4000-8000-000000000000', {})),
      await refusal(() => deleteWebhookEndpointCommand(em(), services.webhooks, analyst, '00000000-0000-4000-8000-000000000000')),
      await refusal(() => services.aiPrompts.create(em(), analyst, { name: 'Refused', promptText: 'Summarise.' })),
      await refusal(() => services.aiPrompts.update(em(), analyst, '00000000-0000-4000-8000-000000000000', {})),
      await refusal(() => services.aiPrompts.delete(em(), analyst, '00000000-0000-4000-8000-000000000000')),
    ];
    // FORBIDDEN comes first: before input, existence or configuration is looked at.
    expect(refused.map((e) => e.code)).toEqual(refused.map(() => 'FORBIDDEN'));
    expect(await counts()).toEqual(before);
  });

  it('an admin passes the same check (the refusal above is the role, not the input)', async () => {
    const error = await refusal(() => services.watchlists.delete(services.orm.em.fork(), admin, '00000000-0000-4000-8000-000000000000'));
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe('a direct save under REQUIRE_RULE_APPROVAL', () => {
  it('refuses in the save command itself (CONFLICT, approvalRequired), storing nothing', async () => {
    const before = await counts();
    const config = { ...services.config, REQUIRE_RULE_APPROVAL: true };
    const rule = await refusal(() =>
      saveRuleChangeCommand(services.orm.em.fork(), { rules: services.rules, config }, admin, {
        action: RuleChangeAction.CREATE,
        input: { name: 'Unapproved', field: 'hasLegalActions', condition: 'equals', value: 'true', action: 'reject', message: 'No' },
      }),
    );
    const scorecard = await refusal(() =>
      saveScorecardCommand(services.orm.em.fork(), { ...services, config }, admin, { scorecard: DEFAULT_SCORECARD }),
    );
    for (const error of [rule, scorecard]) {
      expect(error.code).toBe('CONFLICT');
      expect(error.extra).toMatchObject({ approvalRequired: true });
    }
    expect(await counts()).toEqual(before);
  });
});
