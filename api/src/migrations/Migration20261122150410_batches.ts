import { Migration } from '@mikro-orm/migrations';

export class Migration20261122150410_batches extends Migration {
  override name = 'Migration20261122150410_batches';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "batch_rows" ("batch_id" uuid not null, "row_number" int not null, "data" jsonb not null, primary key ("batch_id", "row_number"));`,
    );

    this.addSql(`alter table "assessments" add "batch_id" uuid null, add "batch_row" int null;`);
    this.addSql(
      `alter table "assessments" add constraint "assessments_batch_id_foreign" foreign key ("batch_id") references "batch_uploads" ("id") on delete set null;`,
    );
    this.addSql(`alter table "assessments" add constraint "assessments_batch_id_batch_row_unique" unique ("batch_id", "batch_row");`);

    this.addSql(
      `alter table "batch_rows" add constraint "batch_rows_batch_id_foreign" foreign key ("batch_id") references "batch_uploads" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "batch_rows" cascade;`);

    this.addSql(`alter table "assessments" drop constraint "assessments_batch_id_foreign";`);

    this.addSql(`alter table "assessments" drop constraint "assessments_batch_id_batch_row_unique";`);
    this.addSql(`alter table "assessments" drop column "batch_id", drop column "batch_row";`);
  }
}
