import { Field, Float, ObjectType } from 'type-graphql';
import { ScreenedListType } from './assessment-screening.types.js';

@ObjectType({ description: 'A list entity that matched a screened name at or above the score the search asked for.' })
export class ScreeningSearchHit {
  @Field(() => String, { description: "The entity's id in its list (OpenSanctions/FtM id, OFAC ent_num)." }) entityId!: string;
  @Field(() => String, { description: "The entity's main name in the list." }) caption!: string;
  @Field(() => String, { description: 'The name of the entity (caption or alias) that matched best.' }) matchedName!: string;
  @Field(() => Float, {
    description:
      'Match score from 0 to 1 (README: Screening); a match from the match threshold (0.84) on, below it a near miss the search asked for with minScore.',
  })
  score!: number;
  @Field(() => String, { description: 'The list the entity is on.' }) listName!: string;
  @Field(() => String, { description: 'FollowTheMoney schema: Company, Organization, LegalEntity, Person or Vessel.' }) schema!: string;
  @Field(() => [String], { description: 'ISO 3166-1 alpha-2 codes (lower case) the list gives for the entity.' }) countries!: string[];
  @Field(() => [String], { description: 'Topics the list gives (e.g. sanction, crime, role.pep).' }) topics!: string[];
  @Field(() => [String], { description: 'Why it matched, in sentences: aligned name tokens, legal form and country agreement.' })
  explanation!: string[];
}

@ObjectType({ description: 'The hits of one screening search, best first, and the lists searched.' })
export class ScreeningSearchResult {
  @Field(() => [ScreeningSearchHit], { description: 'Hits at or above minScore, best first; at most 50.' })
  hits!: ScreeningSearchHit[];

  @Field(() => Float, { description: 'The lowest score returned: the match threshold (0.84) unless the search asked lower.' })
  minScore!: number;

  @Field(() => [ScreenedListType], {
    description:
      'The list versions searched. Empty when no list is loaded: then no hit means nothing was checked, not that the name is clear.',
  })
  lists!: ScreenedListType[];
}
