import { Migration } from '@mikro-orm/migrations';
import { CompiledQuery, type Kysely } from 'kysely';
import { indexNames, type TokenIndexRunner } from './frozen/token-index-2026-11-24.js';

/** Names read per backfill statement: bounded memory whatever the size of the lists. */
const BACKFILL_PAGE = 5000;

/**
 * Screening retrieves candidates through a token index (matching/retrieval-keys.ts) instead of the
 * trigram indexes on whole names: at a million names the common trigrams made every GIN scan huge.
 * The statements run here, in order, rather than queued with addSql, because the backfill of the
 * lists already imported reads the new tables from TypeScript: its folded spellings are computed by
 * a frozen copy of the import's code as it then stood (frozen/).
 */
export class Migration20261124034500_screening_token_index extends Migration {
  override name = 'Migration20261124034500_screening_token_index';

  override async up(): Promise<void> {
    // levenshtein_less_equal checks typo candidates; a trusted extension, so the database owner may create it.
    await this.execute(`create extension if not exists fuzzystrmatch;`);
    await this.execute(
      `create table "watchlist_tokens" ("id" bigserial primary key, "watchlist_id" uuid not null, "version" int not null, "token" text not null, "folded" text collate "C" not null, "skeleton" text not null, "names" int not null);`,
    );
    await this.execute(
      `alter table "watchlist_tokens" add constraint "watchlist_tokens_watchlist_id_version_token_unique" unique ("watchlist_id", "version", "token");`,
    );
    await this.execute(
      `create index "watchlist_tokens_folded_index" on "watchlist_tokens" ("watchlist_id", "version", length("folded"), "folded") include ("names", "id");`,
    );
    await this.execute(
      `create index "watchlist_tokens_folded_reverse_index" on "watchlist_tokens" ("watchlist_id", "version", length("folded"), reverse("folded")) include ("folded", "names", "id");`,
    );
    await this.execute(
      `create index "watchlist_tokens_watchlist_id_version_skeleton_index" on "watchlist_tokens" ("watchlist_id", "version", "skeleton");`,
    );
    await this.execute(
      `create table "watchlist_name_tokens" ("token_id" bigint not null, "name_id" bigint not null, primary key ("token_id", "name_id"));`,
    );
    // Nothing reads them any more, and every import paid for their upkeep.
    await this.execute(`drop index if exists "watchlist_names_key_trgm";`);
    await this.execute(`drop index if exists "watchlist_names_skeleton_key_trgm";`);
    // Skeletons now live per token in the dictionary.
    await this.execute(`alter table "watchlist_names" drop column if exists "skeleton_key";`);

    // Names of every stored version (active or still importing), page by page in id order.
    const executor = (this.ctx ?? this.getEntityManager().getConnection().getClient()) as Pick<Kysely<unknown>, 'executeQuery'>;
    const run: TokenIndexRunner = async (sql, params) =>
      (await executor.executeQuery(CompiledQuery.raw(sql, params))).rows as Record<string, unknown>[];
    for (let after = '0'; ;) {
      const rows = await run(
        `select id, watchlist_id, version, key from watchlist_names where id > $1::bigint order by id limit ${BACKFILL_PAGE}`,
        [after],
      );
      if (rows.length === 0) break;
      const byVersion = new Map<string, { watchlistId: string; version: number; names: { id: string; key: string }[] }>();
      for (const row of rows) {
        const at = `${row.watchlist_id as string}:${row.version as number}`;
        let group = byVersion.get(at);
        if (!group) byVersion.set(at, (group = { watchlistId: row.watchlist_id as string, version: row.version as number, names: [] }));
        group.names.push({ id: String(row.id), key: row.key as string });
      }
      for (const group of byVersion.values()) await indexNames(run, group.watchlistId, group.version, group.names);
      after = String(rows[rows.length - 1].id);
    }
  }

  override async down(): Promise<void> {
    await this.execute(`drop table if exists "watchlist_name_tokens" cascade;`);
    await this.execute(`drop table if exists "watchlist_tokens" cascade;`);
    await this.execute(`create index "watchlist_names_key_trgm" on "watchlist_names" using gin ("key" gin_trgm_ops);`);
    // The skeletons of names stored meanwhile are not recomputed: they come back empty.
    await this.execute(`alter table "watchlist_names" add column "skeleton_key" text not null default '';`);
    await this.execute(`alter table "watchlist_names" alter column "skeleton_key" drop default;`);
    await this.execute(`create index "watchlist_names_skeleton_key_trgm" on "watchlist_names" using gin ("skeleton_key" gin_trgm_ops);`);
  }
}
