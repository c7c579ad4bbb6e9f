import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { badInput, DomainError } from '../core/errors.js';

export interface PendingUpload {
  promise: Promise<FileUpload>;
}

/**
 * graphql-upload's `Upload` scalar with its file promise wrapped in an object: TypeGraphQL awaits
 * promise arguments before the resolver runs, where a broken multipart part would surface as a
 * server error instead of the caller's BAD_USER_INPUT.
 */
export const Upload = new GraphQLScalarType<PendingUpload>({
  name: GraphQLUpload.name,
  description: GraphQLUpload.description,
  serialize: GraphQLUpload.serialize,
  // Always throws: a file can only arrive as a variable of a multipart request.
  parseLiteral: (ast, variables) => GraphQLUpload.parseLiteral(ast, variables) as unknown as PendingUpload,
  parseValue(value): PendingUpload {
    const promise = GraphQLUpload.parseValue(value);
    // Handled by the resolver reading it; marked here so an early rejection is not an unhandled one.
    promise.catch(() => undefined);
    return { promise };
  },
});

/**
 * The uploaded file as a stream of chunks; a multipart part that breaks (bad headers, a cut-off
 * body) is the caller's fault: BAD_USER_INPUT naming `field`, wherever it breaks.
 */
export async function* uploadChunks(upload: PendingUpload, field: string): AsyncGenerator<Buffer> {
  const unreadable = () => badInput('The uploaded file could not be read', field);
  let file: FileUpload;
  try {
    file = await upload.promise;
  } catch {
    throw unreadable();
  }
  const stream = file.createReadStream();
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable();
  } finally {
    stream.destroy();
  }
}
