import { CaseKind, CaseOutcome } from '../modules/casework/case.entity.js';
import { listCases } from '../modules/casework/case.queries.js';
import {
  assignCaseCommand,
  closeCaseCommand,
  commentOnCaseCommand,
  openManualCaseCommand,
  snoozeCaseCommand,
} from '../modules/casework/commands/case.commands.js';
import { saveQueueCommand } from '../modules/casework/commands/queue.commands.js';
import { runPeriodicReviews } from '../modules/casework/periodic-review.job.js';
import { sqlOf } from '../core/sql.js';
/**
 * The demo of `npm start -- --demo`: a clearly fictional team, watchlist and book of a dozen
 * counterparties in every state the product knows, made through the product's own commands (so
 * every decision, screening, review, alert and audit entry is real), on an empty database only.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import path from 'node:path';
import type { Config } from '../core/config.js';
import type { Assessment } from '../modules/assessment/assessment.entity.js';
import { createAssessmentCommand } from '../modules/assessment/commands/create-assessment.command.js';
import { reviewAssessmentCommand } from '../modules/assessment/commands/review-assessment.command.js';
import { TEMPLATE_COLUMNS } from '../modules/batch/batch-csv.js';
import { uploadBatchCommand } from '../modules/batch/commands/upload-batch.command.js';
import type { FinancialsInput, FinancialStatementInput } from '../modules/credit/financials.js';
import { rescreenChunkCommand } from '../modules/monitoring/commands/rescreen-chunk.command.js';
import { importLeiSample } from '../modules/lei/sample/import-lei-sample.js';
import { importWatchlistTextCommand } from '../modules/screening/commands/import-watchlist.command.js';
import { reviewScreeningHitCommand } from '../modules/alert/commands/review-screening-hit.command.js';
import { runWatchlistImportCommand } from '../modules/screening/commands/run-watchlist-import.command.js';
import { Role, type Actor } from '../core/principal.js';
import { createAccount } from '../modules/user/create-account.js';
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

type Answers = Record<string, string | number | boolean | Date | string[] | FinancialsInput | Record<string, unknown>[] | null>;

/** The last fiscal year that has ended (a calendar year), so the demo's statements stay current. */
const LAST_YEAR = new Date().getUTCFullYear() - 1;
type Figures = Omit<FinancialStatementInput, 'fiscalYearEnd'>;

/**
 * Statements for `factors.length` calendar years, latest first: the latest year's figures, and
 * each earlier year the same company scaled by its factor (so every year balances).
 */
function statements(latest: Figures, factors: readonly number[] = [1]): FinancialStatementInput[] {
  return factors.map((factor, i) => {
    const scaled = Object.entries(latest).map(([key, value]) => [key, typeof value === 'number' ? Math.round(value * factor) : value]);
    return { fiscalYearEnd: `${LAST_YEAR - i}-12-31`, ...(Object.fromEntries(scaled) as Figures) };
  });
}

/**
 * The demo's filed accounts (figures in whole currency units), each chosen for what the credit
 * analysis shows with the default scorecard.
 */
