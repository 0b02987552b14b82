import {
  POLICY_CASES,
  POLICY_RELATIONS,
  type PolicyAction,
  type PolicyAnswer,
  type PolicyRelationName,
  type PolicyStateName,
} from '@boonies/contracts/policy';
import type { Response } from 'supertest';
import { POLICY_TRICK_ID, type TargetScenario, type Viewer } from './policy-scenarios';

/**
 * Every route that performs each action of the access policy, and how to read its answer as a cell of the
 * policy table (`access-policy.table.ts`).
 */

/** One cell being checked: who asks, about whom. */
export interface Cell {
  relation: PolicyRelationName;
  state: PolicyStateName;
  viewer: Viewer;
  target: TargetScenario;
}

/**
 * What a route said, as a table answer: `Y`, `N`, `F`, `U`; `absent` when a list or a profile answered but
 * left the target's thing out; or the unexpected status, e.g. `HTTP 400`.
 */
export type Observed = PolicyAnswer | 'absent' | `HTTP ${number}`;

/**
 * - `status`: the route's status is the answer (a 2xx is Y; refusals must be `POLICY_ANSWER_STATUS`);
 * - `presence`: a list shows the thing iff the cell is Y (a refusal may also answer 404/403);
 * - `leak-only`: a list that may leave the thing out for its own reasons (suggestions pick three, the
 *   directory pages): only the refused cells are checked, the thing must be absent;
 * - `fields`: profile fields that are null when hidden, read like a presence.
 */
export type Reading = 'status' | 'presence' | 'leak-only' | 'fields';

export interface RouteCheck {
  route: string;
  action: PolicyAction;
  reading: Reading;
  /** Only these viewers can meaningfully ask (e.g. only a follower has a following feed). */
  relations?: readonly PolicyRelationName[];
  /**
   * The state the route's thing is in, where it is not the target's: a message is no post, and the privacy
   * switches cover posts, progress and follower lists, so for the inbox a private skater and one whose post
   * a moderator hid are public skaters.
   */
  stateAs?: Partial<Record<PolicyStateName, PolicyStateName>>;
  /** Interactions change things: they run after every read, and undo what would change a later cell. */
  interaction?: true;
  probe(cell: Cell): Promise<Observed>;
}

/** An action no route performs yet; the suite lists it instead of checking it. */
export const ACTIONS_WITHOUT_ROUTE: Partial<Record<PolicyAction, string>> = {
  mention: 'no route tags or mentions a skater yet',
};

/**
 * Cells no request can reach: a deactivated or suspended account's sessions end and it cannot sign in,
 * so "self" has no session to ask with there.
 */
export const MOOT_CELLS: readonly { relation: PolicyRelationName; state: PolicyStateName; why: string }[] = [
  { relation: 'self', state: 'deactivated', why: 'deactivating ends every session of the account' },
  { relation: 'self', state: 'suspended', why: 'a suspension revokes the sessions and refuses sign-in' },
];

export function isMoot(relation: PolicyRelationName, state: PolicyStateName): boolean {
  return MOOT_CELLS.some((cell) => cell.relation === relation && cell.state === state);
}

/**
 * The Boonies is a members-only community: every data route answers 401 to a signed-out visitor, whatever
 * the table says for `anonymous` (Y for a public profile's reads, N for a gone account). 401 names nothing,
 * so it leaks nothing; the suite holds anonymous to it and counts the cells where the table differs.
 */
export const MEMBERS_ONLY_ANSWER: PolicyAnswer = 'U';

const TABLE = new Map(POLICY_CASES.map((c) => [`${c.relation}|${c.state}|${c.action}`, c.expected]));

/** The table's answer for the cell. */
export function tableAnswer(relation: PolicyRelationName, state: PolicyStateName, action: PolicyAction) {
  const answer = TABLE.get(`${relation}|${state}|${action}`);
  if (!answer) throw new Error(`No table cell for ${relation} × ${state} × ${action}`);
  return answer;
}

