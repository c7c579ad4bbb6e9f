import { Migration } from '@mikro-orm/migrations';

/**
 * An assessment names its batch upload by id, without a foreign key: the batch module builds on the
 * assessment module, and a relation back would tie the two in a circle. A batch is deleted only with
 * its owner's account, whose assessments go with it, so the key guarded nothing in practice; the
 * index keeps "the assessments of a batch" fast.
 */
export class Migration20261129150000_assessment_batch_id extends Migration {
  override name = 'Migration20261129150000_assessment_batch_id';

  override up(): void {
    this.addSql(`alter table "assessments" drop constraint "assessments_batch_id_foreign";`);
    this.addSql(`create index "assessments_batch_id_index" on "assessments" ("batch_id");`);
  }

  override down(): void {
    this.addSql(`drop index "assessments_batch_id_index";`);
    this.addSql(
      `alter table "assessments" add constraint "assessments_batch_id_foreign" foreign key ("batch_id") references "batch_uploads" ("id") on update no action on delete set null;`,
    );
  }
}
