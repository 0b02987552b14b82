import { TRICK_ID_PATTERN } from '@boonies/contracts/tricks';
import { IsIn, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

/**
 * Path parameters of the feed routes. The posts service checks its whole `FeedRequest` again; these give
 * the browser a 400 naming the path segment it sent.
 */
export const FEED_POST_TYPES = ['trick_video'] as const;

export class FeedTypeParam {
  @IsIn(FEED_POST_TYPES, { message: `type must be one of ${FEED_POST_TYPES.join(', ')}` })
  type!: (typeof FEED_POST_TYPES)[number];
}

export class FeedUserParam {
  @IsUUID('all', { message: 'id must be a valid user id' })
  id!: string;
}

export class FeedTrickParam {
  @IsString()
  @MaxLength(40)
  @Matches(TRICK_ID_PATTERN, { message: 'Unknown trick id' })
  trickId!: string;
}
