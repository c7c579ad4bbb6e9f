import { Migration } from '@mikro-orm/migrations';

/** users_keep_authors (first written by controls_that_hold) naming the proposals table `proposals`. */
const keepAuthors = (proposals: string) => `create or replace function "users_keep_authors"() returns trigger language plpgsql as $$
      declare author jsonb := jsonb_build_object('id', old.id, 'firstName', old.first_name, 'lastName', old.last_name, 'email', old.email);
      begin
        update "audit_logs" set "deleted_user" = author where "user_id" = old.id;
        update "news_scans" set "deleted_user" = author where "user_id" = old.id;
        update "rule_set_versions" set "deleted_user" = author where "user_id" = old.id;
        update "${proposals}" set "proposed_by_deleted" = author where "proposed_by_id" = old.id;
        update "${proposals}" set "decided_by_deleted" = author where "decided_by_id" = old.id;
        update "alerts" set "resolved_by_deleted" = author where "resolved_by_id" = old.id;
        update "account_change_proposals" set "proposed_by_deleted" = author where "proposed_by_id" = old.id;
        update "account_change_proposals" set "decided_by_deleted" = author where "decided_by_id" = old.id;
        return old;
      end $$;`;

/**
 * One proposal record for configuration changes under REQUIRE_RULE_APPROVAL: rule_change_proposals
 * becomes change_proposals with a kind (every existing row a rule change) and subject columns that
 * fit a scorecard as well as a rule. Renamed, not recreated, so pending rule proposals stay decidable.
 */
export class Migration20261129120000_change_proposals extends Migration {
  override name = 'Migration20261129120000_change_proposals';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rule_change_proposals" rename to "change_proposals";`);
    this.addSql(`alter table "change_proposals" rename column "change" to "payload";`);
    this.addSql(`alter table "change_proposals" rename column "rule_id" to "subject_id";`);
    this.addSql(`alter table "change_proposals" rename column "rule_name" to "subject";`);
    this.addSql(`alter table "change_proposals" add "kind" text not null default 'rule';`);
    // The default only fills the existing rows: every new proposal names its kind.
    this.addSql(`alter table "change_proposals" alter column "kind" drop default;`);
    this.addSql(`alter table "change_proposals" add constraint "change_proposals_kind_check" check ("kind" in ('rule', 'scorecard'));`);
    this.addSql(`alter table "change_proposals" rename constraint "rule_change_proposals_pkey" to "change_proposals_pkey";`);
    this.addSql(
      `alter table "change_proposals" rename constraint "rule_change_proposals_status_check" to "change_proposals_status_check";`,
    );
    this.addSql(
      `alter table "change_proposals" rename constraint "rule_change_proposals_proposed_by_id_foreign" to "change_proposals_proposed_by_id_foreign";`,
    );
    this.addSql(
      `alter table "change_proposals" rename constraint "rule_change_proposals_decided_by_id_foreign" to "change_proposals_decided_by_id_foreign";`,
    );
    this.addSql(`drop index "rule_change_proposals_status_proposed_at_index";`);
    this.addSql(`create index "change_proposals_kind_status_proposed_at_index" on "change_proposals" ("kind", "status", "proposed_at");`);
    this.addSql(keepAuthors('change_proposals'));
  }

  override down(): void | Promise<void> {
    // Scorecard proposals have no place in the old table.
    this.addSql(`delete from "change_proposals" where "kind" <> 'rule';`);
    this.addSql(`drop index "change_proposals_kind_status_proposed_at_index";`);
    this.addSql(`alter table "change_proposals" drop constraint "change_proposals_kind_check";`);
    this.addSql(`alter table "change_proposals" drop column "kind";`);
    this.addSql(`alter table "change_proposals" rename constraint "change_proposals_pkey" to "rule_change_proposals_pkey";`);
    this.addSql(
      `alter table "change_proposals" rename constraint "change_proposals_status_check" to "rule_change_proposals_status_check";`,
    );
    this.addSql(
      `alter table "change_proposals" rename constraint "change_proposals_proposed_by_id_foreign" to "rule_change_proposals_proposed_by_id_foreign";`,
    );
    this.addSql(
      `alter table "change_proposals" rename constraint "change_proposals_decided_by_id_foreign" to "rule_change_proposals_decided_by_id_foreign";`,
    );
    this.addSql(`alter table "change_proposals" rename column "payload" to "change";`);
    this.addSql(`alter table "change_proposals" rename column "subject_id" to "rule_id";`);
    this.addSql(`alter table "change_proposals" rename column "subject" to "rule_name";`);
    this.addSql(`alter table "change_proposals" rename to "rule_change_proposals";`);
    this.addSql(`create index "rule_change_proposals_status_proposed_at_index" on "rule_change_proposals" ("status", "proposed_at");`);
    this.addSql(keepAuthors('rule_change_proposals'));
  }
}
