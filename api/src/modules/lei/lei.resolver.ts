import { Arg, Authorized, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ApiScope } from '../../core/api-scope.js';
import { badInput } from '../../core/errors.js';
import { Role } from '../../core/principal.js';
import { sqlOf } from '../../core/sql.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CSV_UPLOAD_COST, listCost } from '../../graphql/limits.js';
import { Upload, uploadChunks, type PendingUpload } from '../../graphql/upload.js';
import { importLeiRegisterCommand, type LeiUploadedFile } from './commands/import-lei-register.command.js';
import { LeiImportResult, LeiRecord, LeiRegisterState } from './dto/lei.types.js';
import { searchCost } from './lei-cost.js';
import { leiRecordQuery, searchLeiQuery } from './lei-queries.js';
import { leiRegisterState, MAX_VERSIONS_LISTED } from './lei-register.queries.js';
import type { LeiSurfaceDeps } from './lei.ports.js';

type Context = GraphQLContext<LeiSurfaceDeps>;

@Resolver()
export class LeiResolver {
  @Authorized()
  @Query(() => LeiRecord, {
    nullable: true,
    description:
      'The LEI register record of one LEI (spaces dropped, upper-cased; ISO 17442 check digits verified before any lookup), with its parents; null when it is not in the active version or no version is active. Errors: UNAUTHENTICATED, BAD_USER_INPUT (field lei).',
  })
  leiRecord(@Arg('lei', () => String, { description: 'The LEI, 20 letters and digits.' }) lei: string, @Ctx() ctx: Context) {
    return leiRecordQuery(sqlOf(ctx.em), lei);
  }

  @Authorized()
  @Query(() => [LeiRecord], {
    description:
      'Records of the active LEI register whose legal name holds every word of `name` as the screening normaliser reads it (transliterated, lower-cased, legal forms and titles out): the exact name first, then shorter names. Errors: UNAUTHENTICATED, BAD_USER_INPUT (fields name: 1 to 200 characters; first: 1 to 20).',
    complexity: searchCost,
  })
  searchLeiRegister(
    @Arg('name', () => String, { description: 'The name to search, 1 to 200 characters.' }) name: string,
    @Arg('first', () => Int, { nullable: true, description: 'How many records at most, 1 to 20; default 20.' }) first: number | null,
    @Ctx() ctx: Context,
  ) {
    return searchLeiQuery(sqlOf(ctx.em), name, first);
  }

  @Authorized()
  @Query(() => LeiRegisterState, {
    description: 'The LEI register: its active version and the latest imports with their progress. Errors: UNAUTHENTICATED.',
    complexity: listCost(MAX_VERSIONS_LISTED + 1),
  })
  leiRegister(@Ctx() ctx: Context) {
    return leiRegisterState(sqlOf(ctx.em));
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Authorized(Role.ADMIN)
  @Mutation(() => LeiImportResult, {
    description:
      'Starts a new version of the LEI register from GLEIF golden copy files: LEI-CDF Level 1 (required) and Level 2 relationship records (optional), CSV or zipped CSV, either uploaded as a GraphQL multipart request (send the apollo-require-preflight header; up to 2 GB each) or fetched by a worker from public http(s) URLs through the safe fetcher. The active version stays in use until the import completes; follow it with leiRegister. One per document (cost 1,500). Errors: UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT (fields level1, level2, level1Url, level2Url), PAYLOAD_TOO_LARGE.',
    complexity: CSV_UPLOAD_COST,
  })
  importLeiRegister(
    @Arg('level1', () => Upload, { nullable: true, description: 'The Level 1 file (LEI-CDF CSV, or a zip holding it).' })
    level1: PendingUpload | null,
    @Arg('level2', () => Upload, {
      nullable: true,
      description: 'The Level 2 relationship records file (RR-CDF CSV, or a zip holding it).',
    })
    level2: PendingUpload | null,
    @Arg('level1Url', () => String, { nullable: true, description: 'Instead of the level1 file: its public http(s) URL.' })
    level1Url: string | null,
    @Arg('level2Url', () => String, { nullable: true, description: 'With level1Url: the public http(s) URL of the Level 2 file.' })
    level2Url: string | null,
    @Ctx() ctx: Context,
  ): Promise<LeiImportResult> {
    const actor = requireUser(ctx);
    const options = { allowLoopback: ctx.services.config.ALLOW_LOOPBACK_URLS };
    if (level1 || level2) {
      if (level1Url || level2Url) throw badInput('Send files or URLs, not both', level1Url ? 'level1Url' : 'level2Url');
      const files = (function* (): Generator<LeiUploadedFile> {
        if (level1) yield { part: 'level1', content: uploadChunks(level1, 'level1') };
        if (level2) yield { part: 'level2', content: uploadChunks(level2, 'level2') };
      })();
      return importLeiRegisterCommand(ctx.em, ctx.services.queue, actor, { files }, options);
    }
    return importLeiRegisterCommand(ctx.em, ctx.services.queue, actor, { level1Url, level2Url }, options);
  }
}
