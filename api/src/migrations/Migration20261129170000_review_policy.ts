import { Migration } from '@mikro-orm/migrations';

/** The review policy in the scorecard (months by decision, grade cooldown) and the default every stored version gets. */
const DEFAULT_REVIEW = `'{"approvedMonths": 24, "cautionMonths": 12, "rejectedMonths": 12, "gradeCooldownDays": 90}'::jsonb`;

/**
 * The review policy (issue 27): the months until a counterparty without a grade is reviewed, by
 * decision, and the cooldown after a downgrade, move into the scorecard (versioned, so changed
 * under four-eyes like it); every stored version and pending scorecard proposal gets the defaults
 * the code used until now. A counterparty's grade hold, and admins' overrides of it.
 */
export class Migration20261129170000_review_policy extends Migration {
  override name = 'Migration20261129170000_review_policy';

  override up(): void {
    this.addSql(
      `create table "grade_hold_overrides" ("id" uuid not null, "counterparty_id" uuid not null, "reason" text not null, "until" timestamptz not null, "by_id" uuid not null, "by_name" varchar(255) not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "grade_hold_overrides_counterparty_id_created_at_index" on "grade_hold_overrides" ("counterparty_id", "created_at");`,
    );
    this.addSql(
      `alter table "counterparties" add "grade_hold" varchar(1) null, add "grade_hold_set_at" timestamptz null, add "grade_hold_until" timestamptz null;`,
    );
    this.addSql(
      `update "scorecard_versions" set "scorecard" = "scorecard" || jsonb_build_object('review', ${DEFAULT_REVIEW}) where not "scorecard" ? 'review';`,
    );
    this.addSql(
      `update "change_proposals" set "payload" = jsonb_set("payload", '{scorecard,review}', ${DEFAULT_REVIEW})
       where "kind" = 'scorecard' and "status" = 'pending' and jsonb_typeof("payload"->'scorecard') = 'object' and not "payload"->'scorecard' ? 'review';`,
    );
  }

  override down(): void {
    this.addSql(`update "scorecard_versions" set "scorecard" = "scorecard" - 'review';`);
    this.addSql(`update "change_proposals" set "payload" = "payload" #- '{scorecard,review}' where "kind" = 'scorecard';`);
    this.addSql(`alter table "counterparties" drop column "grade_hold", drop column "grade_hold_set_at", drop column "grade_hold_until";`);
    this.addSql(`drop table if exists "grade_hold_overrides" cascade;`);
  }
}
