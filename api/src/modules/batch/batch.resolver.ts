import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { badInput, DomainError } from '../../core/errors.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CSV_UPLOAD_COST, listCost } from '../../graphql/limits.js';
import { MAX_CSV_BYTES } from './batch-csv.js';
import { sortedErrors } from './batch.presenter.js';
import { BatchUpload } from './batch-upload.entity.js';
import { BatchRowErrorType, UploadBatchInput, UploadBatchResult } from './dto/batch.types.js';

interface PendingUpload {
  promise: Promise<FileUpload>;
}

/**
 * graphql-upload's `Upload` scalar with its file promise wrapped in an object: TypeGraphQL awaits
 * promise arguments before the resolver runs, where a broken multipart part would surface as a
 * server error instead of the caller's BAD_USER_INPUT.
 */
const Upload = new GraphQLScalarType<PendingUpload>({
  name: GraphQLUpload.name,
  description: GraphQLUpload.description,
  serialize: GraphQLUpload.serialize,
  // Always throws: a file can only arrive as a variable of a multipart request.
  parseLiteral: (ast, variables) => GraphQLUpload.parseLiteral(ast, variables) as unknown as PendingUpload,
  parseValue(value): PendingUpload {
    const promise = GraphQLUpload.parseValue(value) as Promise<FileUpload>;
    // Handled in readText; marked here so an early rejection is not an unhandled one.
    promise.catch(() => undefined);
    return { promise };
  },
});

/** The uploaded file as text. PAYLOAD_TOO_LARGE; BAD_USER_INPUT when the multipart part is malformed. */
async function readText(upload: PendingUpload): Promise<{ text: string; fileName: string }> {
  const chunks: Buffer[] = [];
  try {
    const file = await upload.promise;
    let size = 0;
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_CSV_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', `The CSV file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB`, 'file');
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
  @Mutation(() => UploadBatchResult, { description: 'Queues a CSV (as text) for processing. Errors: BAD_USER_INPUT, PAYLOAD_TOO_LARGE.', complexity: CSV_UPLOAD_COST })
  uploadBatch(@Arg('input', () => UploadBatchInput) input: UploadBatchInput, @Ctx() ctx: GraphQLContext): Promise<UploadBatchResult> {
    return ctx.services.batches.upload(requireUser(ctx), input);
  }

  @Mutation(() => UploadBatchResult, {
    description: 'Queues a CSV file sent as a multipart upload (send the apollo-require-preflight header). Errors: BAD_USER_INPUT, PAYLOAD_TOO_LARGE.',
    complexity: CSV_UPLOAD_COST,
  })
  async uploadBatchFile(@Arg('file', () => Upload) file: PendingUpload, @Ctx() ctx: GraphQLContext): Promise<UploadBatchResult> {
    const user = requireUser(ctx);
    const { text, fileName } = await readText(file);
    return ctx.services.batches.upload(user, { csvContent: text, fileName });
  }

  @Query(() => [BatchUpload], { description: 'The team’s 50 most recent uploads, newest first.', complexity: listCost(50) })
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
