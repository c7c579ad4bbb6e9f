import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { isSearchableName } from '../matching/normalize-name.js';
import type { MatchSchema } from '../matching/score-match.js';

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
}
