import { Migration } from '@mikro-orm/migrations';

export class Migration20261124011507_four_eyes_review extends Migration {
  override name = 'Migration20261124011507_four_eyes_review';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "assessments" add "review_status" text not null default 'not_required', add "final_review" jsonb null, add "reviewed_at" timestamptz null;`,
    );
    this.addSql(`create index "assessments_review_status_created_at_id_index" on "assessments" ("review_status", "created_at", "id");`);
    this.addSql(
      `alter table "assessments" add constraint "assessments_review_status_check" check ("review_status" in ('not_required', 'pending', 'completed'));`,
    );
    // Assessments already decided enter the queue by the same rule as new ones (four-eyes.ts).
    this.addSql(`update "assessments" set "review_status" = 'pending'
      where "status" = 'caution'
         or exists (select 1 from jsonb_array_elements(coalesce("screening"->'hits', '[]'::jsonb)) as h
                     where jsonb_typeof(h->'review') is distinct from 'object')`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "assessments_review_status_created_at_id_index";`);
    this.addSql(`alter table "assessments" drop constraint "assessments_review_status_check";`);
    this.addSql(`alter table "assessments" drop column "review_status", drop column "final_review", drop column "reviewed_at";`);
  }
}
