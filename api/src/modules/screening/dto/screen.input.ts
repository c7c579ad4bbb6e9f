import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { MatchSchema } from '../matching/score-match.js';

export const SCREEN_SCHEMAS: readonly MatchSchema[] = ['Company', 'Organization', 'LegalEntity', 'Person', 'Vessel'];

/** A screening search (REST body, GraphQL arguments). */
export class ScreenInput {
  @IsString({ message: 'name is required' })
  @MinLength(1, { message: 'name is required' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name!: string;

  @IsOptional()
  @IsString({ message: 'country must be text' })
  @MaxLength(100, { message: 'country must be at most 100 characters' })
  country?: string | null;

  @IsOptional()
  @IsIn(SCREEN_SCHEMAS, { message: `schema must be one of ${SCREEN_SCHEMAS.join(', ')}` })
  schema?: MatchSchema | null;
}
