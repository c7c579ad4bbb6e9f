import { Migration } from '@mikro-orm/migrations';

export class Migration20261124015951_news_monitoring extends Migration {
  override name = 'Migration20261124015951_news_monitoring';

  override up(): void | Promise<void> {
    this.addSql(`alter table "news_scans" alter column "user_id" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "news_scans" alter column "user_id" set not null;`);
  }
}
