/**
 * The demo of `npm start -- --demo`: a clearly fictional team, watchlist and book of a dozen
 * counterparties in every state the product knows, made through the product's own commands (so
 * every decision, screening, review, alert and audit entry is real), on an empty database only.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import path from 'node:path';
import type { Config } from '../core/config.js';
import { ANSWER_FIELDS } from '../modules/assessment/assessment-answers.js';
import type { Assessment } from '../modules/assessment/assessment.entity.js';
import { createAssessmentCommand } from '../modules/assessment/commands/create-assessment.command.js';
import { reviewAssessmentCommand } from '../modules/assessment/commands/review-assessment.command.js';
import { uploadBatchCommand } from '../modules/batch/commands/upload-batch.command.js';
import { rescreenChunkCommand } from '../modules/monitoring/commands/rescreen-chunk.command.js';
import { importWatchlistTextCommand } from '../modules/screening/commands/import-watchlist.command.js';
import { reviewScreeningHitCommand } from '../modules/screening/commands/review-screening-hit.command.js';
import { runWatchlistImportCommand } from '../modules/screening/commands/run-watchlist-import.command.js';
import { Role, type Actor } from '../core/principal.js';
import { User } from '../modules/user/user.entity.js';
import type { Services } from '../services.js';

/** The demo's sign-ins, printed at every demo start (the data is fictional; so are they). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.counterparty.test', password: 'demo-admin-2026', firstName: 'Avery', lastName: 'Admin', role: Role.ADMIN },
  { email: 'ada@demo.counterparty.test', password: 'demo-ada-2026', firstName: 'Ada', lastName: 'Analyst', role: Role.ANALYST },
  { email: 'ben@demo.counterparty.test', password: 'demo-ben-2026', firstName: 'Ben', lastName: 'Checker', role: Role.ANALYST },
] as const;

export const DEMO_LIST = 'Demo Sanctions List (fictional)';

const entity = (id: string, schema: string, name: string, country: string, aliases: string[] = []) =>
  JSON.stringify({ id, schema, properties: { name: [name], alias: aliases, country: [country], topics: ['sanction'] } });

/** Version 1 of the fictional list; version 2 adds one more, which monitoring finds in the book. */
const LIST_V1 = [
  entity('DEMO-001', 'Company', 'Volkov Maritime Services LLC', 'cy', ['Volkov Maritime']),
  entity('DEMO-002', 'Company', 'Kestrel Arms Export JSC', 'by'),
  entity('DEMO-003', 'Person', 'Dmitri Orlovsky', 'by', ['Dmitry Orlovskiy']),
  entity('DEMO-004', 'Company', 'Crimson Dune Petroleum Trading FZE', 'ae'),
  entity('DEMO-005', 'Person', 'Yusuf Al-Fictional', 'sy'),
  entity('DEMO-006', 'Organization', 'Shadow Harbor Logistics Network', 'kp'),
];
const LIST_V2 = [...LIST_V1, entity('DEMO-007', 'Company', 'Northwind Copper Traders Ltd', 'za')];

type Answers = Record<string, string | number | boolean | Date | string[] | null>;

/** A complete set of clean answers (approved by the default rules), with overrides. */
const answers = (overrides: Answers): Answers => ({
  companyName: 'Demo Company',
  countryOfRegistration: 'United Kingdom',
  countryOfBusiness: 'United Kingdom',
  address: '1 Fictional Way, Exampletown',
  businessRationale: 'A long-standing supplier the team wants to keep trading with',
  serviceType: 'Supply',
  alternativeContacts: null,
  hasLegalActions: false,
  canProvideReferences: true,
  managementReputation: 'yes',
  managementCapacity: 'yes',
  tradingYears: '>5',
  hasAuditedFinancials: true,
  hasSufficientLiquidity: true,
  isProfitable: true,
  hasEquityAbove1M: true,
  hasConsistentRevenue: true,
  keyPeople: [],
  // Opened in the wizard a few minutes ago, so the dashboard shows a plausible processing time.
  startedAt: new Date(Date.now() - (3 + Math.random() * 9) * 60_000),
  ...overrides,
});

/**
 * The demo's settings: an embedded PostgreSQL of its own (a `demo` folder under DATA_DIR, the next
 * port), never an external database and never production — it prints its sign-ins. Exits with
 * the reason otherwise.
 */
export function demoConfig(config: Config): Config {
  const refusal =
    config.NODE_ENV === 'production'
      ? '--demo is not for production (NODE_ENV=production): it seeds fictional data and prints its passwords'
      : config.DATABASE_URL
        ? '--demo runs on an embedded database of its own; unset DATABASE_URL to try it'
        : undefined;
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  return { ...config, DATA_DIR: path.join(config.DATA_DIR, 'demo'), EMBEDDED_PG_PORT: config.EMBEDDED_PG_PORT + 1 };
}

/** Whether this database may be seeded: empty, or holding the demo already (then it is kept as it is). */
export async function demoState(em: EntityManager): Promise<'empty' | 'demo' | 'other'> {
  if ((await em.count(User, {})) === 0) return 'empty';
  return (await em.count(User, { email: DEMO_ACCOUNTS[0].email })) > 0 ? 'demo' : 'other';
}

