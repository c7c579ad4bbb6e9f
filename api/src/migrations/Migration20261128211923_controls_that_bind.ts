import { Migration } from '@mikro-orm/migrations';

/**
 * Controls that bind: the rules' outcome in a column of its own (`rule_status`), a status that says
 * `pending_review` while a second person has yet to decide, a revision every change raises (a review
 * names the one it decides), and who changed the answers since the last completed review.
 */
export class Migration20261128211923_controls_that_bind extends Migration {
  override name = 'Migration20261128211923_controls_that_bind';

  override up(): void | Promise<void> {
    this.addSql(`alter table "assessments" drop constraint "assessments_status_check";`);
    this.addSql(
      `alter table "assessments" add "rule_status" text null, add "revision" int not null default 1, add "unreviewed_editor_ids" jsonb not null default '[]';`,
    );
    // A completed review recorded what the rules had decided; otherwise the status was the rules' outcome.
    this.addSql(`update "assessments" set "rule_status" = coalesce("final_review"->>'ruleStatus', "status");`);
    this.addSql(`update "assessments" set "status" = 'pending_review' where "review_status" = 'pending';`);
    this.addSql(`alter table "assessments" alter column "rule_status" set not null;`);
    this.addSql(
      `alter table "assessments" add constraint "assessments_rule_status_check" check ("rule_status" in ('approved', 'caution', 'rejected'));`,
    );
    this.addSql(
      `alter table "assessments" add constraint "assessments_status_check" check ("status" in ('approved', 'caution', 'rejected', 'pending_review'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "assessments" drop constraint "assessments_status_check";`);
    this.addSql(`update "assessments" set "status" = "rule_status" where "status" = 'pending_review';`);
    this.addSql(`alter table "assessments" drop constraint "assessments_rule_status_check";`);
    this.addSql(`alter table "assessments" drop column "rule_status", drop column "revision", drop column "unreviewed_editor_ids";`);
    this.addSql(
      `alter table "assessments" add constraint "assessments_status_check" check ("status" in ('approved', 'caution', 'rejected'));`,
    );
  }
}
