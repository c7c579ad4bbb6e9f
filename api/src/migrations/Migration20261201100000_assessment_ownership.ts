import { Migration } from '@mikro-orm/migrations';

/**
 * Ownership on the assessment (issue 30): the company's LEI (indexed: a new register version looks
 * up the counterparties it knows), the owners as given, and their analysis (beneficial owners,
 * blocked ownership, graph) stored like the credit analysis.
 */
export class Migration20261201100000_assessment_ownership extends Migration {
  override name = 'Migration20261201100000_assessment_ownership';

  override up(): void {
    this.addSql(
      `alter table "assessments" add column "lei" varchar(20) null, add column "owners" jsonb not null default '[]', add column "ownership_analysis" jsonb null;`,
    );
    this.addSql(`create index "assessments_lei_index" on "assessments" ("lei");`);
  }

  override down(): void {
    this.addSql(`drop index "assessments_lei_index";`);
    this.addSql(`alter table "assessments" drop column "lei", drop column "owners", drop column "ownership_analysis";`);
  }
}
