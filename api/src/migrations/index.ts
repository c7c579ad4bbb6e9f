import type { Migration } from '@mikro-orm/migrations';
import { Migration20261122141741_initial } from './Migration20261122141741_initial.js';
import { Migration20261122142916_assessments } from './Migration20261122142916_assessments.js';
import { Migration20261122150410_batches } from './Migration20261122150410_batches.js';
import { Migration20261122160000_ai_prompts } from './Migration20261122160000_ai_prompts.js';
import { Migration20261122154943_news_scans } from './Migration20261122154943_news_scans.js';
import { Migration20261122160101_rule_set_versions } from './Migration20261122160101_rule_set_versions.js';
import { Migration20261123214322_account_controls } from './Migration20261123214322_account_controls.js';
import { Migration20261123223734_rejection_reasons } from './Migration20261123223734_rejection_reasons.js';
import { Migration20261124003202_screening } from './Migration20261124003202_screening.js';
import { Migration20261124003736_assessment_screening } from './Migration20261124003736_assessment_screening.js';
import { Migration20261124011507_four_eyes_review } from './Migration20261124011507_four_eyes_review.js';
import { Migration20261124012845_rule_change_proposals } from './Migration20261124012845_rule_change_proposals.js';
import { Migration20261124013121_webhooks } from './Migration20261124013121_webhooks.js';
import { Migration20261124014806_alerts } from './Migration20261124014806_alerts.js';
import { Migration20261124015951_news_monitoring } from './Migration20261124015951_news_monitoring.js';
import { Migration20261124034500_screening_token_index } from './Migration20261124034500_screening_token_index.js';
import { Migration20261125143346_controls_that_hold } from './Migration20261125143346_controls_that_hold.js';
import { Migration20261125154947_idempotent_create } from './Migration20261125154947_idempotent_create.js';
import { Migration20261125194451_screening_index_version } from './Migration20261125194451_screening_index_version.js';
import { Migration20261125200000_credit_analysis } from './Migration20261125200000_credit_analysis.js';
import { Migration20261128211923_controls_that_bind } from './Migration20261128211923_controls_that_bind.js';
import { Migration20261128223000_approved_limit } from './Migration20261128223000_approved_limit.js';
import { Migration20261129001000_not_screened_rule } from './Migration20261129001000_not_screened_rule.js';
import { Migration20261129013000_credit_grade_stats } from './Migration20261129013000_credit_grade_stats.js';
import { Migration20261129120000_change_proposals } from './Migration20261129120000_change_proposals.js';
import { Migration20261129140000_account_proposals_onto_change_proposals } from './Migration20261129140000_account_proposals_onto_change_proposals.js';
import { Migration20261129160000_casework } from './Migration20261129160000_casework.js';
import { Migration20261129170000_review_policy } from './Migration20261129170000_review_policy.js';
import { Migration20261129180000_api_keys } from './Migration20261129180000_api_keys.js';
import { Migration20261130090000_sign_in_sessions } from './Migration20261130090000_sign_in_sessions.js';
import { Migration20261130130000_api_key_approval } from './Migration20261130130000_api_key_approval.js';
import { Migration20261130100000_totp } from './Migration20261130100000_totp.js';
import { Migration20261130110000_passkeys } from './Migration20261130110000_passkeys.js';
import { Migration20261130120000_sso } from './Migration20261130120000_sso.js';
import { Migration20261129150000_assessment_batch_id } from './Migration20261129150000_assessment_batch_id.js';
import { Migration20261201100000_assessment_ownership } from './Migration20261201100000_assessment_ownership.js';
import { Migration20261201090000_ownership_settings } from './Migration20261201090000_ownership_settings.js';
import { Migration20261201110000_lei_register } from './Migration20261201110000_lei_register.js';

type MigrationClass = new (...args: ConstructorParameters<typeof Migration>) => Migration;