const ACCOUNTS = {
  // Strong: Z″ safe, every ratio in its best band or next, growing: A, limit bound by net worth.
  brightwater: {
    currency: 'GBP',
    paymentTermsDays: 45,
    statements: statements(
      {
        revenue: 24_000_000,
        ebit: 3_100_000,
        ebitda: 3_900_000,
        interestExpense: 250_000,
        netProfit: 2_500_000,
        currentAssets: 9_000_000,
        inventory: 2_500_000,
        cash: 2_200_000,
        currentLiabilities: 3_600_000,
        totalAssets: 20_000_000,
        totalLiabilities: 7_000_000,
        equity: 13_000_000,
        intangibleAssets: 800_000,
        retainedEarnings: 9_500_000,
        totalDebt: 3_000_000,
      },
      [1, 0.92, 0.85],
    ),
  },
  // Sound but leveraged: Z″ grey, thin margin: C.
  meadowlark: {
    currency: 'EUR',
    statements: statements(
      {
        revenue: 18_000_000,
        ebit: 900_000,
        ebitda: 1_600_000,
        interestExpense: 350_000,
        netProfit: 600_000,
        currentAssets: 5_400_000,
        inventory: 600_000,
        cash: 700_000,
        currentLiabilities: 4_200_000,
        totalAssets: 14_000_000,
        totalLiabilities: 8_400_000,
        equity: 5_600_000,
        intangibleAssets: 400_000,
        retainedEarnings: 2_100_000,
        totalDebt: 5_000_000,
      },
      [1, 0.95],
    ),
  },
  // Z″ safe, middling ratios: B.
  northwind: {
    currency: 'ZAR',
    paymentTermsDays: 60,
    statements: statements(
      {
        revenue: 85_000_000,
        ebit: 7_200_000,
        ebitda: 9_500_000,
        interestExpense: 2_100_000,
        netProfit: 4_400_000,
        currentAssets: 30_000_000,
        inventory: 11_000_000,
        cash: 4_000_000,
        currentLiabilities: 20_000_000,
        totalAssets: 62_000_000,
        totalLiabilities: 34_000_000,
        equity: 28_000_000,
        intangibleAssets: 1_000_000,
        retainedEarnings: 12_000_000,
        totalDebt: 16_000_000,
      },
      [1, 0.97, 0.93],
    ),
  },
  // Losses, negative working capital, revenue falling: Z″ distress, E — cash in advance.
  juniper: {
    currency: 'USD',
    statements: [
      {
        fiscalYearEnd: `${LAST_YEAR}-12-31`,
        revenue: 6_200_000,
        ebit: -350_000,
        ebitda: -100_000,
        interestExpense: 280_000,
        netProfit: -600_000,
        currentAssets: 1_400_000,
        inventory: 200_000,
        cash: 50_000,
        currentLiabilities: 2_300_000,
        totalAssets: 4_100_000,
        totalLiabilities: 3_900_000,
        equity: 200_000,
        retainedEarnings: -1_100_000,
        totalDebt: 2_600_000,
      },
      {
        fiscalYearEnd: `${LAST_YEAR - 1}-12-31`,
        revenue: 7_400_000,
        ebit: 100_000,
        ebitda: 350_000,
        interestExpense: 250_000,
        netProfit: -150_000,
        currentAssets: 1_900_000,
        inventory: 300_000,
        cash: 200_000,
        currentLiabilities: 2_100_000,
        totalAssets: 4_600_000,
        totalLiabilities: 3_800_000,
        equity: 800_000,
        retainedEarnings: -500_000,
        totalDebt: 2_400_000,
      },
    ],
  },
  // A young company (one year filed) asking for far more than its D grade suggests.
  saltmarsh: {
    currency: 'GBP',
    requestedLimit: 400_000,
    statements: statements({
      revenue: 3_200_000,
      ebit: 210_000,
      ebitda: 300_000,
      interestExpense: 60_000,
      netProfit: 120_000,
      currentAssets: 1_100_000,
      inventory: 450_000,
      cash: 150_000,
      currentLiabilities: 800_000,
      totalAssets: 2_400_000,
      totalLiabilities: 1_500_000,
      equity: 900_000,
      retainedEarnings: 200_000,
      totalDebt: 700_000,
    }),
  },
  // Profitable, but a current ratio of 0.82 with "Sufficient Liquidity" ticked: a risk flag. C.
  copperleaf: {
    currency: 'EUR',
    statements: statements(
      {
        revenue: 7_500_000,
        ebit: 800_000,
        ebitda: 1_000_000,
        interestExpense: 120_000,
        netProfit: 550_000,
        currentAssets: 1_640_000,
        cash: 400_000,
        currentLiabilities: 2_000_000,
        totalAssets: 6_000_000,
        totalLiabilities: 3_300_000,
        equity: 2_700_000,
        intangibleAssets: 1_200_000,
        retainedEarnings: 1_500_000,
        totalDebt: 1_400_000,
      },
      [1, 0.9],
    ),
  },
  // The batch's rows carry the latest year only (the CSV's optional columns): B and D.
  oakridge: {
    currency: 'GBP',
    statements: statements({
      revenue: 12_000_000,
      ebit: 1_400_000,
      ebitda: 1_800_000,
      interestExpense: 200_000,
      netProfit: 1_000_000,
      currentAssets: 5_000_000,
      inventory: 1_800_000,
      cash: 900_000,
      currentLiabilities: 2_600_000,
      totalAssets: 10_000_000,
      totalLiabilities: 4_500_000,
      equity: 5_500_000,
      intangibleAssets: 300_000,
      retainedEarnings: 3_800_000,
      totalDebt: 1_900_000,
    }),
  },
  tidewater: {
    currency: 'EUR',
    paymentTermsDays: 30,
    statements: statements({
      revenue: 9_000_000,
      ebit: 500_000,
      ebitda: 1_100_000,
      interestExpense: 300_000,
      netProfit: 220_000,
      currentAssets: 2_800_000,
      inventory: 900_000,
      cash: 300_000,
      currentLiabilities: 2_300_000,
      totalAssets: 11_000_000,
      totalLiabilities: 7_200_000,
      equity: 3_800_000,
      retainedEarnings: 1_200_000,
      totalDebt: 5_500_000,
    }),
  },
} satisfies Record<string, FinancialsInput>;

