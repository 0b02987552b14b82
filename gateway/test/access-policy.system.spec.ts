import { setTimeout as sleep } from 'node:timers/promises';
import {
  POLICY_ACTIONS,
  POLICY_RELATIONS,
  POLICY_STATES,
  type PolicyAction,
  type PolicyAnswer,
  type PolicyRelationName,
  type PolicyStateName,
} from '@boonies/contracts/policy';
import { startSystem, type RunningSystem } from '@boonies/testing';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../src/realtime/realtime-socket';
import {
  ACTIONS_WITHOUT_ROUTE,
  expectedAnswer,
  expectedOf,
  isMoot,
  MOOT_CELLS,
  ROUTE_CHECKS,
  tableAnswer,
  type Observed,
  type Reading,
  type RouteCheck,
} from './support/policy-routes';
import {
  buildPolicyWorld,
  marker,
  POLICY_TRICK_ID,
  viewerOf,
  type OtherRelation,
  type PolicyWorld,
} from './support/policy-scenarios';
import { tricksKnownToPosts } from './support/posts-system';
import { Sockets } from './support/sockets';
import { eventually, FIXTURE_CATALOGUE_DIR } from './support/tricks-system';

/** Eight processes on a busy machine, then some twenty accounts and their events. */
const BUILD_TIMEOUT_MS = 300_000;
jest.setTimeout(120_000);

/** How long a push may take to reach a socket once the event that causes it is out. */
const PUSH_SETTLE_MS = 3000;

/** Accounts gone by their state cannot post, so they have no new post to push. */
const STATES_WITHOUT_NEW_POST: ReadonlySet<PolicyStateName> = new Set(['deactivated', 'suspended']);

interface Listener {
  name: string;
  relation: PolicyRelationName;
  userId: string;
  socket: Socket;
  heard: { event: string; payload: string }[];
}

interface Result {
  route: string;
  relation: PolicyRelationName;
  state: PolicyStateName;
  action: PolicyAction;
  expected: PolicyAnswer;
  observed: Observed;
  holds: boolean;
}

/** A refusal may read as the thing left out of a list or a profile, or as the refusal's own status. */
function holds(reading: Reading, expected: PolicyAnswer, observed: Observed): boolean {
  if (reading === 'status' || expected === 'Y' || expected === 'U') return observed === expected;
  return observed === 'absent' || observed === expected;
}

function kindOf({ expected, observed }: Result): string {
  if (observed === 'Y') return 'leak';
  if (expected === 'Y') return 'over-refusal';
  return 'wrong refusal';
}

const describeResult = (r: Result) =>
  `${r.relation} × ${r.state} × ${r.action}: expected ${r.expected}, got ${r.observed} (${kindOf(r)})`;

/**
 * The access policy's table (`libs/contracts/src/policy/access-policy.table.ts`) against the real routes and
 * socket pushes of every service: one target skater per state, one viewer per relation, and every route that
 * performs each action. A path that forgets the policy fails its route's test, naming the cells.
 */