/** The answer the routes must give: the table's, with a signed-out visitor held to members-only. */
export function expectedAnswer(relation: PolicyRelationName, state: PolicyStateName, action: PolicyAction) {
  return relation === 'anonymous' ? MEMBERS_ONLY_ANSWER : tableAnswer(relation, state, action);
}

/** The answer `check`'s route must give in the cell, its thing taken in the state the route sees. */
export function expectedOf(check: RouteCheck, relation: PolicyRelationName, state: PolicyStateName) {
  return expectedAnswer(relation, check.stateAs?.[state] ?? state, check.action);
}

export function statusAnswer(response: Response): Observed {
  const { status } = response;
  if (status >= 200 && status < 300) return 'Y';
  if (status === 404) return 'N';
  if (status === 403) return 'F';
  if (status === 401) return 'U';
  return `HTTP ${status}`;
}

function presence(response: Response, found: (body: unknown) => boolean): Observed {
  const answer = statusAnswer(response);
  if (answer !== 'Y') return answer;
  return found(response.body) ? 'Y' : 'absent';
}

const FEED = 'limit=50';
const hasPost = (postId: string) => (body: unknown) =>
  ((body as { posts?: { id: string }[] }).posts ?? []).some((post) => post.id === postId);
const hasUser = (userId: string) => (body: unknown) =>
  (Array.isArray(body) ? (body as { id: string }[]) : []).some((user) => user.id === userId);
const hasMessageWith = (side: 'senderId' | 'recipientId', userId: string) => (body: unknown) =>
  ((body as { messages?: Record<string, string>[] }).messages ?? []).some((m) => m[side] === userId);

/**
 * The inbox: a counterpart's messages and the notifications of what they did are their things, which the
 * policy shows as their posts (`view_posts`). One's own inbox has no counterpart in oneself.
 */
const INBOX = {
  action: 'view_posts',
  stateAs: { private: 'public', hidden_post: 'public' },
} as const satisfies Partial<RouteCheck>;
const OTHERS = POLICY_RELATIONS.filter((relation) => relation !== 'self');

function inboxList(
  route: string,
  path: string,
  found: (cell: Cell) => (body: unknown) => boolean,
): RouteCheck {
  return {
    route,
    ...INBOX,
    reading: 'presence',
    relations: OTHERS,
    probe: async (cell) => presence(await cell.viewer.browser.get(path), found(cell)),
  };
}

function feed(route: string, path: (cell: Cell) => string, extra: Partial<RouteCheck> = {}): RouteCheck {
  return {
    route,
    action: 'view_posts',
    reading: 'presence',
    ...extra,
    probe: async (cell) => presence(await cell.viewer.browser.get(path(cell)), hasPost(cell.target.post.id)),
  };
}

function statusOf(action: PolicyAction, route: string, path: (cell: Cell) => string): RouteCheck {
  return {
    route,
    action,
    reading: 'status',
    probe: async (cell) => statusAnswer(await cell.viewer.browser.get(path(cell))),
  };
}

/** Profile fields that are null when the owner hides them from the caller. */
function profileFields(action: PolicyAction, route: string, fields: readonly string[]): RouteCheck {
  return {
    route,
    action,
    reading: 'fields',
    probe: async (cell) =>
      presence(await cell.viewer.browser.get(`/api/users/${cell.target.id}`), (body) =>
        fields.every((field) => (body as Record<string, unknown>)[field] != null),
      ),
  };
}

/** An interaction; `undo` takes back a success that would change a later cell. */
function interaction(
  action: PolicyAction,
  route: string,
  act: (cell: Cell) => Promise<Response>,
  options: {
    undo?: (cell: Cell) => Promise<unknown>;
    alsoAllowed?: (cell: Cell, response: Response) => boolean;
  } = {},
): RouteCheck {
  return {
    route,
    action,
    reading: 'status',
    interaction: true,
    probe: async (cell) => {
      const response = await act(cell);
      const answer = statusAnswer(response);
      if (answer === 'Y') await options.undo?.(cell);
      return answer === 'Y' || options.alsoAllowed?.(cell, response) ? 'Y' : answer;
    },
  };
}

