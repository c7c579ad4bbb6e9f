import { IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { isSearchableName } from '../matching/normalize-name.js';
import type { MatchSchema } from '../matching/score-match.js';

/**
 * The lowest score a search may ask for: below it, names share a word or two and little else, and a
 * search would return noise. Assessments always screen at MATCH_THRESHOLD.
 */
export const MIN_SEARCH_SCORE = 0.5;

export const SCREEN_SCHEMAS: readonly MatchSchema[] = ['Company', 'Organization', 'LegalEntity', 'Person', 'Vessel'];

/** A screening search (REST body, GraphQL arguments). */
export class ScreenInput {
  @IsString({ message: 'name is required' })
  @MinLength(1, { message: 'name is required' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  @ValidateBy({
    name: 'searchable',
    validator: {
      validate: (v) => typeof v !== 'string' || isSearchableName(v),
      defaultMessage: () => 'name has nothing to screen: it is blank, or only punctuation or titles',
    },
  })
  name!: string;

  @IsOptional()
  @IsString({ message: 'country must be text' })
  @MaxLength(100, { message: 'country must be at most 100 characters' })
  country?: string | null;

  @IsOptional()
  @IsIn(SCREEN_SCHEMAS, { message: `schema must be one of ${SCREEN_SCHEMAS.join(', ')}` })
  schema?: MatchSchema | null;

  /**
   * The lowest score returned (default MATCH_THRESHOLD, 0.84): lower, a search also shows the near misses an
   * analyst investigating a name wants to see, each with its explanation.
   */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'minScore must be a number' })
  @Min(MIN_SEARCH_SCORE, { message: `minScore must be between ${MIN_SEARCH_SCORE} and 1` })
  @Max(1, { message: `minScore must be between ${MIN_SEARCH_SCORE} and 1` })
  minScore?: number | null;
}
