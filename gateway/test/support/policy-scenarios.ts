import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReportCasePageDto } from '@boonies/contracts/admin';
import { POLICY_STATES, type PolicyRelationName, type PolicyStateName } from '@boonies/contracts/policy';
import type { VerificationDto } from '@boonies/contracts/verification';
import type { RunningSystem } from '@boonies/testing';
import type { Response } from 'supertest';
import { Browser, newAccount } from './browser';
import { eventually, runSql, signedInAdmin } from './tricks-system';

/** The fixture catalogue's Ollie: every target's trick video tags it, so the trick feed has something to show. */
export const POLICY_TRICK_ID = 'gw-1';
const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const EVENT_DEADLINE_MS = 30_000;

export interface Viewer {
  relation: PolicyRelationName;
  browser: Browser;
  /** Null for the signed-out visitor. */
  id: string | null;
}

/** One skater in one state, with the trick video made before the state was set. */
export interface TargetScenario {
  state: PolicyStateName;
  id: string;
  username: string;
  /** The target's own session; a gone account's is ended, so `self` has no session there. */
  self: Browser;
  selfSignedIn: boolean;
  post: { id: string; verificationId: string; marker: string };
  /** An accepted sponsorship of the target by a brand no viewer stands in any relation to. */
  sponsorshipId: string;
}

export type OtherRelation = Exclude<PolicyRelationName, 'self'>;

export interface PolicyWorld {
  system: RunningSystem;
  targets: Record<PolicyStateName, TargetScenario>;
  /** Every relation but `self`: one account each, standing in that relation to every target. */
  viewers: Record<OtherRelation, Viewer>;
  /** Steps that answered an error, so a target is not in its state; the suite fails on any. */
  setupGaps: string[];
}

/** The viewer standing in `relation` to the target. */
export function viewerOf(world: PolicyWorld, relation: PolicyRelationName, target: TargetScenario): Viewer {
  return relation === 'self'
    ? { relation, browser: target.self, id: target.selfSignedIn ? target.id : null }
    : world.viewers[relation];
}

/** A unique text to look for in pushes and pages, so a leak of the content is seen as well as its id. */
export function marker(label: string): string {
  return `policy-${label}-${randomBytes(4).toString('hex')}`;
}

interface Account {
  browser: Browser;
  id: string;
  username: string;
  email: string;
  password: string;
}

async function signUp(system: RunningSystem, label: string): Promise<Account> {
  const account = newAccount(label);
  const browser = new Browser(system.baseUrl);
  const response = await browser.signUp(account);
  ok(response, `sign-up of ${label}`);
  return { browser, id: response.body.id, ...account };
}

function ok(response: Response, what: string): void {
  if (response.status < 200 || response.status >= 300)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
}

/**
 * Builds every scenario through the public API, as skaters and an admin would: viewers first, then one target
 * per state that posts a trick video and ticks a trick, takes a follower (by request where it is private) and
 * blocks and is blocked, and only then enters its state. Waits until every service has heard of it all.
 */
