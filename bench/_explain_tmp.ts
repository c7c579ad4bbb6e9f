import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { createServices } from '../api/src/services.js';
import { insertAssessments } from '../api/src/modules/assessment/assessment.writer.js';
import { decide } from '../api/src/modules/decision-engine/decision-engine.js';
import { cleanAnswers } from '../api/src/modules/assessment/assessment-answers.js';
import { assessmentInput } from '../api/test/support/factories.js';
import { benchDatabase, startApi } from './support.js';

const database = await benchDatabase('explain');
const api = await startApi(database.url);
await api.stop();
const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'x' }), database.url, { poolMax: 2 });
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  const userId = (await db.query(`select id from users limit 1`)).rows[0].id as string;
  const em = services.orm.em.fork();
  const compiled = await services.rules.compiledEnabled(em);
  const answers = cleanAnswers(assessmentInput() as never) as never;
  let captured: [string, unknown[]] | undefined;
  const row = () => ({ userId, answers, decision: decide(compiled, answers), processingTimeMs: 5, ruleSetVersion: compiled.version });
  await insertAssessments(em, [row()], async (sql, params) => ((captured = [sql, params]), []), true);
  const [sql, params] = captured!;
  for (let i = 0; i < 3; i++) {
    const r = await db.query(`explain (analyze, summary) ${sql}`, [JSON.stringify(JSON.parse(params[0] as string).map((x: any) => ({ ...x, id: crypto.randomUUID() })))]);
    console.log(r.rows.map((x) => x['QUERY PLAN']).filter((l: string) => /Time|Trigger/.test(l)).join('\n'));
  }
  await db.query('prepare ins as ' + sql);
  for (let i = 0; i < 3; i++) {
    const r = await db.query(`explain (analyze, summary) execute ins($1)`, [JSON.stringify(JSON.parse(params[0] as string).map((x: any) => ({ ...x, id: crypto.randomUUID() })))]);
    console.log('prepared', r.rows.map((x) => x['QUERY PLAN']).filter((l: string) => /Time|Trigger/.test(l)).join('\n'));
  }
  console.log(sql.length, (params[0] as string).length);
  console.log((await db.query(`select tgname, tgrelid::regclass, tgtype from pg_trigger where not tgisinternal`)).rows);
} finally {
  await db.end();
  await services.close();
  await database.close();
}
