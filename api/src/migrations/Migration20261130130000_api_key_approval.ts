import { Migration } from '@mikro-orm/migrations';

/** API keys with the admin scope wait for a second admin under REQUIRE_ADMIN_APPROVAL (issue 28): proposals of kind api_key. */
export class Migration20261130130000_api_key_approval extends Migration {
  override name = 'Migration20261130130000_api_key_approval';

  override up(): void {
    this.addSql(
      `alter table "api_keys" add column "awaiting_approval" boolean not null default false, add column "pending_scopes" text[] null;`,
    );
    this.addSql(`alter table "change_proposals" drop constraint "change_proposals_kind_check";`);
    this.addSql(
      `alter table "change_proposals" add constraint "change_proposals_kind_check" check ("kind" in ('rule', 'scorecard', 'account', 'api_key'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "change_proposals" where "kind" = 'api_key';`);
    this.addSql(`alter table "change_proposals" drop constraint "change_proposals_kind_check";`);
    this.addSql(
      `alter table "change_proposals" add constraint "change_proposals_kind_check" check ("kind" in ('rule', 'scorecard', 'account'));`,
    );
    this.addSql(`alter table "api_keys" drop column "awaiting_approval", drop column "pending_scopes";`);
  }
}
