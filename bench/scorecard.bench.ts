/**
 * Issue 20: the scorecard what-if replay over 100,000 stored assessments with statements (aim
 * under 3 s), next to reading the same rows and columns with plain pg in the same run, and to
 * PostgreSQL summing the stored limits itself.
 */
import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { createServices, type Services } from '../api/src/services.js';
import { ANSWER_FIELDS } from '../api/src/modules/assessment/assessment-answers.js';
import { Assessment } from '../api/src/modules/assessment/assessment.entity.js';
import { TradingYears } from '../api/src/modules/kernel/assessment.enums.js';
import { analyseAnswers, decideAssessment } from '../api/src/modules/assessment/assessment-decision.js';
import { replayScorecardCommand } from '../api/src/modules/assessment/replay/scorecard-replay.js';
import { parseFinancials, type FinancialStatementInput } from '../api/src/modules/credit/financials.js';
import { DEFAULT_SCORECARD, type Scorecard } from '../api/src/modules/credit/scorecard.js';
import { benchDatabase, median, startApi, table } from './support.js';

const ROWS = Number(process.env.BENCH_SCORECARD_ROWS ?? 100_000);
/** Distinct companies: rows repeat them, so seeding costs 1,000 analyses, not 100,000. */
const POOL = 1000;
const RUNS = 3;
const CURRENCIES = ['USD', 'EUR', 'GBP'];
const YEARS = Object.values(TradingYears);

