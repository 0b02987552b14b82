import type { PolicyViewer } from './access-policy';

/**
 * A member with no ties to anyone: follows nobody, blocks nobody, is blocked by nobody, no admin, no brand.
 * Signed in (so its id is a string), but its id names no account. What the policy lets it see, any member
 * may see: the measure of what may leave the community (a shared link's preview, a webhook to a system
 * outside it).
 */
export const ANY_MEMBER: PolicyViewer & { userId: string } = {
  userId: '00000000-0000-0000-0000-000000000000',
  isAdmin: false,
  isBrand: false,
};

/** How any member stands to everyone: no follow, no block. */
export const NO_RELATION = {
  viewerFollowsTarget: false,
  viewerBlockedTarget: false,
  targetBlockedViewer: false,
} as const;
