/**
 * Per-account throttles no test reaches by accident: suites that post, follow, vote or challenge many
 * times as one account are not about spam. Suites that test a throttle set its own variable, which wins
 * over these.
 */
export const UNREACHED_THROTTLES: Record<string, string> = {
  THROTTLE_POSTS: '100000/60',
  THROTTLE_REPLIES: '100000/60',
  THROTTLE_REACTIONS: '100000/60',
  THROTTLE_MESSAGES: '100000/60',
  THROTTLE_FOLLOWS: '100000/60',
  THROTTLE_VOTES: '100000/60',
  THROTTLE_REPORTS: '100000/60',
  THROTTLE_CHALLENGES: '100000/60',
  TELEMETRY_PER_MINUTE: '10000',
};
