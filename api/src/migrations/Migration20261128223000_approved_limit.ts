import { Migration } from '@mikro-orm/migrations';

/**
 * The approved limit: the credit limit a four-eyes reviewer approved (at most the requested one), in
 * a column of its own for the dashboard sums. Reviews recorded before it approved no amount: null.
 */
export class Migration20261128223000_approved_limit extends Migration {
  override name = 'Migration20261128223000_approved_limit';

  override up(): void | Promise<void> {
    this.addSql(`alter table "assessments" add "approved_limit" numeric(18,2) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "assessments" drop column "approved_limit";`);
  }
}
