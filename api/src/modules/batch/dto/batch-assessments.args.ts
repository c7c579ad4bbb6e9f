import { IsInt, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';

export const DEFAULT_BATCH_PAGE = 50;
export const MAX_BATCH_PAGE = 200;
/** The largest spreadsheet row PostgreSQL's integer column can hold. */
const LAST_ROW = 2 ** 31 - 1;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_BATCH_PAGE}`;
const AFTER_ROW_MESSAGE = `afterRow must be a whole number from 0 to ${LAST_ROW}`;

/** A page of the assessments a batch's rows became (GraphQL arguments, REST query). */
@ArgsType()
export class BatchAssessmentsArgs {
  @Field(() => Int, {
    defaultValue: DEFAULT_BATCH_PAGE,
    description: `How many, 1–${MAX_BATCH_PAGE} (default ${DEFAULT_BATCH_PAGE}); BAD_USER_INPUT (field limit) otherwise.`,
  })
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_BATCH_PAGE, { message: LIMIT_MESSAGE })
  limit: number = DEFAULT_BATCH_PAGE;

  @Field(() => Int, {
    defaultValue: 0,
    description:
      'Only rows after this spreadsheet row (the last row of the previous page), 0 or more (default 0); BAD_USER_INPUT (field afterRow) when negative.',
  })
  @IsInt({ message: AFTER_ROW_MESSAGE })
  @Min(0, { message: AFTER_ROW_MESSAGE })
  @Max(LAST_ROW, { message: AFTER_ROW_MESSAGE })
  afterRow: number = 0;
}

/**
 * The REST query's limit and afterRow as BatchAssessmentsArgs reads them: left out when absent or
 * empty (the default applies), digits as their number, anything else (`1e3`, `Infinity`, a
 * repeated parameter) as sent, for the validation to refuse naming it.
 */
export function batchPageOfQuery(query: Record<string, unknown>): Record<string, unknown> {
  const page: Record<string, unknown> = {};
  for (const name of ['limit', 'afterRow'] as const) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    page[name] = typeof value === 'string' && /^-?\d{1,20}$/.test(value) ? Number(value) : value;
  }
  return page;
}