export const ROUTE_CHECKS: readonly RouteCheck[] = [
  // view_profile
  statusOf('view_profile', 'GET /api/users/:id', (c) => `/api/users/${c.target.id}`),
  {
    route: 'GET /api/users/search?q=',
    action: 'view_profile',
    reading: 'presence',
    probe: async (c) =>
      presence(await c.viewer.browser.get(`/api/users/search?q=${c.target.username}`), hasUser(c.target.id)),
  },
  // Three picks by mutual follows and level: a leak shows only when the ranking picks the target.
  {
    route: 'GET /api/users/suggested',
    action: 'view_profile',
    reading: 'leak-only',
    probe: async (c) => presence(await c.viewer.browser.get('/api/users/suggested'), hasUser(c.target.id)),
  },
  {
    route: 'GET /api/users (directory)',
    action: 'view_profile',
    reading: 'leak-only',
    probe: async (c) => presence(await c.viewer.browser.get('/api/users?limit=100'), hasUser(c.target.id)),
  },

  // view_posts
  statusOf('view_posts', 'GET /api/posts/:id', (c) => `/api/posts/${c.target.post.id}`),
  feed('GET /api/posts (latest)', () => `/api/posts?${FEED}`),
  feed('GET /api/posts/popular', () => `/api/posts/popular?${FEED}`),
  feed('GET /api/posts/type/trick_video', () => `/api/posts/type/trick_video?${FEED}`),
  feed('GET /api/posts/user/:id', (c) => `/api/posts/user/${c.target.id}?${FEED}`),
  feed('GET /api/posts/trick/:trickId', () => `/api/posts/trick/${POLICY_TRICK_ID}?${FEED}`),
  // Only a follower has the target in their following feed.
  feed('GET /api/posts/following', () => `/api/posts/following?${FEED}`, { relations: ['follower'] }),
  statusOf('view_posts', 'GET /api/posts/:id/replies', (c) => `/api/posts/${c.target.post.id}/replies`),
  // The count of the account's posts: a post a moderator hid is one post, the account stays public.
  {
    ...profileFields('view_posts', 'GET /api/users/:id {postCount}', ['postCount']),
    stateAs: { hidden_post: 'public' },
  },
  statusOf('view_posts', 'GET /api/reactions/:postId', (c) => `/api/reactions/${c.target.post.id}`),
  // "Empty for other posts": an empty list names nothing, so it is as good a refusal as a 404.
  {
    route: 'GET /api/verifications/post/:postId',
    action: 'view_posts',
    reading: 'presence',
    probe: async (c) =>
      presence(
        await c.viewer.browser.get(`/api/verifications/post/${c.target.post.id}`),
        (body) => Array.isArray(body) && body.length > 0,
      ),
  },
  statusOf(
    'view_posts',
    'GET /api/verifications/:id',
    (c) => `/api/verifications/${c.target.post.verificationId}`,
  ),
  statusOf(
    'view_posts',
    'GET /api/verifications/:id/vote',
    (c) => `/api/verifications/${c.target.post.verificationId}/vote`,
  ),
  // Not listed, as they show no one's things by the policy: GET /api/verifications/standing is the caller's
  // own, and the admins' review queue and decision are for admins, who see past privacy
  // (verification-review.spec.ts).

  // view_progress
  statusOf('view_progress', 'GET /api/progress/:userId', (c) => `/api/progress/${c.target.id}`),
  statusOf(
    'view_progress',
    'GET /api/user-progress?userId=',
    (c) => `/api/user-progress?userId=${c.target.id}`,
  ),
  statusOf('view_progress', 'GET /api/scores/:userId', (c) => `/api/scores/${c.target.id}`),
  profileFields('view_progress', 'GET /api/users/:id {level, verifiedPoints}', ['level', 'verifiedPoints']),

  // view_followers
  statusOf('view_followers', 'GET /api/users/:id/followers', (c) => `/api/users/${c.target.id}/followers`),
  statusOf('view_followers', 'GET /api/users/:id/following', (c) => `/api/users/${c.target.id}/following`),
  profileFields('view_followers', 'GET /api/users/:id {followerCount, followingCount}', [
    'followerCount',
    'followingCount',
  ]),

  // list_on_leaderboard
  {
    route: 'GET /api/leaderboard',
    action: 'list_on_leaderboard',
    reading: 'presence',
    probe: async (c) => presence(await c.viewer.browser.get('/api/leaderboard'), hasUser(c.target.id)),
  },

  // The inbox, and the history written before each block and state.
  {
    ...statusOf('view_posts', 'GET /api/messages/:otherUserId', (c) => `/api/messages/${c.target.id}`),
    ...INBOX,
  },
  inboxList('GET /api/messages?box=received', '/api/messages?box=received&limit=100', (c) =>
    hasMessageWith('senderId', c.target.id),
  ),
  inboxList('GET /api/messages?box=sent', '/api/messages?box=sent&limit=100', (c) =>
    hasMessageWith('recipientId', c.target.id),
  ),
  inboxList(
    'GET /api/notifications',
    '/api/notifications?limit=100',
    (c) => (body) =>
      ((body as { notifications?: { fromUser: { id: string } | null }[] }).notifications ?? []).some(
        (notification) => notification.fromUser?.id === c.target.id,
      ),
  ),

  // An athlete's sponsors are part of the profile.
  {
    route: 'GET /api/sponsorships?athleteId=',
    action: 'view_profile',
    reading: 'presence',
    probe: async (c) =>
      presence(
        await c.viewer.browser.get(`/api/sponsorships?athleteId=${c.target.id}&status=accepted`),
        (body) =>
          Array.isArray(body) && body.some((row: { id: string }) => row.id === c.target.sponsorshipId),
      ),
  },

  // Interactions, after every read. Votes say "fake", so no trick gets verified along the way.
  interaction('reply', 'POST /api/posts {parentPostId}', (c) =>
    c.viewer.browser.post('/api/posts', {
      content: `A reply from the ${c.relation}`,
      postType: 'reply',
      parentPostId: c.target.post.id,
    }),
  ),
  interaction('react', 'POST /api/reactions', (c) =>
    c.viewer.browser.post('/api/reactions', { postId: c.target.post.id, reactionType: 'like' }),
  ),
  interaction('vote', 'POST /api/verifications/:id/vote', (c) =>
    c.viewer.browser.post(`/api/verifications/${c.target.post.verificationId}/vote`, { vote: false }),
  ),
  interaction('message', 'POST /api/messages', (c) =>
    c.viewer.browser.post('/api/messages', {
      recipientId: c.target.id,
      content: `Hi from the ${c.relation}`,
    }),
  ),
  interaction('sponsor', 'POST /api/sponsorships', (c) =>
    c.viewer.browser.post('/api/sponsorships', { userId: c.target.id, status: 'pending' }),
  ),
  // An allowed challenge leaves an invitation the target never answers: it touches no other cell.
  interaction('challenge', 'POST /api/games', (c) =>
    c.viewer.browser.post('/api/games', { opponentIds: [c.target.id] }),
  ),
  // A new follow (or request) is taken back, so the viewer keeps its relation for the pushes after it. The
  // follower already follows: "already following" (409) is the allowed answer there.
  interaction(
    'follow',
    'POST /api/follows',
    (c) => c.viewer.browser.post('/api/follows', { followingId: c.target.id }),
    {
      undo: (c) =>
        c.relation === 'follower'
          ? Promise.resolve()
          : c.viewer.browser.delete(`/api/follows/${c.target.id}`),
      alsoAllowed: (c, response) => c.relation === 'follower' && response.status === 409,
    },
  ),
];
