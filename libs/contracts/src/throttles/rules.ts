/** The actions counted per account, each with its own limit and window. */
export const THROTTLED_ACTIONS = [
  'post',
  'reply',
  'reaction',
  'message',
  'follow',
  'vote',
  'report',
  'challenge',
] as const;
export type ThrottledAction = (typeof THROTTLED_ACTIONS)[number];

/** What a refusal says the caller was doing too fast: "You're <doing> too fast." */
const DOING: Record<ThrottledAction, string> = {
  post: 'posting',
  reply: 'replying',
  reaction: 'reacting',
  message: 'sending messages',
  follow: 'following and unfollowing',
  vote: 'voting',
  report: 'sending reports',
  challenge: 'sending challenges',
};

/** "1 second", "30 seconds", "2 minutes": a wait in words, rounded up to whole minutes past two minutes. */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return whole === 1 ? '1 second' : `${whole} seconds`;
  return `${Math.ceil(whole / 60)} minutes`;
}

/** The refusal of a throttled action, e.g. "You're posting too fast. Try again in 30 seconds." */
export function throttledMessage(action: ThrottledAction, retryAfterSeconds: number): string {
  return `You're ${DOING[action]} too fast. Try again in ${describeWait(retryAfterSeconds)}.`;
}

/** Any other refusal for going too fast, when the answer names no action. */
export function tooFastMessage(retryAfterSeconds: number): string {
  return `Too many requests. Try again in ${describeWait(retryAfterSeconds)}.`;
}