/** Every migration in order; listed explicitly so discovery works the same under tsx, vitest and tsc. */
export const migrationsList: { name: string; class: MigrationClass }[] = [
  { name: 'Migration20261122141741_initial', class: Migration20261122141741_initial },
  { name: 'Migration20261122142916_assessments', class: Migration20261122142916_assessments },
  { name: 'Migration20261122150410_batches', class: Migration20261122150410_batches },
  { name: 'Migration20261122160000_ai_prompts', class: Migration20261122160000_ai_prompts },
  { name: 'Migration20261122154943_news_scans', class: Migration20261122154943_news_scans },
  { name: 'Migration20261122160101_rule_set_versions', class: Migration20261122160101_rule_set_versions },
  { name: 'Migration20261123214322_account_controls', class: Migration20261123214322_account_controls },
  { name: 'Migration20261123223734_rejection_reasons', class: Migration20261123223734_rejection_reasons },
  { name: 'Migration20261124003202_screening', class: Migration20261124003202_screening },
  { name: 'Migration20261124003736_assessment_screening', class: Migration20261124003736_assessment_screening },
  { name: 'Migration20261124011507_four_eyes_review', class: Migration20261124011507_four_eyes_review },
  { name: 'Migration20261124012845_rule_change_proposals', class: Migration20261124012845_rule_change_proposals },
  { name: 'Migration20261124013121_webhooks', class: Migration20261124013121_webhooks },
  { name: 'Migration20261124014806_alerts', class: Migration20261124014806_alerts },
  { name: 'Migration20261124015951_news_monitoring', class: Migration20261124015951_news_monitoring },
  { name: 'Migration20261124034500_screening_token_index', class: Migration20261124034500_screening_token_index },
  { name: 'Migration20261125143346_controls_that_hold', class: Migration20261125143346_controls_that_hold },
  { name: 'Migration20261125154947_idempotent_create', class: Migration20261125154947_idempotent_create },
  { name: 'Migration20261125194451_screening_index_version', class: Migration20261125194451_screening_index_version },
  { name: 'Migration20261125200000_credit_analysis', class: Migration20261125200000_credit_analysis },
  { name: 'Migration20261128211923_controls_that_bind', class: Migration20261128211923_controls_that_bind },
  { name: 'Migration20261128223000_approved_limit', class: Migration20261128223000_approved_limit },
  { name: 'Migration20261129001000_not_screened_rule', class: Migration20261129001000_not_screened_rule },
  { name: 'Migration20261129013000_credit_grade_stats', class: Migration20261129013000_credit_grade_stats },
  { name: 'Migration20261129120000_change_proposals', class: Migration20261129120000_change_proposals },
  {
    name: 'Migration20261129140000_account_proposals_onto_change_proposals',
    class: Migration20261129140000_account_proposals_onto_change_proposals,
  },
  { name: 'Migration20261129150000_assessment_batch_id', class: Migration20261129150000_assessment_batch_id },
  { name: 'Migration20261129160000_casework', class: Migration20261129160000_casework },
  { name: 'Migration20261129170000_review_policy', class: Migration20261129170000_review_policy },
  { name: 'Migration20261129180000_api_keys', class: Migration20261129180000_api_keys },
  { name: 'Migration20261130090000_sign_in_sessions', class: Migration20261130090000_sign_in_sessions },
  { name: 'Migration20261130130000_api_key_approval', class: Migration20261130130000_api_key_approval },
  { name: 'Migration20261130100000_totp', class: Migration20261130100000_totp },
  { name: 'Migration20261130110000_passkeys', class: Migration20261130110000_passkeys },
  { name: 'Migration20261130120000_sso', class: Migration20261130120000_sso },
  { name: 'Migration20261201090000_ownership_settings', class: Migration20261201090000_ownership_settings },
  { name: 'Migration20261201100000_assessment_ownership', class: Migration20261201100000_assessment_ownership },
  { name: 'Migration20261201110000_lei_register', class: Migration20261201110000_lei_register },
];
