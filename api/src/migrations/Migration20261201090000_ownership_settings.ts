import { Migration } from '@mikro-orm/migrations';

/**
 * Ownership thresholds as admin settings under four-eyes (issue 30): their versions (none at first:
 * UBO_THRESHOLD_PERCENT and BLOCKED_OWNERSHIP_PERCENT apply until an admin saves one), and
 * proposals of kind ownership_settings.
 */
export class Migration20261201090000_ownership_settings extends Migration {
  override name = 'Migration20261201090000_ownership_settings';

  override up(): void {
    this.addSql(
      `create table "ownership_settings_versions" ("id" serial primary key, "created_at" timestamptz not null default now(), "user_id" uuid null, "author" jsonb null, "note" text null, "ubo_threshold_percent" double precision not null, "blocked_ownership_percent" double precision not null, constraint "ownership_settings_versions_ubo_threshold_percent_check" check ("ubo_threshold_percent" > '0' and "ubo_threshold_percent" <= '100'), constraint "ownership_settings_versions_blocked_ownership_percent_check" check ("blocked_ownership_percent" > '0' and "blocked_ownership_percent" <= '100'));`,
    );
    this.addSql(
      `alter table "ownership_settings_versions" add constraint "ownership_settings_versions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "change_proposals" drop constraint "change_proposals_kind_check";`);
    this.addSql(
      `alter table "change_proposals" add constraint "change_proposals_kind_check" check ("kind" in ('rule', 'scorecard', 'account', 'api_key', 'ownership_settings'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "change_proposals" where "kind" = 'ownership_settings';`);
    this.addSql(`alter table "change_proposals" drop constraint "change_proposals_kind_check";`);
    this.addSql(
      `alter table "change_proposals" add constraint "change_proposals_kind_check" check ("kind" in ('rule', 'scorecard', 'account', 'api_key'));`,
    );
    this.addSql(`drop table if exists "ownership_settings_versions" cascade;`);
  }
}
