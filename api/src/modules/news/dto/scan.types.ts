import { Field, ObjectType } from 'type-graphql';

export const RISK_CATEGORIES = ['fraud', 'sanctions', 'litigation', 'insolvency', 'corruption', 'regulatory', 'environmental'] as const;

@ObjectType({ description: 'A news article found by a scan, with its adverse-media classification.' })
export class ScannedArticle {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) source!: string | null;
  @Field(() => String, { nullable: true, description: 'Publication date as the feed gave it (ISO when it could be read).' }) date!: string | null;
  @Field(() => String) link!: string;
  @Field(() => Boolean) negative!: boolean;
  @Field(() => [String], { description: 'fraud, sanctions, litigation, insolvency, corruption, regulatory, environmental or other.' }) categories!: string[];
  @Field(() => String, { description: 'The words or the model reasoning that flagged it.' }) evidence!: string;
}