export async function buildPolicyWorld(system: RunningSystem): Promise<PolicyWorld> {
  const setupGaps: string[] = [];
  const [follower, stranger, brand, blocked, blocker, admin, sponsor] = await Promise.all([
    signUp(system, 'follower'),
    signUp(system, 'stranger'),
    signUp(system, 'brand'),
    signUp(system, 'blocked'),
    signUp(system, 'blocker'),
    signedInAdmin(system),
    signUp(system, 'sponsor'),
  ]);
  ok(await brand.browser.patch(`/api/users/${brand.id}`, { isBrand: true }), 'turning brand');
  ok(await sponsor.browser.patch(`/api/users/${sponsor.id}`, { isBrand: true }), 'turning sponsor brand');
  const viewers: Record<OtherRelation, Viewer> = {
    follower: { relation: 'follower', ...follower },
    stranger: { relation: 'stranger', ...stranger },
    brand: { relation: 'brand', ...brand },
    blocked: { relation: 'blocked', ...blocked },
    blocker: { relation: 'blocker', ...blocker },
    admin: { relation: 'admin', ...admin },
    anonymous: { relation: 'anonymous', browser: new Browser(system.baseUrl), id: null },
  };

  const accounts = await Promise.all(POLICY_STATES.map((state) => signUp(system, `t-${state}`)));
  const others = [follower, stranger, brand, blocked, blocker, admin];
  await Promise.all([
    ...accounts.flatMap((account) => [
      knownTo(system, 'posts.authors', account.id),
      knownTo(system, 'sponsorships.users', account.id),
    ]),
    ...[...accounts, ...others].flatMap((account) => [
      knownTo(system, 'messaging.users', account.id),
      knownTo(system, 'games.users', account.id),
    ]),
    knownTo(system, 'sponsorships.users', sponsor.id, 'is_brand'),
  ]);
  const targets = {} as Record<PolicyStateName, TargetScenario>;
  await Promise.all(
    POLICY_STATES.map(async (state, index) => {
      const account = accounts[index];
      targets[state] = {
        state,
        id: account.id,
        username: account.username,
        self: account.browser,
        selfSignedIn: true,
        post: await trickVideo(account, admin.browser, state),
        sponsorshipId: await acceptedSponsorship(sponsor, account, state),
      };
      await exchangeMessages(account, others, state);
      // A ticked trick gives the skater progress and a score row, so the leaderboard ranks them.
      const tick = await account.browser.put(`/api/progress/${account.id}/${POLICY_TRICK_ID}`, {
        learned: true,
      });
      ok(tick, `${state}: ticking a trick`);
    }),
  );

  await Promise.all(
    POLICY_STATES.map(async (state, index) => {
      const account = accounts[index];
      // A private profile is made private first, so its follower comes through the request flow.
      if (state === 'private') await setPrivacy(account, { publicProfile: false });
      await followApproved(follower, account, setupGaps);
      ok(await account.browser.post('/api/blocks', { userId: blocked.id }), `${state} blocking`);
      ok(await blocker.browser.post('/api/blocks', { userId: account.id }), `blocking ${state}`);
    }),
  );

  const target = (state: PolicyStateName) => accounts[POLICY_STATES.indexOf(state)];
  await setPrivacy(target('progress_hidden'), { showProgress: false });
  await setPrivacy(target('quiet'), { showProgress: false, showFollowers: false, allowMessages: false });
  const leaderboardChoice = await target('quiet').browser.patch('/api/users/me/preferences', {
    privacy: { appearOnLeaderboard: false },
  });
  if (leaderboardChoice.status !== 200)
    setupGaps.push(`quiet: "appear on the leaderboard" off answered ${leaderboardChoice.status}`);
  await hidePost(targets.hidden_post, stranger.browser, admin.browser, setupGaps);

  const gone = target('deactivated');
  ok(await gone.browser.post('/api/auth/deactivate', { password: gone.password }), 'deactivating');
  targets.deactivated.selfSignedIn = false;
  const suspension = await admin.browser.post(`/api/admin/users/${target('suspended').id}/suspend`, {
    days: 30,
    reason: 'Access policy suite: a suspended account',
  });
  if (suspension.status >= 200 && suspension.status < 300) targets.suspended.selfSignedIn = false;
  else setupGaps.push(`suspended: POST /api/admin/users/:id/suspend answered ${suspension.status}`);

  await everyServiceCaughtUp(system, stranger);
  return { system, targets, viewers, setupGaps };
}

async function trickVideo(
  account: Account,
  admin: Browser,
  state: PolicyStateName,
): Promise<TargetScenario['post']> {
  const text = marker(state);
  const posted = await account.browser.post('/api/posts/trick-video', {
    content: `Landed it: ${text}`,
    videoUrl: YOUTUBE_LINK,
    trickIds: [POLICY_TRICK_ID],
  });
  ok(posted, `${state}: posting a trick video`);
  // The verification service opens the verification on the post-created event, a moment later.
  let verifications: VerificationDto[] = [];
  await eventually(
    async () => {
      const response = await admin.get(`/api/verifications/post/${posted.body.id}`);
      verifications = response.status === 200 ? response.body : [];
      return verifications.length === 1;
    },
    `the verification of ${state}'s trick video`,
    EVENT_DEADLINE_MS,
  );
  return { id: posted.body.id, verificationId: verifications[0].id, marker: text };
}

/**
 * A message each way between the target and every signed-in viewer, and a notification of the target's for
 * each viewer: the inbox history its state must answer for. A message is no notification, so the target
 * follows each viewer, which is one (and no relation the policy looks at: that is the viewer following).
 */
async function exchangeMessages(
  target: Account,
  viewers: Pick<Account, 'browser' | 'id' | 'username'>[],
  state: PolicyStateName,
): Promise<void> {
  await Promise.all(
    viewers.flatMap((viewer) => [
      target.browser
        .post('/api/follows', { followingId: viewer.id })
        .then((response) => ok(response, `${state} following ${viewer.username}`)),
      target.browser
        .post('/api/messages', { recipientId: viewer.id, content: `Hi from ${state}` })
        .then((response) => ok(response, `${state} messaging ${viewer.username}`)),
      viewer.browser
        .post('/api/messages', { recipientId: target.id, content: `Hi, ${state}` })
        .then((response) => ok(response, `${viewer.username} messaging ${state}`)),
    ]),
  );
}

