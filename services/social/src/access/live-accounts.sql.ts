/**
 * The policy's "gone" and "blocked" rules as SQL, for the lists that filter many accounts at once (search,
 * suggestions, the directory, follower lists and counts). Their tests run the policy table's cases against
 * the real queries, so these fragments cannot drift from `decideAccess`. `alias` names a row of `people`.
 */

/** Neither deactivated nor serving a suspension (a suspension lapses once its end has passed). */
export function accountIsLive(alias: string): string {
  return `${alias}.is_active AND (${alias}.suspended_until IS NULL OR ${alias}.suspended_until <= now())`;
}

/** The account did not block the caller (`callerParam`): whoever blocked someone vanishes from them. */
export function notBlockingCaller(alias: string, callerParam: string, blocks: string): string {
  return `NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${alias}.user_id AND b.blocked_id = ${callerParam})`;
}
