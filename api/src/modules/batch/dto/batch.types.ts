import { IsString, MaxLength, MinLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'A CSV file as text, in the template columns.' })
export class UploadBatchInput {
  @Field(() => String)
  @IsString({ message: 'csvContent must be the CSV text' })
  csvContent!: string;

  @Field(() => String)
  @IsString({ message: 'fileName is required' })
  @MinLength(1, { message: 'fileName is required' })
  @MaxLength(255, { message: 'fileName is too long' })
  fileName!: string;
}

@ObjectType()
export class UploadBatchResult {
  @Field(() => ID) batchId!: string;
  @Field(() => Int) totalRows!: number;
}

@ObjectType({ description: 'A CSV row that could not become an assessment.' })
export class BatchRowErrorType {
  @Field(() => Int, { description: 'Spreadsheet row number (the header is row 1).' }) row!: number;
  @Field(() => String) error!: string;
}
