import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../core/config.js';
import type { JobDefinition } from '../../core/jobs.js';
import type { PgBoss } from '../../core/queue.js';
import { sqlOf } from '../../core/sql.js';
import { counterpartyKey } from '../counterparty/counterparty-key.js';
import { CaseKind } from './case.entity.js';
import type { CaseDesk } from './case-desk.js';
import { fourEyesTitle } from './four-eyes-cases.js';

/** The daily casework job: opens the periodic reviews that fell due, wakes snoozed cases, files stragglers. */
export const CASE_REVIEW_QUEUE = 'casework.review';
/** When CASE_REVIEW_CRON is unset outside tests: daily at 05:00 UTC. */
export const DAILY = '0 5 * * *';
/** Counterparties a run opens reviews for, per statement. */
const REVIEW_CHUNK = 5000;

export interface CaseworkJobDeps {
  orm: MikroORM;
  cases: CaseDesk;
  config: Pick<Config, 'CASE_REVIEW_CRON' | 'NODE_ENV'>;
}

/**
 * Opens a `periodic_review` case for every counterparty whose latest decided assessment is due
 * (nextReviewAt passed) and has had no periodic review opened since that date — so a review closed
 * without a re-assessment is not opened again for the same date, and two workers running the job
 * at once open each review once (the one-open-case-per-kind index settles a race). Set-based, in
 * chunks of counterparties. Also: snoozed cases whose date passed are open again, four-eyes reviews
 * without a case get one, and assessments a race left without a counterparty are filed.
 */
export async function runPeriodicReviews(
  deps: Pick<CaseworkJobDeps, 'orm' | 'cases'>,
): Promise<{ opened: number; woken: number; filed: number }> {
  const em = deps.orm.em.fork();
  const sql = sqlOf(em);
  const filed = await fileUnlinkedAssessments(deps.orm);
  const woken = (
    await sql(`update cases set status = 'open', updated_at = now() where status = 'snoozed' and snoozed_until <= now() returning id`)
  ).length;
  let opened = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const due = await sql<{ counterparty_id: string; assessment_id: string; next_review_at: string; company_name: string }>(
      `select l.counterparty_id, l.id as assessment_id, l.next_review_at, l.company_name from (
         select distinct on (a.counterparty_id) a.counterparty_id, a.id, a.next_review_at, a.company_name, a.review_status
         from assessments a where a.counterparty_id > $1 order by a.counterparty_id, a.created_at desc, a.id desc
       ) l
       where l.review_status <> 'pending' and l.next_review_at <= now()
         and not exists (select 1 from cases c where c.counterparty_id = l.counterparty_id and c.kind = 'periodic_review' and c.created_at >= l.next_review_at)
       order by l.counterparty_id limit ${REVIEW_CHUNK}`,
      [after],
    );
    if (due.length === 0) break;
    const result = await deps.cases.open(
      em,
      due.map((d) => ({
        counterpartyId: d.counterparty_id,
        assessmentId: d.assessment_id,
        kind: CaseKind.PERIODIC_REVIEW,
        title: `Periodic review due ${new Date(d.next_review_at).toISOString().slice(0, 10)}: ${d.company_name}`,
      })),
    );
    opened += result.filter((c) => c.opened).length;
    after = due.at(-1)!.counterparty_id;
    if (due.length < REVIEW_CHUNK) break;
  }
  const pending = await sql<{ counterparty_id: string; id: string; company_name: string }>(
    `select distinct on (a.counterparty_id) a.counterparty_id, a.id, a.company_name from assessments a
     where a.review_status = 'pending' and a.counterparty_id is not null
       and not exists (select 1 from cases c where c.counterparty_id = a.counterparty_id and c.kind = 'four_eyes' and c.status <> 'closed')
     order by a.counterparty_id, a.created_at desc limit 10000`,
  );
  await deps.cases.open(
    em,
    pending.map((p) => ({
      counterpartyId: p.counterparty_id,
      assessmentId: p.id,
      kind: CaseKind.FOUR_EYES,
      title: fourEyesTitle(p.company_name),
    })),
  );
  return { opened, woken, filed };
}

/**
 * Files assessments that have no counterparty yet (made before counterparties existed, or in a race
 * that created their counterparty at the same moment): by the same key, in chunks.
 */
export async function fileUnlinkedAssessments(orm: MikroORM): Promise<number> {
  const em = orm.em.fork();
  const sql = sqlOf(em);
  let filed = 0;
  for (;;) {
    const rows = await sql<{ id: string; company_name: string; country_of_registration: string }>(
      `select id, company_name, country_of_registration from assessments where counterparty_id is null order by created_at, id limit 2000`,
    );
    if (rows.length === 0) return filed;
    const input = rows.map((r) => ({
      id: r.id,
      key: counterpartyKey(r.company_name, r.country_of_registration),
      name: r.company_name,
      country: r.country_of_registration,
    }));
    await sql(
      `with input as (select * from jsonb_to_recordset($1::jsonb) as x(id uuid, key text, name text, country text)),
       created as (
         insert into counterparties (id, key, name, country)
         select distinct on (key) gen_random_uuid(), key, name, country from input order by key
         on conflict (key) do nothing
       )
       select 1`,
      [JSON.stringify(input)],
    );
    const updated = await sql(
      `with input as (select * from jsonb_to_recordset($1::jsonb) as x(id uuid, key text))
       update assessments a set counterparty_id = coalesce(cp.merged_into_id, cp.id)
       from input i join counterparties cp on cp.key = i.key where a.id = i.id and a.counterparty_id is null returning a.id`,
      [JSON.stringify(input)],
    );
    filed += updated.length;
    if (updated.length === 0) return filed;
  }
}

/** The scheduled run (daily by default; CASE_REVIEW_CRON). */
export const periodicReviewJob: JobDefinition<unknown, CaseworkJobDeps> = {
  queue: CASE_REVIEW_QUEUE,
  schedule: ({ config }) => {
    const cron = config.CASE_REVIEW_CRON ?? (config.NODE_ENV === 'test' ? undefined : DAILY);
    return cron === 'off' ? undefined : cron;
  },
  handler: (deps) => runPeriodicReviews(deps),
  // Assessments stored before counterparties existed are filed when a worker starts.
  onStart: async (deps) => {
    await fileUnlinkedAssessments(deps.orm);
  },
};

/**
 * Queues a run of the review job now (an admin's "Run reviews now", tests): the workers run it as
 * they run the scheduled one; a run already waiting is not queued twice (singleton key).
 */
export async function runReviewsNow(queue: PgBoss): Promise<string | null> {
  return queue.send(CASE_REVIEW_QUEUE, {}, { singletonKey: 'run-now' });
}
