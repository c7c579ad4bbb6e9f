import { Migration } from '@mikro-orm/migrations';

/**
 * The index version of each list (watchlists.index_version), the tokens a Latin query may meet by their
 * consonant skeleton (watchlist_tokens.skeleton_match), and a skeleton index that carries what the skeleton
 * lookups read. Lists imported before read index version 0, older than SCREENING_INDEX_VERSION, so the
 * workers re-index them when they start (screening's watchlist.reindex job), which also sets skeleton_match.
 * The re-index runs in the application, not here: a migration may not import module code.
 */
export class Migration20261125194451_screening_index_version extends Migration {
  override name = 'Migration20261125194451_screening_index_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table "watchlists" add "index_version" int not null default 0;`);

    this.addSql(`drop index "watchlist_tokens_watchlist_id_version_skeleton_index";`);
    this.addSql(`alter table "watchlist_tokens" add "skeleton_match" boolean not null default false;`);
    this.addSql(
      `create index "watchlist_tokens_skeleton_index" on "watchlist_tokens" ("watchlist_id", "version", "skeleton") include ("folded", "skeleton_match", "names", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "watchlist_tokens_skeleton_index";`);
    this.addSql(`alter table "watchlist_tokens" drop column "skeleton_match";`);
    this.addSql(
      `create index "watchlist_tokens_watchlist_id_version_skeleton_index" on "watchlist_tokens" ("watchlist_id", "version", "skeleton");`,
    );

    this.addSql(`alter table "watchlists" drop column "index_version";`);
  }
}
