import { FieldResolver, Resolver, Root } from 'type-graphql';
import { hitNeedsReview, type StoredHit } from './assessment-screening.js';
import { ScreeningHitType } from './dto/assessment-screening.types.js';

/** What the server decides about a stored hit, sent with it so the client renders it instead of re-deriving it. */
@Resolver(() => ScreeningHitType)
export class ScreeningHitResolver {
  @FieldResolver(() => Boolean, {
    description:
      'Whether the hit waits for a reviewer: never reviewed, or a confirmed match its list no longer carries (gone since its last review). A false positive that is gone asks nothing. What holds a four-eyes review and an alert open.',
  })
  needsReview(@Root() hit: StoredHit): boolean {
    return hitNeedsReview(hit);
  }
}
