import { Field, ObjectType } from 'type-graphql';

export const RISK_CATEGORIES = ['fraud', 'sanctions', 'litigation', 'insolvency', 'corruption', 'regulatory', 'environmental'] as const;

@ObjectType({ description: 'A news article found by a scan, with its adverse-media classification.' })
export class ScannedArticle {
  @Field(() => String, { description: 'The headline, as the feed gave it.' }) title!: string;
  @Field(() => String, { nullable: true, description: 'The publisher named by the feed; null when none.' }) source!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Publication date: an ISO 8601 date-time (UTC) when it could be read, else the feed text; null when the feed gave none.',
  })
  date!: string | null;
  @Field(() => String, { description: 'The article URL, as the feed gave it (not fetched).' }) link!: string;
  @Field(() => Boolean, { description: 'Whether the article reads as adverse media about the company.' }) negative!: boolean;
  @Field(() => [String], {
    description:
      'Risk categories found: fraud, sanctions, litigation, insolvency, corruption, regulatory, environmental, or other (negative tone without a category); with a model, the labels it gave. Offline, empty when not negative.',
  })
  categories!: string[];
  @Field(() => String, { description: 'The words or the model reasoning that flagged it.' }) evidence!: string;
}
