import { randomUUID } from 'node:crypto';
import {
  POLICY_RELATIONS,
  POLICY_STATES,
  type PolicyAction,
  type PolicyRelationName,
  type PolicyStateName,
} from '@boonies/contracts/policy';
import { startSystem, type RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import type { Browser } from './support/browser';
import { expectedAnswer, isMoot } from './support/policy-routes';
import {
  buildPolicyWorld,
  POLICY_TRICK_ID,
  viewerOf,
  type PolicyWorld,
  type TargetScenario,
  type Viewer,
} from './support/policy-scenarios';
import { tricksKnownToPosts } from './support/posts-system';
import { FIXTURE_CATALOGUE_DIR, runSql } from './support/tricks-system';

/** Eight processes on a busy machine, then some twenty accounts and their events. */
const BUILD_TIMEOUT_MS = 300_000;
jest.setTimeout(120_000);

/**
 * What a route is asked about: a skater, one of their posts (and its verification), their accepted
 * sponsorship, and the last message and notification they sent the viewer.
 */
interface Thing {
  userId: string;
  postId: string;
  verificationId: string;
  sponsorshipId: string;
  messageId: string;
  notificationId: string;
}

/**
 * A route that names a skater or a post. `action` is the policy action whose "not found" cells hide the
 * thing from the caller; `stateAs` maps a state to the one the route's thing is in (a post a moderator hid
 * is one post: the account stays public).
 */
interface OracleRoute {
  route: string;
  action: PolicyAction;
  stateAs?: Partial<Record<PolicyStateName, PolicyStateName>>;
  ask(viewer: Browser, thing: Thing): Promise<Response>;
  /** Takes back what a wrongly allowed call changed, so later checks meet the world as built. */
  undo?(viewer: Browser, thing: Thing): Promise<unknown>;
}

/** An account's own post is not the hidden post of the table: a route naming the account sees it public. */
const ACCOUNT = { stateAs: { hidden_post: 'public' } } as const;
/** A counterpart's messages and notifications are their things, shown as their posts (policy-routes.ts). */
const INBOX = { action: 'view_posts', stateAs: { private: 'public', hidden_post: 'public' } } as const;

const ROUTES: readonly OracleRoute[] = [
  // Profiles and the social graph.
  {
    route: 'GET /api/users/:id',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/users/${t.userId}`),
  },
  {
    route: 'GET /api/users/:id/followers',
    action: 'view_followers',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/users/${t.userId}/followers`),
  },
  {
    route: 'GET /api/users/:id/following',
    action: 'view_followers',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/users/${t.userId}/following`),
  },
  {
    route: 'GET /api/follows/check/:id',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/follows/check/${t.userId}`),
  },
  {
    route: 'POST /api/follows',
    action: 'follow',
    ...ACCOUNT,
    ask: (v, t) => v.post('/api/follows', { followingId: t.userId }),
    undo: (v, t) => v.delete(`/api/follows/${t.userId}`),
  },
  {
    route: 'DELETE /api/follows/:id',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.delete(`/api/follows/${t.userId}`),
  },
  {
    route: 'POST /api/blocks',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.post('/api/blocks', { userId: t.userId }),
    undo: (v, t) => v.delete(`/api/blocks/${t.userId}`),
  },
  {
    route: 'DELETE /api/blocks/:userId',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.delete(`/api/blocks/${t.userId}`),
  },
  {
    route: 'POST /api/follow-requests/:requesterId/approve',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.post(`/api/follow-requests/${t.userId}/approve`),
  },
  {
    route: 'POST /api/follow-requests/:requesterId/decline',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.post(`/api/follow-requests/${t.userId}/decline`),
  },
  {
    route: 'POST /api/reports (user)',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.post('/api/reports', { targetType: 'user', targetId: t.userId, reason: 'spam' }),
  },
  {
    route: 'PATCH /api/users/:id',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.patch(`/api/users/${t.userId}`, { bio: 'Not yours' }),
  },

  // The inbox.
  {
    route: 'POST /api/messages',
    action: 'message',
    ...ACCOUNT,
    ask: (v, t) => v.post('/api/messages', { recipientId: t.userId, content: 'Anyone there?' }),
  },
  {
    route: 'GET /api/messages/:otherUserId',
    ...INBOX,
    ask: (v, t) => v.get(`/api/messages/${t.userId}`),
  },
  {
    route: 'PATCH /api/messages/:id/read',
    ...INBOX,
    ask: (v, t) => v.patch(`/api/messages/${t.messageId}/read`),
  },
  {
    route: 'POST /api/reports (message)',
    ...INBOX,
    ask: (v, t) => v.post('/api/reports', { targetType: 'message', targetId: t.messageId, reason: 'spam' }),
  },
  {
    route: 'PATCH /api/notifications/:id/read',
    ...INBOX,
    ask: (v, t) => v.patch(`/api/notifications/${t.notificationId}/read`),
  },

  // A skater's posts, progress, games and sponsors.
  {
    route: 'GET /api/posts/user/:id',
    action: 'view_posts',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/posts/user/${t.userId}`),
  },
  {
    route: 'GET /api/progress/:userId',
    action: 'view_progress',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/progress/${t.userId}`),
  },
  {
    route: 'GET /api/user-progress?userId=',
    action: 'view_progress',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/user-progress?userId=${t.userId}`),
  },
  {
    route: 'GET /api/scores/:userId',
    action: 'view_progress',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/scores/${t.userId}`),
  },
  {
    route: 'PUT /api/progress/:userId/:trickId',
    action: 'view_progress',
    ...ACCOUNT,
    ask: (v, t) => v.put(`/api/progress/${t.userId}/${POLICY_TRICK_ID}`, { learned: true }),
  },
  {
    route: 'DELETE /api/progress/:userId',
    action: 'view_progress',
    ...ACCOUNT,
    ask: (v, t) => v.delete(`/api/progress/${t.userId}`),
  },
  {
    route: 'GET /api/games/record/:userId',
    action: 'view_progress',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/games/record/${t.userId}`),
  },
  {
    route: 'POST /api/games',
    action: 'challenge',
    ...ACCOUNT,
    ask: (v, t) => v.post('/api/games', { opponentIds: [t.userId] }),
  },
  {
    route: 'GET /api/sponsorships?athleteId=',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/sponsorships?athleteId=${t.userId}&status=accepted`),
  },
  {
    route: 'GET /api/sponsorships?brandId=',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.get(`/api/sponsorships?brandId=${t.userId}&status=accepted`),
  },
  {
    route: 'PATCH /api/sponsorships/:id',
    action: 'view_profile',
    ...ACCOUNT,
    ask: (v, t) => v.patch(`/api/sponsorships/${t.sponsorshipId}`, { status: 'rejected' }),
  },
  {
    route: 'POST /api/sponsorships',
    action: 'sponsor',
    ...ACCOUNT,
    ask: (v, t) => v.post('/api/sponsorships', { userId: t.userId, status: 'pending' }),
  },

  // One post, and what hangs on it.
  { route: 'GET /api/posts/:id', action: 'view_posts', ask: (v, t) => v.get(`/api/posts/${t.postId}`) },
  {
    route: 'GET /api/posts/:id/replies',
    action: 'view_posts',
    ask: (v, t) => v.get(`/api/posts/${t.postId}/replies`),
  },
  {
    route: 'DELETE /api/posts/:id',
    action: 'view_posts',
    ask: (v, t) => v.delete(`/api/posts/${t.postId}`),
  },
  {
    route: 'POST /api/posts (reply)',
    action: 'reply',
    ask: (v, t) => v.post('/api/posts', { content: 'Hello?', postType: 'reply', parentPostId: t.postId }),
  },
  {
    route: 'GET /api/reactions/:postId',
    action: 'view_posts',
    ask: (v, t) => v.get(`/api/reactions/${t.postId}`),
  },
  {
    route: 'POST /api/reactions',
    action: 'react',
    ask: (v, t) => v.post('/api/reactions', { postId: t.postId, reactionType: 'like' }),
  },
  {
    route: 'DELETE /api/reactions/:postId',
    action: 'react',
    ask: (v, t) => v.delete(`/api/reactions/${t.postId}`),
  },
  {
    route: 'POST /api/reports (post)',
    action: 'view_posts',
    ask: (v, t) => v.post('/api/reports', { targetType: 'post', targetId: t.postId, reason: 'spam' }),
  },
  {
    route: 'GET /api/verifications/post/:postId',
    action: 'view_posts',
    ask: (v, t) => v.get(`/api/verifications/post/${t.postId}`),
  },
  {
    route: 'GET /api/verifications/:id',
    action: 'view_posts',
    ask: (v, t) => v.get(`/api/verifications/${t.verificationId}`),
  },
  {
    route: 'GET /api/verifications/:id/vote',
    action: 'view_posts',
    ask: (v, t) => v.get(`/api/verifications/${t.verificationId}/vote`),
  },
  {
    route: 'POST /api/verifications/:id/vote',
    action: 'vote',
    ask: (v, t) => v.post(`/api/verifications/${t.verificationId}/vote`, { vote: false }),
  },
];

