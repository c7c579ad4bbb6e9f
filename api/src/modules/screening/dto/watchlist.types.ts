import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { WatchlistFileFormat } from '../watchlist.entity.js';

/** Lists sent as JSON text; larger files go as a GraphQL multipart upload (MAX_WATCHLIST_FILE_BYTES). */
export const MAX_WATCHLIST_TEXT_BYTES = 64 * 1024 * 1024;
/** A multipart list file: room for OpenSanctions' targets.simple.csv and a large FtM extract. */
export const MAX_WATCHLIST_FILE_BYTES = 1024 * 1024 * 1024;

/** The confirmation a new version needs when it would remove much of its list. */
export const ALLOW_SHRINK_DESCRIPTION =
  'Confirms that this version may remove more of the list than WATCHLIST_MAX_SHRINK (50 % by default) of the entities of the version in use; without it such an import fails and the version in use stays. Default false.';

/**
 * The name rule of every import, text or file; applied like stacked decorators (bottom-up), so
 * "is required" wins over "too long" when both fail.
 */
function watchlistNameRules(): PropertyDecorator {
  const rules = [
    MaxLength(100, { message: 'name must be at most 100 characters' }),
    MinLength(1, { message: 'name is required' }),
    IsString({ message: 'name is required' }),
  ];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** The name of a file import (its other arguments are typed by the schema). */
export class WatchlistNameInput {
  @watchlistNameRules()
  name!: string;
}

@InputType({ description: 'A list file as text.' })
export class ImportWatchlistInput {
  @Field(() => String, {
    description:
      'The list name, trimmed; 1 to 100 characters. An existing name (case-insensitive) gets a new version that replaces the old one when complete.',
  })
  @watchlistNameRules()
  name!: string;

  @Field(() => WatchlistFileFormat, { description: 'The file format.' })
  @IsEnum(WatchlistFileFormat, { message: 'format must be one of ftm, opensanctions_csv, ofac_sdn_csv' })
  format!: WatchlistFileFormat;

  @Field(() => String, {
    description:
      'The file as UTF-8 text: at most 64 MB over REST, and GraphQL request bodies stop at 20 MB; send larger files with importWatchlistFile.',
  })
  @IsString({ message: 'content is required' })
  @MinLength(1, { message: 'content is required' })
  content!: string;

  @Field(() => String, { nullable: true, description: "For ofac_sdn_csv: OFAC's alt.csv (aliases), as text; ignored for other formats." })
  @IsOptional()
  @IsString({ message: 'altContent must be text' })
  altContent?: string | null;

  @Field(() => Boolean, { nullable: true, description: ALLOW_SHRINK_DESCRIPTION })
  @IsOptional()
  @IsBoolean({ message: 'allowShrink must be true or false' })
  allowShrink?: boolean | null;
}

@ObjectType({ description: 'A queued list import; follow it with watchlists.' })
export class ImportWatchlistResult {
  @Field(() => ID, { description: 'The list id.' }) watchlistId!: string;
  @Field(() => Int, {
    nullable: true,
    description:
      'Records in the file (lines of FtM, rows of CSV), the denominator of importProgress; entities kept may be fewer (other schemas are skipped). Null when not counted (uploads).',
  })
  totalEntities?: number | null;
}
