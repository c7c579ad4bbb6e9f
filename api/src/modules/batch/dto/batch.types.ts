import { IsString, MaxLength, MinLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AssessmentStatus, ReviewStatus } from '../../kernel/assessment.enums.js';

@InputType({ description: 'A CSV file as text, in the template columns.' })
export class UploadBatchInput {
  @Field(() => String, {
    description:
      'The CSV text: a header naming the template columns (any order): the CreateAssessmentInput answers but financials (alternativeContacts and keyPeople may be left out), then the optional columns of the latest fiscal year: currency, paymentTermsDays, requestedLimit, fiscalYearEnd and one per FinancialStatementInput figure (revenue … totalDebt). Then 1 to 50,000 rows. At most 10 MB, 64 columns and 65,536 characters a row. Booleans read true/false/yes/no/1/0 in any case; answers yes/no/unknown; tradingYears <2, 2-3, 3-5 or >5. A row with no financial column filled has no statements; one with any filled is validated like FinancialsInput with that one statement (figures plain decimals, no thousands separators; dates YYYY-MM-DD), its error naming the column (totalAssets: …).',
  })
  @IsString({ message: 'csvContent must be the CSV text' })
  csvContent!: string;

  @Field(() => String, { description: 'The file name to show in the upload history, trimmed; 1 to 255 characters.' })
  @IsString({ message: 'fileName is required' })
  @MinLength(1, { message: 'fileName is required' })
  @MaxLength(255, { message: 'fileName is too long' })
  fileName!: string;
}

@ObjectType({ description: 'A stored and queued CSV upload; workers process its rows in chunks of 500.' })
export class UploadBatchResult {
  @Field(() => ID, { description: 'The batch id: follow its progress with batch(id).' }) batchId!: string;
  @Field(() => Int, { description: 'Data rows in the file (the header not counted).' }) totalRows!: number;
}

@ObjectType({ description: 'An assessment a CSV row became.' })
export class BatchAssessmentType {
  @Field(() => Int, { description: 'Spreadsheet row number (the header is row 1).' }) row!: number;
  @Field(() => ID, { description: 'The assessment (open it at /assessment/{id}).' }) assessmentId!: string;
  @Field(() => String, { description: 'The company, as the row named it.' }) companyName!: string;
  @Field(() => AssessmentStatus, { description: 'Its decision.' }) status!: AssessmentStatus;
  @Field(() => ReviewStatus, { description: 'Whether it waits for a four-eyes review.' }) reviewStatus!: ReviewStatus;
}

@ObjectType({ description: 'A CSV row that could not become an assessment.' })
export class BatchRowErrorType {
  @Field(() => Int, { description: 'Spreadsheet row number (the header is row 1).' }) row!: number;
  @Field(() => String, { description: 'Why the row was refused: each failing field\'s message, joined with "; ".' }) error!: string;
}