/** The sponsor brand asks the target, who accepts. */
async function acceptedSponsorship(
  sponsor: Account,
  target: Account,
  state: PolicyStateName,
): Promise<string> {
  const requested = await sponsor.browser.post('/api/sponsorships', { userId: target.id, status: 'pending' });
  ok(requested, `sponsoring ${state}`);
  const accepted = await target.browser.patch(`/api/sponsorships/${requested.body.id}`, {
    status: 'accepted',
  });
  ok(accepted, `${state} accepting the sponsorship`);
  return requested.body.id;
}

function setPrivacy(account: Account, privacy: Record<string, boolean>): Promise<void> {
  return account.browser
    .patch('/api/users/me/preferences', { privacy })
    .then((response) => ok(response, `privacy ${JSON.stringify(privacy)}`));
}

/** Follows; where the answer is a request (a private profile), the owner approves it. */
async function followApproved(follower: Account, target: Account, setupGaps: string[]): Promise<void> {
  const response = await follower.browser.post('/api/follows', { followingId: target.id });
  ok(response, `following ${target.username}`);
  if (response.body?.status !== 'requested') return;
  const approval = await target.browser.post(`/api/follow-requests/${follower.id}/approve`);
  if (approval.status < 200 || approval.status >= 300)
    setupGaps.push(`private: approving the follow request answered ${approval.status}`);
}

/** A stranger reports the post, and an admin resolves the report by hiding it. */
async function hidePost(
  target: TargetScenario,
  reporter: Browser,
  admin: Browser,
  setupGaps: string[],
): Promise<void> {
  const report = await reporter.post('/api/reports', {
    targetType: 'post',
    targetId: target.post.id,
    reason: 'spam',
  });
  if (report.status < 200 || report.status >= 300) {
    setupGaps.push(`hidden_post: POST /api/reports answered ${report.status}`);
    return;
  }
  let reportId: string | undefined;
  await eventually(
    async () => {
      const queue = await admin.get('/api/admin/reports');
      const page = queue.body as ReportCasePageDto;
      reportId = page.cases?.find((item) => item.targetId === target.post.id)?.id;
      return reportId !== undefined;
    },
    'the report in the moderation queue',
    EVENT_DEADLINE_MS,
  ).catch(() => undefined);
  if (reportId === undefined) {
    setupGaps.push('hidden_post: the report never showed in GET /api/admin/reports');
    return;
  }
  const resolved = await admin.post(`/api/admin/reports/${reportId}/resolve`, { action: 'hide' });
  if (resolved.status < 200 || resolved.status >= 300)
    setupGaps.push(`hidden_post: resolving the report with hide answered ${resolved.status}`);
}

function knownTo(system: RunningSystem, table: string, userId: string, where = 'true'): Promise<void> {
  return eventually(
    async () =>
      (await runSql(system, `SELECT 1 FROM ${table} WHERE user_id = $1 AND ${where}`, [userId])).length > 0,
    `user ${userId} in ${table} (${where})`,
    EVENT_DEADLINE_MS,
  );
}

/**
 * A barrier: every service handles a producer's events in order, so once a profile change made after every
 * setup step has reached each service's copy of the users, the steps before it have too. A moment more
 * covers the events of other producers (the admin service's moderation) and second consumers.
 */
async function everyServiceCaughtUp(system: RunningSystem, sentinel: Account): Promise<void> {
  const name = marker('barrier');
  const since = new Date(Date.now() - 1000);
  ok(await sentinel.browser.patch(`/api/users/${sentinel.id}`, { displayName: name }), 'the barrier');
  const named = `display_name = '${name}'`;
  const updated = `updated_at >= '${since.toISOString()}'`;
  await Promise.all([
    knownTo(system, 'posts.authors', sentinel.id, named),
    knownTo(system, 'tricks.leaderboard_users', sentinel.id, named),
    knownTo(system, 'messaging.users', sentinel.id, named),
    knownTo(system, 'sponsorships.users', sentinel.id, updated),
    knownTo(system, 'verification.voters', sentinel.id, updated),
    knownTo(system, 'games.users', sentinel.id, named),
  ]);
  await sleep(2000);
}