/** Seeds the demo on an empty database (see demoState), in the order a team's week would make it. */
export async function seedDemo(services: Services): Promise<void> {
  const em = services.orm.em.fork();
  const [admin, ada, ben] = await Promise.all(
    DEMO_ACCOUNTS.map(({ role, ...account }) =>
      services.auth.createAccount(em.fork(), { ...account, approved: true, role }, null, { demo: true }),
    ),
  );

  // The fictional list, imported in-process (the worker is not up yet).
  const listVersion = async (content: string[], allowShrink = false) => {
    const { watchlistId } = await importWatchlistTextCommand(em.fork(), services.queue, admin, {
      name: DEMO_LIST,
      format: 'ftm',
      content: content.join('\n'),
      allowShrink,
    });
    const [list] = await em
      .fork()
      .getConnection()
      .execute<{ import_version: number }[]>('select import_version from watchlists where id = ?', [watchlistId]);
    await runWatchlistImportCommand(em.fork(), { watchlistId, version: list.import_version });
    return watchlistId;
  };
  await listVersion(LIST_V1);

  const make = async (by: Actor, overrides: Answers): Promise<Assessment> =>
    (await createAssessmentCommand(em.fork(), services.rules, services.screening, by, answers(overrides), services.events)).assessment;
  const reviewHit = (by: Actor, a: Assessment, decision: string, reason: string) =>
    reviewScreeningHitCommand(em.fork(), services.rules, by, a.id, a.screening!.hits[0].id, { decision, reason });

  // Approved by the rules, nothing to review.
  await make(ada, { companyName: 'Brightwater Packaging Ltd' });
  await make(ben, { companyName: 'Meadowlark Logistics GmbH', countryOfRegistration: 'Germany', countryOfBusiness: 'Germany' });
  await make(ada, { companyName: 'Copperleaf Analytics BV', countryOfRegistration: 'Netherlands', countryOfBusiness: 'Netherlands' });
  // Trade with Caution, waiting for a second person's four-eyes review.
  await make(ada, { companyName: 'Saltmarsh Timber Co', tradingYears: '<2', serviceType: 'Raw materials' });
  await make(ben, { companyName: 'Juniper Freight Partners', canProvideReferences: false, hasSufficientLiquidity: false });
  // Rejected by rule.
  await make(ada, { companyName: 'Granite Peak Mining Corp', hasLegalActions: true, countryOfBusiness: 'Chile' });
  await make(ben, { companyName: 'Hollowmere Trading LLC', managementReputation: 'no' });
  // A screening hit nobody has reviewed yet: caution, in the review queue.
  await make(ada, { companyName: 'Volkov Maritime Services', countryOfRegistration: 'Cyprus', countryOfBusiness: 'Cyprus' });
  // A director on the list, confirmed by a second person: a mandatory rejection.
  const kestrel = await make(ada, {
    companyName: 'Kestrel Arms Export',
    countryOfRegistration: 'Belarus',
    countryOfBusiness: 'Belarus',
    keyPeople: ['Dmitri Orlovsky', 'Anna Kowalski'],
  });
  await reviewHit(ben, kestrel, 'confirmed', 'Same name, country and director as the listed entity');
  // A caution a reviewer overrode, with the reason on record.
  const riverside = await make(ben, { companyName: 'Riverside Dairy Cooperative', tradingYears: '<2' });
  await reviewAssessmentCommand(
    em.fork(),
    ada,
    riverside.id,
    { decision: 'approved', reason: 'Trading for 20 years as a cooperative before it incorporated in 2025' },
    services.events,
  );
  // Approved today; the list's next version names it, and monitoring raises an open alert.
  await make(ada, { companyName: 'Northwind Copper Traders', countryOfRegistration: 'South Africa' });
  await make(admin, { companyName: 'Alder & Finch Consulting', serviceType: 'Advisory' });

  await listVersion(LIST_V2);
  await rescreenChunkCommand(em.fork(), services.rules, services.screening, services.events, {
    firstId: '00000000-0000-0000-0000-000000000000',
    lastId: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    listName: DEMO_LIST,
    listVersion: 2,
  });

  // A CSV batch with two bad rows; the worker processes it once it starts.
  const header = ANSWER_FIELDS.join(',');
  const row = (values: Answers) =>
    ANSWER_FIELDS.map((field) => {
      const value = values[field];
      const text = Array.isArray(value) ? value.join(';') : value == null ? '' : String(value);
      return text.includes(',') ? `"${text}"` : text;
    }).join(',');
  const rows = [
    answers({ companyName: 'Oakridge Fasteners Ltd' }),
    answers({ companyName: 'Pinecrest Software Ltd', canProvideReferences: false }),
    answers({ companyName: '' }),
    answers({ companyName: 'Quarry Lane Aggregates', tradingYears: 'ten years' }),
    answers({ companyName: 'Tidewater Cold Storage', countryOfRegistration: 'Ireland', countryOfBusiness: 'Ireland' }),
  ];
  await uploadBatchCommand(em.fork(), services.queue, services.screening, ben, {
    csvContent: [header, ...rows.map(row)].join('\n'),
    fileName: 'demo-counterparties.csv',
  });
}

/** The demo's sign-ins, for the console. */
export function demoBanner(url: string): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return [
    '',
    '==============================================================',
    ` Counterparty demo (fictional data) on ${url}`,
    ' Sign in as:',
    ...DEMO_ACCOUNTS.map((a) => `   ${a.role === Role.ADMIN ? 'admin  ' : 'analyst'}  ${a.email.padEnd(width)}  ${a.password}`),
    '==============================================================',
    '',
  ].join('\n');
}