/**
 * An answer as much as it tells: the status and, for a refusal, its words and code; for a success, the
 * shape of the body (its keys and the kinds of their values), since ids and times differ between any two.
 */
function telling(response: Response): unknown {
  const body = response.body as unknown;
  if (response.status >= 400) return { status: response.status, body };
  return { status: response.status, shape: shapeOf(body) };
}

function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return value === null ? null : typeof value;
}

const unknownThing = (): Thing => ({
  userId: randomUUID(),
  postId: randomUUID(),
  verificationId: randomUUID(),
  sponsorshipId: randomUUID(),
  messageId: randomUUID(),
  notificationId: randomUUID(),
});

/** The target's things, as they stand to the viewer. */
async function thingOf(system: RunningSystem, target: TargetScenario, viewer: Viewer): Promise<Thing> {
  const latest = async (sql: string) =>
    ((await runSql(system, sql, [target.id, viewer.id])) as { id: string }[])[0]?.id ?? randomUUID();
  return {
    userId: target.id,
    postId: target.post.id,
    verificationId: target.post.verificationId,
    sponsorshipId: target.sponsorshipId,
    messageId: await latest(
      'SELECT id FROM messaging.messages WHERE sender_id = $1 AND recipient_id = $2 ORDER BY created_at DESC',
    ),
    notificationId: await latest(
      `SELECT id FROM messaging.notifications WHERE from_user_id = $1 AND user_id = $2
        ORDER BY created_at DESC`,
    ),
  };
}

