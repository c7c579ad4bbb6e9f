import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DomainError } from '../../core/errors.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { MAX_CSV_BYTES } from './batch-csv.js';
import { sortedErrors } from './batch.presenter.js';
import { BatchUpload } from './batch-upload.entity.js';
import { BatchRowErrorType, UploadBatchInput, UploadBatchResult } from './dto/batch.types.js';

async function readText(upload: Promise<FileUpload>): Promise<{ text: string; fileName: string }> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.createReadStream()) {
    size += (chunk as Buffer).length;
    if (size > MAX_CSV_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', `The CSV file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB`, 'file');
    chunks.push(chunk as Buffer);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), fileName: file.filename };
}

@Authorized()
@Resolver(() => BatchUpload)
export class BatchResolver {
  @Mutation(() => UploadBatchResult, { description: 'Queues a CSV (as text) for processing. Errors: BAD_USER_INPUT, PAYLOAD_TOO_LARGE.' })
  uploadBatch(@Arg('input', () => UploadBatchInput) input: UploadBatchInput, @Ctx() ctx: GraphQLContext): Promise<UploadBatchResult> {
    return ctx.services.batches.upload(requireUser(ctx), input);
  }

  @Mutation(() => UploadBatchResult, {
    description: 'Queues a CSV file sent as a multipart upload (send the apollo-require-preflight header). Errors: BAD_USER_INPUT, PAYLOAD_TOO_LARGE.',
  })
  async uploadBatchFile(@Arg('file', () => GraphQLUpload) file: Promise<FileUpload>, @Ctx() ctx: GraphQLContext): Promise<UploadBatchResult> {
    const user = requireUser(ctx);
    const { text, fileName } = await readText(file);
    return ctx.services.batches.upload(user, { csvContent: text, fileName });
  }

  @Query(() => [BatchUpload], { description: 'The team’s 50 most recent uploads, newest first.' })
  batches(@Ctx() ctx: GraphQLContext): Promise<BatchUpload[]> {
    return ctx.services.batches.list();
  }

  @Query(() => BatchUpload, { description: 'Errors: NOT_FOUND.' })
  batch(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<BatchUpload> {
    return ctx.services.batches.get(id);
  }

  @FieldResolver(() => [BatchRowErrorType], { description: 'Rows that failed, in row order (the first 1000 are kept; failedRows is exact).' })
  errors(@Root() batch: BatchUpload): BatchRowErrorType[] {
    return sortedErrors(batch);
  }
}
