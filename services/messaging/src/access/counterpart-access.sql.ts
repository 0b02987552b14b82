import type { PolicyAction } from '@boonies/contracts/policy';

/**
 * The policy's action for the other side of the inbox: a counterpart's messages and the notifications of
 * what they did are their things, which the policy shows as it shows what they post. A block either way
 * and a gone (deactivated or suspended) account hide them; the blocker keeps the profile, not the words.
 */
export const COUNTERPART_ACTION: PolicyAction = 'view_posts';

/**
 * Whether the viewer (`viewer`, a SQL parameter) may see the things of the skater in `counterpartColumn`,
 * as `decideAccess(COUNTERPART_ACTION)` answers with the facts this service keeps: the account is not gone
 * unless it is the viewer's own, and no block stands between the two either way. Privacy switches are not
 * projected here (they cover posts, progress and follower lists, not a conversation one takes part in),
 * and a message a moderator hid keeps its own mark. An account the projection does not know yet, or no
 * counterpart at all (the community's verifications), hides nothing. Each test is a primary-key lookup,
 * so a list still walks its index in order. `test/messages-access-policy.spec.ts` runs the policy table
 * against the lists that use it.
 */
export function counterpartVisibleSql(
  tables: Record<'users' | 'blocks', string>,
  viewer: string,
): (counterpartColumn: string) => string {
  return (counterpart) => `(
    NOT EXISTS (SELECT 1 FROM ${tables.users} gone
                 WHERE gone.user_id = ${counterpart} AND gone.user_id <> ${viewer}
                   AND (NOT gone.is_active OR gone.suspended_until > now()))
    AND NOT EXISTS (SELECT 1 FROM ${tables.blocks} b
                     WHERE b.active AND b.blocker_id = ${viewer} AND b.blocked_id = ${counterpart})
    AND NOT EXISTS (SELECT 1 FROM ${tables.blocks} b
                     WHERE b.active AND b.blocker_id = ${counterpart} AND b.blocked_id = ${viewer}))`;
}