/** A CSV cell of the template: an answer's column, or one of the latest year's statement columns. */
function csvCell(values: Answers, column: string): string {
  const financials = values.financials as FinancialsInput | null | undefined;
  const cells: Record<string, unknown> = { ...financials?.statements[0], ...financials, ...values };
  const value = cells[column];
  const text = Array.isArray(value)
    ? value.join(';')
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
  return text.includes(',') ? `"${text}"` : text;
}

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

const NOT_IN_PRODUCTION = '--demo is not for production (NODE_ENV=production): it seeds fictional data and prints its passwords';

/** Why the demo may not start with these settings (production, an external database), or undefined. */
export function demoRefusal(config: Pick<Config, 'NODE_ENV' | 'DATABASE_URL'>): string | undefined {
  if (config.NODE_ENV === 'production') return NOT_IN_PRODUCTION;
  if (config.DATABASE_URL) return '--demo runs on an embedded database of its own; unset DATABASE_URL to try it';
  return undefined;
}

/**
 * What the demo's API and worker run with besides, over the environment they are started in: the
 * demo's fictional news, built in (nothing is fetched), and no AI model even when OPENAI_API_KEY is
 * set (the offline methods answer), so no click in the demo makes an outbound request. Its accounts
 * sign in with the printed password alone (MFA_REQUIRED off unless the environment sets it): a
 * visitor need not have an authenticator app to look around.
 */
export const DEMO_ENV = { NEWS_SOURCE: 'demo', OPENAI_API_KEY: '', MFA_REQUIRED: process.env.MFA_REQUIRED || 'off' } as const;

/**
 * The demo's settings: an embedded PostgreSQL of its own (a `demo` folder under DATA_DIR, the next
 * port), never an external database and never production — it prints its sign-ins — and the
 * offline news of DEMO_ENV. Exits with the reason otherwise.
 */
export function demoConfig(config: Config): Config {
  const refusal = demoRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  return {
    ...config,
    DATA_DIR: path.join(config.DATA_DIR, 'demo'),
    EMBEDDED_PG_PORT: config.EMBEDDED_PG_PORT + 1,
    NEWS_SOURCE: DEMO_ENV.NEWS_SOURCE,
    OPENAI_API_KEY: undefined,
  };
}

