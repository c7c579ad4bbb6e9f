import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Extensions } from 'type-graphql';
import { ApiScope } from '../../core/api-scope.js';
import { badInput, DomainError } from '../../core/errors.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { BatchSurfaceDeps } from './batch.ports.js';
import { Upload, type PendingUpload } from '../../graphql/upload.js';
import { CSV_UPLOAD_COST, limitedListCost, listCost } from '../../graphql/limits.js';
import { MAX_CSV_BYTES } from './batch-csv.js';
import { batchAssessmentsPage } from './batch-assessments.js';
import { batchAssessment, sortedErrors } from './batch.presenter.js';
import { BatchUpload } from './batch-upload.entity.js';
import { uploadBatchCommand } from './commands/upload-batch.command.js';
import { BatchAssessmentsArgs, DEFAULT_BATCH_PAGE, MAX_BATCH_PAGE } from './dto/batch-assessments.args.js';
import { BatchAssessmentType, BatchRowErrorType, UploadBatchInput, UploadBatchResult } from './dto/batch.types.js';

type Context = GraphQLContext<BatchSurfaceDeps>;

/** The uploaded file as text. PAYLOAD_TOO_LARGE; BAD_USER_INPUT when the multipart part is malformed. */
async function readText(upload: PendingUpload): Promise<{ text: string; fileName: string }> {
  const chunks: Buffer[] = [];
  try {
    const file = await upload.promise;
    let size = 0;
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_CSV_BYTES)
        throw new DomainError('PAYLOAD_TOO_LARGE', `The CSV file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB`, 'file');
      chunks.push(chunk as Buffer);
    }
    return { text: Buffer.concat(chunks).toString('utf8'), fileName: file.filename };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // busboy and graphql-upload reject broken parts (bad headers, cut-off bodies): the caller's fault.
    throw badInput('The uploaded file could not be read', 'file');
  }
}

@Authorized()
@Resolver(() => BatchUpload)
export class BatchResolver {
  @Extensions({ apiScope: ApiScope.ASSESS })
  @Mutation(() => UploadBatchResult, {
    description:
      'Stores a CSV sent as text and queues its rows: each valid row becomes an assessment of the uploader, each invalid one a row error of the batch (see batch). One per document (parsing a CSV costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, BAD_USER_INPUT (field csvContent: empty, unreadable, missing template columns, more than 50,000 rows, 64 columns or 65,536 characters in a row; field fileName), PAYLOAD_TOO_LARGE (field csvContent: over 10 MB).',
    complexity: CSV_UPLOAD_COST,
  })
  uploadBatch(
    @Arg('input', () => UploadBatchInput, { description: 'The file name and the CSV text.' }) input: UploadBatchInput,
    @Ctx() ctx: Context,
  ): Promise<UploadBatchResult> {
    return uploadBatchCommand(ctx.em, ctx.services.queue, ctx.services.screening, requireUser(ctx), input);
  }

  @Extensions({ apiScope: ApiScope.ASSESS })
  @Mutation(() => UploadBatchResult, {
    description:
      'Like uploadBatch, for a CSV file sent as a GraphQL multipart request (send the apollo-require-preflight header); the file name comes from the upload. One per document (parsing a CSV costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED (also before the body is read, when there is no valid token), BAD_USER_INPUT (field file: the part could not be read; field csvContent or fileName as in uploadBatch), PAYLOAD_TOO_LARGE (field file: over 10 MB).',
    complexity: CSV_UPLOAD_COST,
  })
  async uploadBatchFile(
    @Arg('file', () => Upload, { description: 'The CSV file (UTF-8), at most 10 MB, in the template columns.' }) file: PendingUpload,
    @Ctx() ctx: Context,
  ): Promise<UploadBatchResult> {
    const user = requireUser(ctx);
    const { text, fileName } = await readText(file);
    return uploadBatchCommand(ctx.em, ctx.services.queue, ctx.services.screening, user, { csvContent: text, fileName });
  }

  @Query(() => [BatchUpload], {
    description: 'The team’s 50 most recent uploads, newest first. Errors: UNAUTHENTICATED.',
    complexity: listCost(50),
  })
  batches(@Ctx() ctx: Context): Promise<BatchUpload[]> {
    return ctx.services.batches.list(ctx.em);
  }

  @Query(() => BatchUpload, { description: 'One upload with its progress and row errors. Errors: UNAUTHENTICATED, NOT_FOUND.' })
  batch(
    @Arg('id', () => ID, { description: 'The batch id (batchId of the upload).' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<BatchUpload> {
    return ctx.services.batches.get(ctx.em, id);
  }

  @FieldResolver(() => [BatchRowErrorType], {
    description:
      'Rows that failed, in row order. Recording stops once 1,000 are kept (chunks of 500 rows finish in any order, so up to 1,499, not always the lowest rows); failedRows stays exact.',
  })
  errors(@Root() batch: BatchUpload): BatchRowErrorType[] {
    return sortedErrors(batch);
  }

  @FieldResolver(() => [BatchAssessmentType], {
    description:
      'The assessments its rows became, in row order: `limit` of them (1–200, default 50) after row `afterRow`. Errors: BAD_USER_INPUT (field limit or afterRow, outside its range).',
    complexity: limitedListCost(MAX_BATCH_PAGE, DEFAULT_BATCH_PAGE),
  })
  async assessments(
    @Root() batch: BatchUpload,
    @Ctx() ctx: Context,
    @Args(() => BatchAssessmentsArgs) args: BatchAssessmentsArgs,
  ): Promise<BatchAssessmentType[]> {
    return (await batchAssessmentsPage(ctx.em, ctx.services.assessments, batch.id, args)).map(batchAssessment);
  }
}
