/**
 * Issue 7: decision-engine evaluations per second (default rules + 20 more) next to a raw loop
 * reading the same fields; replay over 100,000 stored assessments (wall time, peak memory) next
 * to streaming the same rows with plain pg.
 */
import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { createServices } from '../api/src/services.js';
import { Answer, TradingYears } from '../api/src/modules/kernel/assessment.enums.js';
import { compileRules, decide, type Answers, type RuleDefinition } from '../api/src/modules/decision-engine/decision-engine.js';
import { DEFAULT_RULES } from '../api/src/modules/decision-engine/default-rules.js';
import { RuleCondition, RuleType } from '../api/src/modules/decision-engine/rule-types.js';
import { benchDatabase, startApi, table } from './support.js';

const REPLAY_ROWS = Number(process.env.BENCH_REPLAY_ROWS ?? 100_000);

const EXTRA: RuleDefinition[] = Array.from({ length: 20 }, (_, i) => {
  const shapes: Pick<RuleDefinition, 'field' | 'condition' | 'value'>[] = [
    { field: 'countryOfBusiness', condition: RuleCondition.IN, value: 'Iran, North Korea, Syria, Cuba, Belarus' },
    { field: 'tradingYears', condition: RuleCondition.IN, value: '<2,2-3' },
    { field: 'managementCapacity', condition: RuleCondition.NOT_EQUALS, value: 'yes' },
    { field: 'hasEquityAbove1M', condition: RuleCondition.EQUALS, value: 'false' },
    { field: 'serviceType', condition: RuleCondition.NOT_IN, value: 'Supply, Logistics, Consulting' },
  ];
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `extra ${i}`,
    ruleType: i % 3 ? RuleType.WARNING : RuleType.REJECT,
    priority: 100 + i,
    message: `Extra rule ${i}`,
    ...shapes[i % shapes.length],
  };
});

function answersPool(n: number): Answers[] {
  const years = Object.values(TradingYears);
  const answers = Object.values(Answer);
  return Array.from({ length: n }, (_, i) => ({
    hasLegalActions: i % 17 === 0,
    canProvideReferences: i % 3 !== 0,
    managementReputation: answers[i % 3],
    managementCapacity: answers[(i >> 1) % 3],
    tradingYears: years[i % 4],
    hasAuditedFinancials: i % 5 !== 0,
    hasSufficientLiquidity: i % 7 !== 0,
    isProfitable: i % 2 === 0,
    hasEquityAbove1M: i % 11 !== 0,
    hasConsistentRevenue: i % 13 !== 0,
    countryOfRegistration: ['United Kingdom', 'France', 'Syria'][i % 3],
    countryOfBusiness: ['Germany', 'Cuba', 'Spain', 'Italy'][i % 4],
    serviceType: ['Supply', 'Software', 'Logistics'][i % 3],
    screeningStatus: (['clear', 'clear', 'clear', 'potential_match'] as const)[i % 4],
  }));
}

function perSecond(fn: (a: Answers) => unknown, pool: Answers[], ms = 2000): number {
  let n = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) for (let i = 0; i < 1000; i += 1) fn(pool[(n + i) % pool.length]);
  const started = performance.now();
  n = 0;
  while (performance.now() - started < ms) {
    for (let i = 0; i < 1000; i += 1) fn(pool[(n + i) % pool.length]);
    n += 1000;
  }
  return n / ((performance.now() - started) / 1000);
}

export async function benchRules(): Promise<void> {
  const rules = [...DEFAULT_RULES, ...EXTRA];
  const compiled = compileRules(rules);
  const pool = answersPool(1000);
  const fields = rules.map((r) => r.field as keyof Answers);
  let sink = 0;
  // Raw: read every rule's field and compare it with a constant, no engine.
  const raw = perSecond((a) => {
    for (const f of fields) if (a[f] === 'x') sink += 1;
  }, pool);
  const engine = perSecond((a) => decide(compiled, a), pool);
  table(`Decision engine, ${rules.length} rules (7 default + 20), one core`, [
    ['', 'evaluations/s', 'aim'],
    ['raw loop reading the same 27 fields', raw.toFixed(0), ''],
    ['decide() with rationale and trace', engine.toFixed(0), '≥ 100,000'],
    ['ratio engine / raw', (engine / raw).toFixed(3), ''],
  ]);
  if (sink < 0) console.log(sink);

  const database = await benchDatabase('rules');
  const api = await startApi(database.url);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), database.url, { poolMax: 4 });
  try {
    const userId = (await db.query(`select id from users limit 1`)).rows[0].id as string;
    await db.query(
      `insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
         has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
         has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rule_status, rationale)
       select gen_random_uuid(), $1, 'Company ' || g, 'United Kingdom', (array['Germany','Cuba','Spain','Italy'])[g % 4 + 1], 'Address', 'Generated rationale', 'Supply',
         g % 17 = 0, true, 'yes', 'yes', '>5', true, true, true, true, true,
         case when g % 17 = 0 then 'rejected' else 'approved' end, case when g % 17 = 0 then 'rejected' else 'approved' end, 'Generated'
       from generate_series(1, $2::int) g`,
      [userId, REPLAY_ROWS],
    );
    await db.query('analyze assessments');

    let t = performance.now();
    let after = '00000000-0000-0000-0000-000000000000';
    let streamed = 0;
    for (;;) {
      const { rows } = await db.query(
        `select id, status, rationale, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
           alternative_contacts, has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years,
           has_audited_financials, has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue
         from assessments where id > $1 order by id limit 5000`,
        [after],
      );
      streamed += rows.length;
      if (rows.length < 5000) break;
      after = rows[rows.length - 1].id;
    }
    const rawMs = performance.now() - t;

    const em = services.orm.em.fork();
    const legal = (await services.rules.current(em)).find((r) => r.field === 'hasLegalActions')!;
    const baseRss = process.memoryUsage().rss;
    let peak = baseRss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    t = performance.now();
    const result = await services.replay.replay(em, { action: 'update', ruleId: legal.id, update: { enabled: false } });
    const replayMs = performance.now() - t;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    table(`What-if replay over ${REPLAY_ROWS.toLocaleString('en')} stored assessments (toggle a mandatory rule)`, [
      ['', 'wall time (ms)', 'peak memory'],
      [`raw: stream the same ${streamed.toLocaleString('en')} rows and columns with pg (5,000-row keyset pages)`, rawMs.toFixed(0), ''],
      [
        `replay: stream + re-decide + matrix (${result.changed.toLocaleString('en')} would change)`,
        replayMs.toFixed(0),
        `+${((peak - baseRss) / 1024 / 1024).toFixed(0)} MB RSS over ${(baseRss / 1024 / 1024).toFixed(0)} MB`,
      ],
      ['ratio replay / raw (aim: under 3 s)', (replayMs / rawMs).toFixed(2), ''],
    ]);
  } finally {
    await services.close();
    await db.end();
    await api.stop();
    await database.close();
  }
}
