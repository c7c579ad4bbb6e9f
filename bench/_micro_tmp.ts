import 'reflect-metadata';
import pg from 'pg';
import jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';
import { loadConfig } from '../api/src/core/config.js';
import { createServices } from '../api/src/services.js';
import { Assessment } from '../api/src/modules/assessment/assessment.entity.js';
import { insertAssessments } from '../api/src/modules/assessment/assessment.writer.js';
import { decide } from '../api/src/modules/decision-engine/decision-engine.js';
import { cleanAnswers } from '../api/src/modules/assessment/assessment-answers.js';
import { parseInput } from '../api/src/core/validation.js';
import { CreateAssessmentInput } from '../api/src/modules/assessment/dto/create-assessment.input.js';
import { presentAssessment } from '../api/src/modules/assessment/assessment.presenter.js';
import { assessmentInput } from '../api/test/support/factories.js';
import { benchDatabase, startApi } from './support.js';

const database = await benchDatabase('micro');
const api = await startApi(database.url);
await api.stop();
const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'x' }), database.url, { poolMax: 2 });
const db = new pg.Client({ connectionString: database.url });
await db.connect();
const t = async (label: string, n: number, fn: () => unknown) => {
  for (let i = 0; i < n / 10; i++) await fn();
  const s = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, (((performance.now() - s) / n) * 1000).toFixed(1), 'µs');
};
try {
  const userId = (await db.query(`select id from users limit 1`)).rows[0].id as string;
  const em0 = services.orm.em.fork();
  const compiled = await services.rules.compiledEnabled(em0);
  const raw = assessmentInput();
  const answers = cleanAnswers(raw as never) as never;
  const [a] = await insertAssessments(em0, [{ userId, answers, decision: decide(compiled, answers), processingTimeMs: 5, ruleSetVersion: compiled.version }]);
  const row = (await db.query('select * from assessments where id = $1', [a.id])).rows[0];
  await t('fork', 20000, () => services.orm.em.fork());
  await t('fork+map', 20000, () => services.orm.em.fork().map(Assessment, row));
  await t('factory merge:false', 20000, () => { const em = services.orm.em.fork(); return em.getEntityFactory().create(Assessment, em.getDriver().mapResult(row, em.getMetadata().get(Assessment))!, { merge: false, convertCustomTypes: true, refresh: true }); });
  await t('factory merge:true', 20000, () => { const em = services.orm.em.fork(); return em.getEntityFactory().create(Assessment, em.getDriver().mapResult(row, em.getMetadata().get(Assessment))!, { merge: true, convertCustomTypes: true, refresh: true }); });
  await t('parseInput', 20000, () => parseInput(CreateAssessmentInput, JSON.parse(JSON.stringify(raw))));
  await t('decide', 20000, () => decide(compiled, answers));
  await t('present+stringify', 20000, () => JSON.stringify(presentAssessment(a)));
  await t('writer build (no db)', 20000, () => insertAssessments(em0, [{ userId, answers, decision: decide(compiled, answers), processingTimeMs: 5, ruleSetVersion: compiled.version }], async () => [row], true));
  const key = createSecretKey(Buffer.from('secret'));
  const tok = jwt.sign({ sid: 'abc' }, key, { algorithm: 'HS256', subject: userId, expiresIn: 3600 });
  await t('jwt.verify', 20000, () => jwt.verify(tok, key, { algorithms: ['HS256'] }));
} finally {
  await db.end();
  await services.close();
  await database.close();
}
