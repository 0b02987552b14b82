import { THROTTLED_ACTIONS, type ThrottledAction } from '@boonies/contracts/throttles';
import { Matches } from 'class-validator';

/** `<count>/<seconds>`: at most `count` actions in any window of `seconds` (a sliding window, not a fixed one). */
const RULE_PATTERN = /^[1-9]\d{0,5}\/[1-9]\d{0,6}$/;
const RULE_MESSAGE = 'must read <count>/<seconds>, e.g. 10/60';

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Per-account limits of the actions people can spam, one variable per action. Every service reads them; each
 * applies the ones of the actions it owns. Defaults are generous for a person and tight for a script.
 */
export class ThrottleConfig {
  /** New posts. */
  @Matches(RULE_PATTERN, { message: RULE_MESSAGE })
  THROTTLE_POSTS: string = '10/60';

  /** Replies to posts. */
  @Matches(RULE_PATTERN, { message: RULE_MESSAGE })
  THROTTLE_REPLIES: string = '20/60';

  /** Likes and dislikes, set or taken back. */
  @Matches(RULE_PATTERN, { message: RULE_MESSAGE })
  THROTTLE_REACTIONS: string = '60/60';

  /** Direct messages sent. */
  @Matches(RULE_PATTERN, { message: RULE_MESSAGE })
  THROTTLE_MESSAGES: string = '30/60';

  /** Follows and unfollows together, so follow/unfollow cycles count twice. */
  @Matches(RULE_PATTERN, { message: RULE_MESSAGE })
  THROTTLE_FOLLOWS: string = '30/600';

  /** Make/fake votes on trick videos. */
  @Matches(RULE_PATTERN, { message: RULE_MESSAGE })
  THROTTLE_VOTES: string = '30/60';

  /** Reports of posts, replies, messages and profiles. */
  @Matches(RULE_PATTERN, { message: RULE_MESSAGE })
  THROTTLE_REPORTS: string = '10/600';

  /** Game of S.K.A.T.E. challenges made, each of which notifies every opponent. */
  @Matches(RULE_PATTERN, { message: RULE_MESSAGE })
  THROTTLE_CHALLENGES: string = '10/600';
}

const VARIABLE: Record<ThrottledAction, keyof ThrottleConfig> = {
  post: 'THROTTLE_POSTS',
  reply: 'THROTTLE_REPLIES',
  reaction: 'THROTTLE_REACTIONS',
  message: 'THROTTLE_MESSAGES',
  follow: 'THROTTLE_FOLLOWS',
  vote: 'THROTTLE_VOTES',
  report: 'THROTTLE_REPORTS',
  challenge: 'THROTTLE_CHALLENGES',
};

/** The configured limit and window of every throttled action. */
export function throttleRules(config: ThrottleConfig): Record<ThrottledAction, ThrottleRule> {
  const entries = THROTTLED_ACTIONS.map((action) => {
    const [limit, windowSeconds] = config[VARIABLE[action]].split('/').map(Number);
    return [action, { limit, windowSeconds }] as const;
  });
  return Object.fromEntries(entries) as Record<ThrottledAction, ThrottleRule>;
}
