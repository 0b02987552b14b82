export interface SignInDelayRule {
  /** Failures let through before the delays start. */
  free: number;
  firstSeconds: number;
  maxSeconds: number;
}

/**
 * How long the next sign-in attempt of a pair or an address must wait after this one: nothing while the
 * failures counted (this attempt included) are fewer than `free`; from the `free`-th on the first delay, then
 * twice as long each time, capped.
 */
export function signInDelaySeconds(failuresWithThisAttempt: number, rule: SignInDelayRule): number {
  const excess = failuresWithThisAttempt - rule.free + 1;
  if (excess <= 0) return 0;
  // Past 2^30 the cap has long applied; the guard keeps the power finite.
  return Math.min(rule.maxSeconds, rule.firstSeconds * 2 ** Math.min(excess - 1, 30));
}