describe('the access policy on every route and push', () => {
  let system: RunningSystem;
  let world: PolicyWorld;
  const sockets = new Sockets();
  /** Every signed-in viewer's socket, and what it heard from before the first interaction to the end. */
  const listeners: Listener[] = [];
  const results: Result[] = [];
  const pushChecks: { holds: boolean; what: string }[] = [];

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-access-policy',
      env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR },
    });
    await tricksKnownToPosts(system);
    world = await buildPolicyWorld(system);
    await connectSockets();
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    sockets.closeAll();
    if (world) printMatrix();
    await system?.stop();
  });

  /**
   * One socket per signed-in viewer, and one per target that still has a session (its own tab: its cells
   * for its own posts are all Y, so only its liveness is checked). Each records every event it hears.
   */
  async function connectSockets(): Promise<void> {
    const viewers = (Object.keys(world.viewers) as OtherRelation[])
      .filter((relation) => relation !== 'anonymous')
      .map((relation) => ({ name: relation, ...world.viewers[relation] }));
    const owners = Object.values(world.targets)
      .filter((target) => target.selfSignedIn)
      .map((target) => ({
        name: `self (${target.state})`,
        relation: 'self' as const,
        id: target.id,
        browser: target.self,
      }));
    await Promise.all(
      [...viewers, ...owners].map(async ({ name, relation, id, browser }) => {
        const socket = await sockets.connect(system.baseUrl, browser.sessionCookie);
        const heard: Listener['heard'] = [];
        socket.onAny((event: string, ...args: unknown[]) =>
          heard.push({ event, payload: JSON.stringify(args) }),
        );
        listeners.push({ name, relation, userId: id as string, socket, heard });
      }),
    );
  }

  /** Still connected and still signed in as its user: hearing nothing then means nothing was sent. */
  async function isLive({ socket, userId }: Listener): Promise<boolean> {
    if (!socket.connected) return false;
    const answer = await socket
      .timeout(5000)
      .emitWithAck(SOCKET_EVENTS.whoami)
      .catch(() => undefined);
    return answer?.userId === userId;
  }

  async function runRoute(check: RouteCheck): Promise<Result[]> {
    const cells = POLICY_RELATIONS.flatMap((relation) =>
      POLICY_STATES.map((state) => ({ relation, state })),
    ).filter(
      ({ relation, state }) =>
        !isMoot(relation, state) && (!check.relations || check.relations.includes(relation)),
    );
    const checked = await Promise.all(
      cells.map(async ({ relation, state }): Promise<Result | undefined> => {
        const expected = expectedOf(check, relation, state);
        if (check.reading === 'leak-only' && expected === 'Y') return undefined;
        const target = world.targets[state];
        const viewer = viewerOf(world, relation, target);
        const observed = await check.probe({ relation, state, viewer, target });
        const result = { route: check.route, relation, state, action: check.action, expected, observed };
        return { ...result, holds: holds(check.reading, expected, observed) };
      }),
    );
    const done = checked.filter((result): result is Result => result !== undefined);
    results.push(...done);
    return done;
  }

  it('names a route for every action of the policy, or why there is none', () => {
    const routed = new Set(ROUTE_CHECKS.map((check) => check.action));
    const unaccounted = POLICY_ACTIONS.filter(
      (action) => !routed.has(action) && !ACTIONS_WITHOUT_ROUTE[action],
    );
    expect(unaccounted).toEqual([]);
  });

  it('built every scenario', () => {
    expect(world.setupGaps).toEqual([]);
    expect(Object.keys(world.targets).sort()).toEqual([...POLICY_STATES].sort());
  });

  describe('reads', () => {
    it.each(ROUTE_CHECKS.filter((check) => !check.interaction).map((check) => [check.route, check] as const))(
      '%s answers the table',
      async (_route, check) => {
        const failures = (await runRoute(check)).filter((result) => !result.holds).map(describeResult);
        expect(failures).toEqual([]);
      },
    );
  });

  describe('interactions (after every read)', () => {
    it.each(ROUTE_CHECKS.filter((check) => check.interaction).map((check) => [check.route, check] as const))(
      '%s answers the table',
      async (_route, check) => {
        const failures = (await runRoute(check)).filter((result) => !result.holds).map(describeResult);
        expect(failures).toEqual([]);
      },
    );
  });

  describe('socket pushes', () => {
    it('refuses a socket without a session, so a signed-out visitor hears nothing', async () => {
      const socket: Socket = io(system.baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
      });
      const outcome = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
      socket.disconnect();
      pushChecks.push({ holds: outcome !== 'connected', what: 'anonymous socket refused' });
      expect(outcome).toBe('Not signed in');
    });

    it('tells no viewer who may not see a post of it: neither a new post nor the votes on the old ones', async () => {
      const newPosts = await Promise.all(
        POLICY_STATES.filter(
          (state) => !STATES_WITHOUT_NEW_POST.has(state) && world.targets[state].selfSignedIn,
        ).map(async (state) => {
          const text = marker(`${state}-new`);
          const response = await world.targets[state].self.post('/api/posts/trick-video', {
            content: `Another one: ${text}`,
            videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            trickIds: [POLICY_TRICK_ID],
          });
          expect(response.status).toBe(201);
          // The new post is not the one a moderator hid: it answers as its account's state does.
          const postState: PolicyStateName = state === 'hidden_post' ? 'public' : state;
          return { kind: 'new post', state, postState, id: response.body.id as string, marker: text };
        }),
      );
      // The post-created event is out once the verification service opened the new videos' verifications.
      const admin = world.viewers.admin.browser;
      await Promise.all(
        newPosts.map((post) =>
          eventually(
            async () => ((await admin.get(`/api/verifications/post/${post.id}`)).body ?? []).length === 1,
            `the verification of ${post.state}'s new post`,
            30_000,
          ),
        ),
      );
      await sleep(PUSH_SETTLE_MS);

      const oldPosts = POLICY_STATES.map((state) => ({
        kind: 'post',
        state,
        postState: state,
        id: world.targets[state].post.id,
        marker: world.targets[state].post.marker,
      }));
      const leaks: string[] = [];
      for (const listener of listeners) {
        const live = await isLive(listener);
        pushChecks.push({ holds: live, what: `${listener.name}'s socket live` });
        if (!live) leaks.push(`${listener.name}'s socket is not live: its silence proves nothing`);
        if (listener.relation === 'self') continue;
        for (const post of [...oldPosts, ...newPosts]) {
          if (expectedAnswer(listener.relation, post.postState, 'view_posts') === 'Y') continue;
          const naming = listener.heard.filter(
            ({ payload }) => payload.includes(post.id) || payload.includes(post.marker),
          );
          const which = `${post.state}'s ${post.kind}`;
          pushChecks.push({ holds: naming.length === 0, what: `${listener.name} × ${which}` });
          if (naming.length > 0)
            leaks.push(
              `${listener.name} heard ${naming.map(({ event }) => event).join(', ')} naming ${which}`,
            );
        }
      }
      expect(leaks).toEqual([]);
    });
  });

  it('checks every cell of the table that a route performs', () => {
    const cells = new Set(results.map((r) => `${r.relation}|${r.state}|${r.action}`));
    const routedActions = POLICY_ACTIONS.filter((action) => !ACTIONS_WITHOUT_ROUTE[action]);
    const reachable = POLICY_RELATIONS.length * POLICY_STATES.length * routedActions.length;
    expect(cells.size).toBe(reachable - MOOT_CELLS.length * routedActions.length);
  });

  function printMatrix(): void {
    const routedActions = POLICY_ACTIONS.filter((action) => !ACTIONS_WITHOUT_ROUTE[action]);
    const cells = new Set(results.map((r) => `${r.relation}|${r.state}|${r.action}`));
    const byRoute = new Map<string, { pass: number; total: number }>();
    for (const r of results) {
      const tally = byRoute.get(r.route) ?? { pass: 0, total: 0 };
      tally.total += 1;
      if (r.holds) tally.pass += 1;
      byRoute.set(r.route, tally);
    }
    const anonymousDiffers = POLICY_STATES.flatMap((state) =>
      routedActions.filter((action) => tableAnswer('anonymous', state, action) !== 'U'),
    ).length;
    const failing = results.filter((r) => !r.holds);
    const kinds = failing.reduce<Record<string, number>>(
      (all, r) => ({ ...all, [kindOf(r)]: (all[kindOf(r)] ?? 0) + 1 }),
      {},
    );
    const lines = [
      'Access policy matrix',
      `  table: ${POLICY_RELATIONS.length} relations × ${POLICY_STATES.length} states × ${POLICY_ACTIONS.length} actions = ` +
        `${POLICY_RELATIONS.length * POLICY_STATES.length * POLICY_ACTIONS.length} cells`,
      `  checked: ${cells.size} cells over ${byRoute.size} routes = ${results.length} route checks, ` +
        `${results.length - failing.length} hold, ${failing.length} fail ${JSON.stringify(kinds)}`,
      `  socket pushes: ${pushChecks.filter((p) => p.holds).length}/${pushChecks.length} hold`,
      `  not checked: ${MOOT_CELLS.length * POLICY_ACTIONS.length} moot cells ` +
        `(${MOOT_CELLS.map((c) => `${c.relation} × ${c.state}`).join(', ')}: ${MOOT_CELLS.map((c) => c.why).join('; ')}), ` +
        `and the ${POLICY_RELATIONS.length * POLICY_STATES.length} cells of ${Object.keys(ACTIONS_WITHOUT_ROUTE).join(', ')} ` +
        `(${Object.values(ACTIONS_WITHOUT_ROUTE).join('; ')})`,
      `  members-only: ${anonymousDiffers} anonymous cells where the table answers other than 401`,
      ...(world.setupGaps.length ? ['  setup gaps:', ...world.setupGaps.map((gap) => `    ${gap}`)] : []),
      '  per route (holding / checked):',
      ...[...byRoute].map(
        ([route, { pass, total }]) => `    ${String(pass).padStart(3)} / ${String(total).padEnd(3)} ${route}`,
      ),
    ];
    console.log(lines.join('\n'));
  }
});