/** A deterministic number in [0, 1) for company `i`, figure `k`. */
const noise = (i: number, k: number) => {
  const x = Math.sin(i * 12.9898 + k * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

/** Three years of statements that balance, from weak to strong across the pool. */
function statementsOf(i: number): FinancialStatementInput[] {
  return [2024, 2023, 2022].map((year, y) => {
    const totalAssets = Math.round(1_000_000 + noise(i, 1) * 50_000_000) * (1 - 0.05 * y);
    const totalLiabilities = Math.round(totalAssets * (0.2 + noise(i, 2) * 0.75));
    const equity = totalAssets - totalLiabilities;
    const revenue = Math.round(totalAssets * (0.5 + noise(i, 3) * 1.5) * (1 - (noise(i, 4) - 0.4) * 0.2 * y));
    const ebit = Math.round(revenue * (noise(i, 5) * 0.2 - 0.04));
    return {
      fiscalYearEnd: `${year}-12-31`,
      revenue,
      ebit,
      ebitda: Math.round(ebit + revenue * 0.03),
      interestExpense: Math.round(totalLiabilities * 0.04),
      netProfit: Math.round(ebit * 0.7),
      currentAssets: Math.round(totalAssets * (0.2 + noise(i, 6) * 0.5)),
      inventory: Math.round(totalAssets * 0.1),
      cash: Math.round(totalAssets * 0.05),
      currentLiabilities: Math.round(totalLiabilities * (0.3 + noise(i, 7) * 0.6)),
      totalAssets,
      totalLiabilities,
      equity,
      intangibleAssets: Math.round(totalAssets * 0.05),
      retainedEarnings: Math.round(equity * (noise(i, 8) - 0.2)),
      totalDebt: Math.round(totalLiabilities * 0.5),
    };
  });
}

/** The default cut-offs raised by 10 points: a realistic tightening that moves many grades. */
const STRICTER: Scorecard = {
  ...DEFAULT_SCORECARD,
  grades: DEFAULT_SCORECARD.grades.map((g) => ({ ...g, minScore: g.grade === 'E' ? 0 : g.minScore + 10 })),
};

/**
 * Seeds `rows` assessments with statements straight into the database: a pool of analysed
 * companies (analysis on the current scorecard and decision with the current rules, as creating
 * them stores), each repeated by one SQL insert. Answers the enabled rules.
 */
export async function seedAnalysedAssessments(db: pg.Client, services: Services, rows: number) {
  const userId = (await db.query(`select id from users limit 1`)).rows[0].id as string;
  const em = services.orm.em.fork();
  const compiled = await services.rules.compiledEnabled(em);
  const current = await services.scorecards.current(em);
  // The pool: each company's statements, analysis on the default scorecard and decision, as creating it would store them.
  const pool = Array.from({ length: POOL }, (_, i) => {
    const answers = {
      companyName: `Company ${i}`,
      countryOfRegistration: 'United Kingdom',
      countryOfBusiness: 'Germany',
      address: '1 Market Street, London',
      businessRationale: 'Generated rationale',
      serviceType: 'Supply',
      alternativeContacts: null,
      keyPeople: null,
      hasLegalActions: i % 17 === 0,
      canProvideReferences: true,
      managementReputation: 'yes',
      managementCapacity: 'yes',
      tradingYears: YEARS[i % YEARS.length],
      hasAuditedFinancials: true,
      hasSufficientLiquidity: true,
      isProfitable: true,
      hasEquityAbove1M: true,
      hasConsistentRevenue: true,
      financials: parseFinancials({
        currency: CURRENCIES[i % CURRENCIES.length],
        requestedLimit: i % 3 === 0 ? Math.round(noise(i, 9) * 2_000_000) : null,
        statements: statementsOf(i),
      }),
    };
    const analysis = analyseAnswers(answers, current)!;
    const decision = decideAssessment(compiled, answers, 'clear', analysis);
    return { answers, analysis, decision };
  });
  await db.query(`create temp table pool (i int primary key, answers jsonb, analysis jsonb, status text, rationale text)`);
  await db.query(`insert into pool select * from unnest($1::int[], $2::jsonb[], $3::jsonb[], $4::text[], $5::text[])`, [
    pool.map((_, i) => i),
    pool.map((p) => JSON.stringify(p.answers)),
    pool.map((p) => JSON.stringify(p.analysis)),
    pool.map((p) => p.decision.status),
    pool.map((p) => p.decision.rationale),
  ]);
  await db.query(
    `insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
         has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
         has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rule_status, rationale, financials, credit_analysis)
       select gen_random_uuid(), $1, (p.answers->>'companyName') || ' #' || g, p.answers->>'countryOfRegistration', p.answers->>'countryOfBusiness',
         p.answers->>'address', p.answers->>'businessRationale', p.answers->>'serviceType', (p.answers->>'hasLegalActions')::boolean, true,
         'yes', 'yes', p.answers->>'tradingYears', true, true, true, true, true, p.status, p.status, p.rationale, p.answers->'financials', p.analysis
       from generate_series(1, $2::int) g join pool p on p.i = g % ${POOL}`,
    [userId, rows],
  );
  await db.query('vacuum analyze assessments');
  return compiled;
}

export async function benchScorecard(): Promise<void> {
  const database = await benchDatabase('scorecard');
  // The API process migrates the database and creates the first admin.
  const api = await startApi(database.url);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), database.url, { poolMax: 4 });
  try {
    let t = performance.now();
    const compiled = await seedAnalysedAssessments(db, services, ROWS);
    const em = services.orm.em.fork();
    const seedMs = performance.now() - t;

    // Raw 1: PostgreSQL reads the stored analyses and sums the limits itself (no rows leave the server).
    const aggregate = () =>
      db.query(
        `select count(*), count(distinct status), sum((credit_analysis->'suggestedLimit'->>'amount')::numeric), count(distinct trading_years)
           from assessments where credit_analysis is not null`,
      );
    // Raw 2: the replay's own statement, streamed in the same 5,000-row keyset pages with plain pg.
    const ruleFields = [...new Set(compiled.rules.map((c) => c.rule.field))];
    const props = services.orm.getMetadata().get(Assessment).properties;
    const answerColumns = ANSWER_FIELDS.filter((f) => f !== 'companyName' && f !== 'tradingYears' && f !== 'financials')
      .filter((f) => ruleFields.includes(f))
      .map((f) => props[f].fieldNames[0]);
    const stream = async () => {
      let after = '00000000-0000-0000-0000-000000000000';
      let rows = 0;
      for (;;) {
        const page = await db.query(
          `select a.id, a.status, a.company_name, a.trading_years, ${answerColumns.map((c) => `a.${c}, `).join('')}
             coalesce(a.screening->>'status', 'clear') as screening_status, m.*
             from assessments a, jsonb_to_record(a.credit_analysis) as m("fiscalYearEnd" text, currency text, "paymentTermsDays" int,
               revenue float8, equity float8, ratios jsonb, "altmanZ" jsonb, "requestedLimit" float8, "riskFlags" jsonb, score float8,
               grade text, "scorecardVersion" int, "suggestedLimit" jsonb)
            where a.id > $1 and a.credit_analysis is not null order by a.id limit 5000`,
          [after],
        );
        rows += page.rows.length;
        if (page.rows.length < 5000) return rows;
        after = page.rows[page.rows.length - 1].id as string;
      }
    };
    const time = async (fn: () => Promise<unknown>) => {
      await fn();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
      return median(times);
    };
    const aggregateMs = await time(aggregate);
    const streamed = await stream();
    const streamMs = await time(stream);

    let result = await replayScorecardCommand(em, services, { scorecard: STRICTER });
    const baseRss = process.memoryUsage().rss;
    let peak = baseRss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const replayMs = await time(
      async () => (result = await replayScorecardCommand(services.orm.em.fork(), services, { scorecard: STRICTER })),
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    table(`Scorecard what-if replay over ${ROWS.toLocaleString('en')} stored assessments with statements (cut-offs +10 points)`, [
      ['', `wall time (ms, median of ${RUNS})`, 'peak memory'],
      [`seeding: ${POOL.toLocaleString('en')} analysed companies × ${ROWS / POOL} (SQL insert + vacuum analyze)`, seedMs.toFixed(0), ''],
      ['raw: PostgreSQL counts and sums the stored limits itself (no rows sent)', aggregateMs.toFixed(0), ''],
      [
        `raw: stream the replay's ${streamed.toLocaleString('en')} rows and columns with pg (one connection, 5,000-row keyset pages)`,
        streamMs.toFixed(0),
        '',
      ],
      [
        `replay: stream (two id ranges side by side) + re-score + re-decide + matrices (${result.gradesChanged.toLocaleString('en')} grades, ${result.decisionsChanged.toLocaleString('en')} decisions would change)`,
        replayMs.toFixed(0),
        `+${((peak - baseRss) / 1024 / 1024).toFixed(0)} MB RSS over ${(baseRss / 1024 / 1024).toFixed(0)} MB`,
      ],
      ['ratio replay / raw stream', (replayMs / streamMs).toFixed(2), ''],
      ['ratio replay / raw aggregate', (replayMs / aggregateMs).toFixed(2), ''],
      ['replay in seconds (aim: under 3 s)', (replayMs / 1000).toFixed(2), ''],
    ]);
    if (result.evaluated !== ROWS) throw new Error(`the replay evaluated ${result.evaluated} of ${ROWS} analyses`);
  } finally {
    await services.close();
    await db.end();
    await api.stop();
    await database.close();
  }
}
