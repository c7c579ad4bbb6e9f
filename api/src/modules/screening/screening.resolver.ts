import { Arg, Authorized, Ctx, Float, ID, Mutation, Query, Resolver, Extensions } from 'type-graphql';
import { ApiScope } from '../../core/api-scope.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ScreeningSurfaceDeps } from './screening.ports.js';
import { CSV_UPLOAD_COST, listCost } from '../../graphql/limits.js';
import { Upload, uploadChunks, type PendingUpload } from '../../graphql/upload.js';
import { Role } from '../../core/principal.js';
import { importWatchlistCommand, importWatchlistTextCommand } from './commands/import-watchlist.command.js';
import { ScreeningSearchResult } from './dto/screening.types.js';
import {
  ALLOW_SHRINK_DESCRIPTION,
  ImportWatchlistInput,
  ImportWatchlistResult,
  MAX_WATCHLIST_FILE_BYTES,
  WatchlistNameInput,
} from './dto/watchlist.types.js';
import { parseInput } from '../../core/validation.js';
import { MAX_WATCHLISTS_LISTED } from './watchlist.service.js';
import { screenCommand } from './commands/screen.command.js';
import { searchCost } from './screening-cost.js';
import { Watchlist, WatchlistFileFormat } from './watchlist.entity.js';

type Context = GraphQLContext<ScreeningSurfaceDeps>;

@Resolver(() => Watchlist)
export class ScreeningResolver {
  @Authorized(Role.ADMIN)
  @Query(() => [Watchlist], {
    description: 'Every list, by name, with its version in use and the state of its latest import. Errors: UNAUTHENTICATED, FORBIDDEN.',
    complexity: listCost(MAX_WATCHLISTS_LISTED),
  })
  watchlists(@Ctx() ctx: Context): Promise<Watchlist[]> {
    return ctx.services.watchlists.list(ctx.em);
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Authorized(Role.ADMIN)
  @Mutation(() => ImportWatchlistResult, {
    description:
      'Stores a list file sent as text and queues its import on the workers; an existing name gets a new version that replaces the old one when complete. One per document (cost 1,500). Errors: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT (fields name, format, content), PAYLOAD_TOO_LARGE (field content: over 64 MB).',
    complexity: CSV_UPLOAD_COST,
  })
  importWatchlist(
    @Arg('input', () => ImportWatchlistInput, { description: 'The list name, format and file text.' }) input: ImportWatchlistInput,
    @Ctx() ctx: Context,
  ): Promise<ImportWatchlistResult> {
    return importWatchlistTextCommand(ctx.em, ctx.services.queue, requireUser(ctx), input);
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Authorized(Role.ADMIN)
  @Mutation(() => ImportWatchlistResult, {
    description:
      'Like importWatchlist, for files sent as a GraphQL multipart request (send the apollo-require-preflight header), up to 1 GB; streamed into the database. One per document (cost 1,500). Errors: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT (fields name, format, file, altFile), PAYLOAD_TOO_LARGE (over 1 GB).',
    complexity: CSV_UPLOAD_COST,
  })
  async importWatchlistFile(
    @Arg('name', () => String, { description: 'The list name, 1 to 100 characters.' }) name: string,
    @Arg('format', () => WatchlistFileFormat, { description: 'The file format.' }) format: WatchlistFileFormat,
    @Arg('file', () => Upload, { description: 'The list file (UTF-8).' }) file: PendingUpload,
    @Arg('altFile', () => Upload, { nullable: true, description: "For ofac_sdn_csv: OFAC's alt.csv." }) altFile: PendingUpload | null,
    @Arg('allowShrink', () => Boolean, { nullable: true, description: ALLOW_SHRINK_DESCRIPTION }) allowShrink: boolean | null,
    @Ctx() ctx: Context,
  ): Promise<ImportWatchlistResult> {
    const user = requireUser(ctx);
    // The name is validated like the text form's, before a byte of the file is stored.
    const { name: checked } = await parseInput(WatchlistNameInput, { name });
    return importWatchlistCommand(
      ctx.em,
      ctx.services.queue,
      user,
      {
        name: checked,
        format,
        content: uploadChunks(file, 'file'),
        altContent: altFile ? uploadChunks(altFile, 'altFile') : null,
        allowShrink,
      },
      MAX_WATCHLIST_FILE_BYTES,
    );
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, {
    description: 'Deletes a list with all its versions; screening stops using it at once. Errors: UNAUTHENTICATED, FORBIDDEN, NOT_FOUND.',
  })
  async deleteWatchlist(@Arg('id', () => ID, { description: 'The list id.' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.watchlists.delete(ctx.em, requireUser(ctx), id);
    return true;
  }

  @Extensions({ apiScope: ApiScope.SCREEN })
  @Authorized()
  @Query(() => ScreeningSearchResult, {
    description:
      'Screens one name against the active version of every list (cost 75). Errors: UNAUTHENTICATED, BAD_USER_INPUT (fields name: 1 to 200 characters with something to screen — not blank, punctuation or titles only; country: at most 100; schema; minScore: 0.5 to 1), TOO_MANY_REQUESTS (SCREENING_USER_CONCURRENCY screening calls of the user already running, or screening busy; extensions.retryAfter in seconds), GATEWAY_TIMEOUT (screening ran out of time).',
    complexity: searchCost,
  })
  screen(
    @Arg('name', () => String, { description: 'The name to screen, 1 to 200 characters.' }) name: string,
    @Arg('country', () => String, { nullable: true, description: 'A country as an ISO code or an English name; raises or lowers scores.' })
    country: string | null,
    @Arg('schema', () => String, {
      nullable: true,
      description: 'Only entities of this kind: Company, Organization, LegalEntity, Person or Vessel.',
    })
    schema: string | null,
    @Arg('minScore', () => Float, {
      nullable: true,
      description: 'The lowest score to return, 0.5 to 1; default the match threshold (0.84). Lower shows near misses.',
    })
    minScore: number | null,
    @Ctx() ctx: Context,
  ): Promise<ScreeningSearchResult> {
    return screenCommand(ctx.em, ctx.services.screening, { name, country, schema, minScore });
  }
}
