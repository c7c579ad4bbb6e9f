import { Migration } from '@mikro-orm/migrations';

export class Migration20261125154947_idempotent_create extends Migration {
  override name = 'Migration20261125154947_idempotent_create';

  override up(): void | Promise<void> {
    this.addSql(`alter table "assessments" add "idempotency_key" varchar(100) null, add "idempotency_fingerprint" varchar(64) null;`);
    this.addSql(
      `alter table "assessments" add constraint "assessments_user_id_idempotency_key_unique" unique ("user_id", "idempotency_key");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "assessments" drop constraint "assessments_user_id_idempotency_key_unique";`);
    this.addSql(`alter table "assessments" drop column "idempotency_key", drop column "idempotency_fingerprint";`);
  }
}