/** Whether this database may be seeded: empty, or holding the demo already (then it is kept as it is). */
export async function demoState(em: EntityManager): Promise<'empty' | 'demo' | 'other'> {
  if ((await em.count(User, {})) === 0) return 'empty';
  return (await em.count(User, { email: DEMO_ACCOUNTS[0].email })) > 0 ? 'demo' : 'other';
}

/**
 * Seeds the demo on an empty database (see demoState), in the order a team's week would make it.
 * Refuses, before it writes anything, in production and on a database that holds any account: its
 * callers check both first (start-all.ts), but the seeding never relies on that.
 */
export async function seedDemo(services: Services): Promise<void> {
  if (services.config.NODE_ENV === 'production') throw new Error(NOT_IN_PRODUCTION);
  const em = services.orm.em.fork();
  const state = await demoState(em);
  if (state !== 'empty') {
    throw new Error(
      state === 'demo'
        ? 'The demo is seeded on this database already; it is seeded once'
        : "This database already holds data that is not the demo's; the demo never seeds such a database",
    );
  }
  const [admin, ada, ben] = await Promise.all(
    DEMO_ACCOUNTS.map(({ role, ...account }) => createAccount(em.fork(), { ...account, approved: true, role }, null, { demo: true })),
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
  const make = async (by: Actor, overrides: Answers): Promise<Assessment> =>
    (
      await createAssessmentCommand(
        em.fork(),
        services.rules,
        services.screening,
        services.scorecards,
        by,
        answers(overrides),
        services.events,
        services.cases,
        services.ownershipSettings,
      )
    ).assessment;
  const reviewHit = (by: Actor, a: Assessment, decision: string, reason: string) =>
    reviewScreeningHitCommand(em.fork(), services, by, a.id, a.screening!.hits[0].id, { decision, reason });

  const rescreenAgainst = (listVersion: number) =>
    rescreenChunkCommand(em.fork(), services, services.screening, services.events, services.cases, {
      firstId: '00000000-0000-0000-0000-000000000000',
      lastId: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
      listName: DEMO_LIST,
      listVersion,
    });

  // Assessed before any list was loaded: not screened, so it trades with caution until a list
  // arrives; the first import screens it (the worker's re-screening, run here in-process) and the
  // rules approve it, the system's change on its audit trail.
  await make(ada, { companyName: 'Harbour Lantern Ceramics Ltd', serviceType: 'Tableware supply' });
  await listVersion(LIST_V1);
  await rescreenAgainst(1);

  // Approved by the rules, nothing to review, with statements: grade A (GBP) and C (EUR).
  await make(ada, { companyName: 'Brightwater Packaging Ltd', financials: ACCOUNTS.brightwater });
  await make(ben, {
    companyName: 'Meadowlark Logistics GmbH',
    countryOfRegistration: 'Germany',
    countryOfBusiness: 'Germany',
    financials: ACCOUNTS.meadowlark,
  });
  // Trade with Caution, waiting for a second person's four-eyes review: "Sufficient Liquidity"
  // ticked against a current ratio of 0.82 (a risk flag)...
  await make(ada, {
    companyName: 'Copperleaf Analytics BV',
    countryOfRegistration: 'Netherlands',
    countryOfBusiness: 'Netherlands',
    financials: ACCOUNTS.copperleaf,
  });
  // ...a young company asking for a limit above the one suggested...
  await make(ada, { companyName: 'Saltmarsh Timber Co', tradingYears: '<2', serviceType: 'Raw materials', financials: ACCOUNTS.saltmarsh });
  // ...and one in Altman distress, grade E (its boxes agree with its losses).
  await make(ben, {
    companyName: 'Juniper Freight Partners',
    canProvideReferences: false,
    hasSufficientLiquidity: false,
    isProfitable: false,
    hasEquityAbove1M: false,
    hasConsistentRevenue: false,
    financials: ACCOUNTS.juniper,
  });
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
  // A listed owner two levels up: Dmitri Orlovsky holds 55 % of Selkirk Ventures, which holds 80 %
  // of the company. Selkirk is blocked in turn (50 % rule), so 80 % of the company is held by
  // listed owners: a finding on the company itself, waiting for a reviewer.
  await make(ada, {
    companyName: 'Harrowgate Grain Holdings Ltd',
    countryOfRegistration: 'Ireland',
    countryOfBusiness: 'Ireland',
    serviceType: 'Grain trading',
    owners: [
      { id: 'selkirk', name: 'Selkirk Ventures SA', kind: 'COMPANY', percent: 80, country: 'Luxembourg' },
      { id: 'orlovsky', parentId: 'selkirk', name: 'Dmitri Orlovsky', kind: 'PERSON', percent: 55 },
      { id: 'brenner', parentId: 'selkirk', name: 'Lotte Brenner', kind: 'PERSON', percent: 45 },
      { id: 'holt', name: 'Maren Holt', kind: 'PERSON', percent: 20 },
    ],
  });
  // The fictional LEI register sample, and a company found in it: its LEI is issued, and its direct
  // and ultimate parents (from the Level 2 records) are its owners, screened like the others.
  await importLeiSample(em.fork(), services, admin);
  await make(ben, {
    companyName: 'Quillfeather Widgets Ltd',
    lei: 'FAKE00QUILLWIDGET167',
    address: '12 Imaginary Lane, Unit 4, Fictionton FX1 2YZ',
    serviceType: 'Widget supply',
    owners: [
      { id: 'holding', name: 'Quillfeather Holdings B.V.', kind: 'COMPANY', percent: 100, country: 'NL', lei: 'FAKE00QUILLHOLDNG189' },
      {
        id: 'group',
        parentId: 'holding',
        name: 'Marblewood Group AG',
        kind: 'COMPANY',
        percent: 100,
        country: 'CH',
        lei: 'FAKE00MARBLEWOODG172',
      },
    ],
  });
  // A caution a reviewer overrode, with the reason on record.
  const riverside = await make(ben, { companyName: 'Riverside Dairy Cooperative', tradingYears: '<2' });
  await reviewAssessmentCommand(
    em.fork(),
    ada,
    riverside.id,
    { decision: 'approved', reason: 'Trading for 20 years as a cooperative before it incorporated in 2025', revision: riverside.revision },
    services.events,
    services.scorecards,
  );
  // Asked for more than the scorecard suggests; a second person approved a smaller limit.
  const fenwick = await make(ben, {
    companyName: 'Fenwick Glassworks Ltd',
    serviceType: 'Glass containers',
    financials: { ...ACCOUNTS.saltmarsh, requestedLimit: 600_000 },
  });
  await reviewAssessmentCommand(
    em.fork(),
    ada,
    fenwick.id,
    {
      decision: 'approved',
      reason: 'Approved at GBP 250,000, not the 600,000 asked for, until the next audited accounts',
      approvedLimit: 250_000,
      revision: fenwick.revision,
    },
    services.events,
    services.scorecards,
  );
  // Approved today; the list's next version names it, and monitoring raises an open alert.
  await make(ada, { companyName: 'Northwind Copper Traders', countryOfRegistration: 'South Africa', financials: ACCOUNTS.northwind });
  await make(admin, { companyName: 'Alder & Finch Consulting', serviceType: 'Advisory' });

  await listVersion(LIST_V2);
  await rescreenAgainst(2);

  await seedCasework(services, { admin, ada, ben });

  // A CSV batch with two bad rows, two with the latest year's statements in the template's
  // optional columns; the worker processes it once it starts.
  const header = TEMPLATE_COLUMNS.join(',');
  const row = (values: Answers) => TEMPLATE_COLUMNS.map((column) => csvCell(values, column)).join(',');
  const rows = [
    answers({ companyName: 'Oakridge Fasteners Ltd', financials: ACCOUNTS.oakridge }),
    answers({ companyName: 'Pinecrest Software Ltd', canProvideReferences: false }),
    answers({ companyName: '' }),
    answers({ companyName: 'Quarry Lane Aggregates', tradingYears: 'ten years' }),
    answers({
      companyName: 'Tidewater Cold Storage',
      countryOfRegistration: 'Ireland',
      countryOfBusiness: 'Ireland',
      financials: ACCOUNTS.tidewater,
    }),
  ];
  await uploadBatchCommand(em.fork(), services.queue, services.screening, ben, {
    csvContent: [header, ...rows.map(row)].join('\n'),
    fileName: 'demo-counterparties.csv',
  });
}

/**
 * Casework in every state: the four-eyes and alert cases the assessments above opened (one
 * assigned, with a comment mentioning a colleague; one snoozed), a case opened by hand and closed as
 * a false positive, an overdue one, a review falling due this week, and an approval whose review
 * date passed — its periodic review opened by the review job, run here in-process. The two review
 * dates are moved back in time: the demo's fictional history.
 */
async function seedCasework(services: Services, { admin, ada, ben }: Record<'admin' | 'ada' | 'ben', Actor>): Promise<void> {
  const em = services.orm.em.fork();
  const deps = { events: services.events, cases: services.cases, mailer: services.mailer };
  const caseOf = async (company: string, kind: CaseKind) => {
    const { items } = await listCases(em.fork(), admin.id, { kind, status: 'active', limit: 100 });
    const found = items.find((c) => c.counterpartyName === company);
    if (!found) throw new Error(`demo: no ${kind} case for ${company}`);
    return found;
  };
  await saveQueueCommand(em.fork(), admin, null, { name: 'Alerts desk', kinds: [CaseKind.ALERT], memberIds: [ada.id, ben.id] });

  const copperleaf = await caseOf('Copperleaf Analytics BV', CaseKind.FOUR_EYES);
  await assignCaseCommand(em.fork(), deps, ben, copperleaf.id, { assigneeId: 'me' });
  await commentOnCaseCommand(em.fork(), deps, ben, copperleaf.id, {
    body: '@ada the current ratio of 0.82 contradicts "sufficient liquidity": can you ask their CFO for the latest management accounts?',
  });
  const saltmarsh = await caseOf('Saltmarsh Timber Co', CaseKind.FOUR_EYES);
  await snoozeCaseCommand(em.fork(), ada, saltmarsh.id, {
    until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    reason: 'Waiting for the audited accounts due next week',
  });

  const [hollowmere] = await sqlOf(em)<{ counterparty_id: string }>(
    `select counterparty_id from assessments where company_name = 'Hollowmere Trading LLC'`,
  );
  const checked = await openManualCaseCommand(em.fork(), deps, ada, {
    counterpartyId: hollowmere.counterparty_id,
    title: 'Press report of a director under investigation',
  });
  await closeCaseCommand(em.fork(), deps, ada, checked.id, {
    outcome: CaseOutcome.FALSE_POSITIVE,
    note: 'The article names a director of a different Hollowmere, registered in Malta',
  });
  await openManualCaseCommand(em.fork(), deps, ben, {
    counterpartyId: hollowmere.counterparty_id,
    title: 'Collect two trade references',
    dueAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });

  // Due for review this week, and an approval whose review date passed (its case opens now).
  await sqlOf(em)(
    `update assessments set next_review_at = case company_name
       when 'Meadowlark Logistics GmbH' then now() + interval '4 days'
       when 'Alder & Finch Consulting' then now() - interval '10 days' end
     where company_name in ('Meadowlark Logistics GmbH', 'Alder & Finch Consulting')`,
  );
  await runPeriodicReviews(services);
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
    " News scans and summaries read the demo's own fictional articles: nothing goes to the internet.",
    '==============================================================',
    '',
  ].join('\n');
}