/**
 * Something a caller may not see answers exactly as something that does not exist: the same status, the
 * same words, the same shape. Otherwise the difference is an oracle — a blocked skater could tell the
 * account that blocked them from a made-up id, or a stranger a private skater's post from nothing.
 *
 * For every route that names a skater or a post, and every viewer and target state the access policy's
 * table answers "not found" for, the route's answer about the hidden thing is compared with its answer, to
 * the same viewer, about a random id.
 */
describe('a hidden thing answers as a missing one', () => {
  let system: RunningSystem;
  let world: PolicyWorld;

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-existence-oracles',
      env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR },
    });
    await tricksKnownToPosts(system);
    world = await buildPolicyWorld(system);
  }, BUILD_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it('built every scenario, each target with a message and its notice for every signed-in viewer', async () => {
    expect(world.setupGaps).toEqual([]);
    const [{ missing }] = (await runSql(
      system,
      `SELECT count(*)::int AS missing
         FROM unnest($1::uuid[]) target CROSS JOIN unnest($2::uuid[]) viewer
        WHERE NOT EXISTS (SELECT 1 FROM messaging.messages m
                           WHERE m.sender_id = target AND m.recipient_id = viewer)
           OR NOT EXISTS (SELECT 1 FROM messaging.notifications n
                           WHERE n.from_user_id = target AND n.user_id = viewer)`,
      [
        Object.values(world.targets).map((target) => target.id),
        Object.values(world.viewers).flatMap((viewer) => (viewer.id ? [viewer.id] : [])),
      ],
    )) as { missing: number }[];
    expect(missing).toBe(0);
  });

  /** The cells in which the policy hides the route's thing from the viewer. */
  function hiddenCells(route: OracleRoute): { relation: PolicyRelationName; state: PolicyStateName }[] {
    return POLICY_RELATIONS.filter((relation) => relation !== 'anonymous').flatMap((relation) =>
      POLICY_STATES.filter(
        (state) =>
          !isMoot(relation, state) &&
          expectedAnswer(relation, route.stateAs?.[state] ?? state, route.action) === 'N',
      ).map((state) => ({ relation, state })),
    );
  }

  it.each(ROUTES.map((route) => [route.route, route] as const))('%s', async (_name, route) => {
    const cells = hiddenCells(route);
    expect(cells.length).toBeGreaterThan(0);
    const differences: unknown[] = [];
    for (const { relation, state } of cells) {
      const target = world.targets[state];
      const viewer = viewerOf(world, relation, target);
      const thing = await thingOf(system, target, viewer);
      const missing = telling(await route.ask(viewer.browser, unknownThing()));
      const response = await route.ask(viewer.browser, thing);
      if (response.status < 300) await route.undo?.(viewer.browser, thing);
      const hidden = telling(response);
      if (JSON.stringify(hidden) !== JSON.stringify(missing))
        differences.push({ cell: `${relation} × ${state}`, hidden, missing });
    }
    expect(differences).toEqual([]);
  });
});
