import { DEFAULT_PREFERENCES } from '@boonies/contracts/social';

const defaults = DEFAULT_PREFERENCES.privacy;

/**
 * The columns of `TargetFactsRow` (policy-facts.repository.ts) but `user_id`, over `u` and `p` left-joined to
 * the skater.
 */
export const TARGET_FACTS_COLUMNS = `
  COALESCE(u.is_active, true) AS is_active,
  COALESCE(u.suspended_until > now(), false) AS is_suspended,
  COALESCE(u.is_brand, false) AS is_brand,
  COALESCE(p.public_profile, ${defaults.publicProfile}) AS public_profile,
  COALESCE(p.show_progress, ${defaults.showProgress}) AS show_progress,
  COALESCE(p.show_followers, ${defaults.showFollowers}) AS show_followers,
  COALESCE(p.allow_messages, ${defaults.allowMessages}) AS allow_messages,
  COALESCE(p.appear_on_leaderboard, ${defaults.appearOnLeaderboard}) AS appear_on_leaderboard`;

/**
 * The columns of `RelationFactsRow` (policy-facts.repository.ts) for the viewer `viewer` and the skater
 * `target` (SQL expressions).
 */
export function relationColumns(
  tables: { follows: string; blocks: string },
  viewer: string,
  target: string,
): string {
  return `
    EXISTS (SELECT 1 FROM ${tables.follows} f
             WHERE f.follower_id = ${viewer} AND f.following_id = ${target} AND f.is_following) AS viewer_follows,
    EXISTS (SELECT 1 FROM ${tables.blocks} b
             WHERE b.blocker_id = ${viewer} AND b.blocked_id = ${target} AND b.is_blocking) AS viewer_blocked,
    EXISTS (SELECT 1 FROM ${tables.blocks} b
             WHERE b.blocker_id = ${target} AND b.blocked_id = ${viewer} AND b.is_blocking) AS blocked_viewer`;
}
