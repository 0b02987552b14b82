import { randomUUID } from 'node:crypto';
import { ADMIN_EVENTS } from '@boonies/contracts/admin';
import { AUTH_EVENTS } from '@boonies/contracts/auth';
import { type ConversationPageDto, MESSAGE_MESSAGES } from '@boonies/contracts/messaging';
import { SPONSORSHIP_MESSAGES } from '@boonies/contracts/sponsorships';
import { VERIFICATION_MESSAGES, type VerificationDto } from '@boonies/contracts/verification';
import { startSystem, type RunningSystem } from '@boonies/testing';
import { Browser } from './support/browser';
import { expectStatus } from './support/expect-status';
import {
  EVENT_DEADLINE_MS,
  EVENT_TEST_TIMEOUT_MS,
  knownToPosts,
  POSTS_SYSTEM_START_TIMEOUT_MS,
  publishEvent,
  tricksKnownToPosts,
  trickVideo,
} from './support/posts-system';
import {
  eventually,
  FIXTURE_CATALOGUE_DIR,
  runSql,
  signedInAdmin,
  signedUp,
  type SignedInUser,
} from './support/tricks-system';

jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/** Until `sql` (with the ids as parameters) finds a row in some service's projection. */
function projected(system: RunningSystem, sql: string, ids: unknown[], what: string): Promise<void> {
  return eventually(async () => (await runSql(system, sql, ids)).length > 0, what, EVENT_DEADLINE_MS);
}

/** Until every service this suite drives knows the account. */
async function knownEverywhere(system: RunningSystem, userId: string, where = 'true'): Promise<void> {
  await Promise.all([
    knownToPosts(system, userId),
    projected(system, `SELECT 1 FROM verification.voters WHERE user_id = $1 AND ${where}`, [userId], 'voter'),
    projected(
      system,
      `SELECT 1 FROM messaging.users WHERE user_id = $1 AND ${where}`,
      [userId],
      'messaging user',
    ),
    projected(
      system,
      `SELECT 1 FROM sponsorships.users WHERE user_id = $1 AND ${where}`,
      [userId],
      'athlete',
    ),
  ]);
}

/** `blocker` blocks `blocked` through the route, then waits until every service that judges by it knows. */
async function block(system: RunningSystem, blocker: SignedInUser, blocked: SignedInUser): Promise<void> {
  expectStatus(await blocker.browser.post('/api/blocks', { userId: blocked.id }), 200);
  const ids = [blocker.id, blocked.id];
  await Promise.all([
    projected(
      system,
      'SELECT 1 FROM verification.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND is_blocking',
      ids,
      'block',
    ),
    projected(
      system,
      'SELECT 1 FROM messaging.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND active',
      ids,
      'block',
    ),
    projected(
      system,
      'SELECT 1 FROM sponsorships.blocks WHERE blocker_id = $1 AND blocked_id = $2 AND is_blocking',
      ids,
      'block',
    ),
  ]);
}

/**
 * Votes, direct messages and sponsorship requests ask the access policy: who may read and vote on a trick
 * video's verifications, message a skater, or ask an athlete — an anonymous caller, another user, a
 * blocked user and an admin on every route, through the gateway and the real services.
 */
describe('interaction routes ask the access policy', () => {
  let system: RunningSystem;
  let poster: SignedInUser;
  let other: SignedInUser;
  let blocked: SignedInUser;
  let moderator: SignedInUser;
  let brand: SignedInUser;
  let verification: VerificationDto;
  const anonymous = () => new Browser(system.baseUrl);

  async function member(label: string): Promise<SignedInUser> {
    const user = await signedUp(system, label);
    await knownEverywhere(system, user.id);
    return user;
  }

  async function openedVerification(owner: SignedInUser): Promise<VerificationDto> {
    const post = await trickVideo(owner.browser, ['gw-1']);
    let found: VerificationDto | undefined;
    await eventually(
      async () => {
        const response = await owner.browser.get(`/api/verifications/post/${post.id}`);
        found = (response.body as VerificationDto[] | undefined)?.[0];
        return response.status === 200 && found !== undefined;
      },
      'the verification of the trick video',
      EVENT_DEADLINE_MS,
    );
    return found!;
  }

  /** What each verification route answers `who`: the three reads and a vote. */
  /**
   * The post's list, the verification, the caller's vote and a vote. The list answers a trick video hidden
   * from the caller as it answers any post without verifications: empty (`none`), never a 404.
   */
  async function verificationAnswers(who: Browser, v: VerificationDto): Promise<(number | string)[]> {
    const list = await who.get(`/api/verifications/post/${v.postId}`);
    return [
      list.status === 200 ? (list.body.length > 0 ? 'listed' : 'none') : list.status,
      (await who.get(`/api/verifications/${v.id}`)).status,
      (await who.get(`/api/verifications/${v.id}/vote`)).status,
      (await who.post(`/api/verifications/${v.id}/vote`, { vote: false })).status,
    ];
  }

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-interactions-access',
      services: ['auth', 'social', 'tricks', 'posts', 'verification', 'messaging', 'sponsorships'],
      env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR },
    });
    await tricksKnownToPosts(system);
    [poster, other, blocked] = await Promise.all([member('poster'), member('other'), member('blocked')]);
    moderator = await signedInAdmin(system);
    await knownEverywhere(system, moderator.id);
    brand = await member('brand');
    expectStatus(await brand.browser.patch(`/api/users/${brand.id}`, { isBrand: true }), 200);
    await knownEverywhere(system, brand.id, 'is_brand');
    await block(system, poster, blocked);
    verification = await openedVerification(poster);
  }, POSTS_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  it('every route answers 401 without a session', async () => {
    const id = randomUUID();
    const routes: [string, string, object?][] = [
      ['GET', `/api/verifications/post/${id}`],
      ['GET', `/api/verifications/${id}`],
      ['GET', `/api/verifications/${id}/vote`],
      ['POST', `/api/verifications/${id}/vote`, { vote: true }],
      ['POST', '/api/messages', { recipientId: id, content: 'hi' }],
      ['GET', '/api/messages?box=received'],
      ['GET', `/api/messages/${id}`],
      ['POST', '/api/sponsorships', { userId: id, status: 'pending' }],
    ];
    for (const [method, path, body] of routes) {
      const browser = anonymous();
      const response = method === 'GET' ? await browser.get(path) : await browser.post(path, body);
      expect({ route: `${method} ${path}`, status: response.status }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
    }
  });

  describe('verifications', () => {
    it('another user and an admin read and vote; the poster reads but may not vote', async () => {
      expect(await verificationAnswers(other.browser, verification)).toEqual(['listed', 200, 200, 200]);
      expect(await verificationAnswers(moderator.browser, verification)).toEqual(['listed', 200, 200, 200]);
      const own = await poster.browser.post(`/api/verifications/${verification.id}/vote`, { vote: true });
      expect({ status: own.status, body: own.body }).toEqual({
        status: 403,
        body: { code: 'FORBIDDEN', error: VERIFICATION_MESSAGES.ownPost },
      });
    });

    it('a skater the poster blocked finds nothing and cannot vote fake', async () => {
      expect(await verificationAnswers(blocked.browser, verification)).toEqual(['none', 404, 404, 404]);
      // And the blocker cannot vote on the blocked skater's videos either.
      const theirs = await openedVerification(blocked);
      const answers = await verificationAnswers(poster.browser, theirs);
      expect(answers.slice(0, 3)).toEqual(['none', 404, 404]);
      expect(answers[3]).toBe(403);
    });

    it("a private skater's clips are for approved followers: strangers get 404, admins see past privacy", async () => {
      const shy = await member('shy');
      const clip = await openedVerification(shy);
      expectStatus(
        await shy.browser.patch('/api/users/me/preferences', { privacy: { publicProfile: false } }),
        200,
      );
      await projected(
        system,
        'SELECT 1 FROM verification.privacy_settings WHERE user_id = $1 AND NOT public_profile',
        [shy.id],
        'private',
      );
      expect(await verificationAnswers(other.browser, clip)).toEqual(['none', 404, 404, 404]);
      expect(await verificationAnswers(moderator.browser, clip)).toEqual(['listed', 200, 200, 200]);
    });

    it('a trick video a moderator hid: gone for others and admins, readable by the poster, votable by none', async () => {
      const hiddenOwner = await member('hidden');
      const clip = await openedVerification(hiddenOwner);
      await publishEvent(system, 'admin', ADMIN_EVENTS.contentModerated, {
        kind: 'post',
        contentId: clip.postId,
        ownerId: hiddenOwner.id,
        hidden: true,
      });
      await projected(
        system,
        'SELECT 1 FROM verification.hidden_posts WHERE post_id = $1 AND is_hidden',
        [clip.postId],
        'hidden post',
      );
      expect(await verificationAnswers(other.browser, clip)).toEqual(['none', 404, 404, 404]);
      expect(await verificationAnswers(moderator.browser, clip)).toEqual(['none', 404, 404, 404]);
      expect(await verificationAnswers(hiddenOwner.browser, clip)).toEqual(['listed', 200, 200, 404]);
    });
  });

  describe('direct messages', () => {
    const conversation = async (who: SignedInUser, withId: string): Promise<ConversationPageDto> => {
      const response = await who.browser.get(`/api/messages/${withId}`);
      expectStatus(response, 200);
      return response.body;
    };

    it('another user and an admin may write; the conversation says so', async () => {
      for (const writer of [other, moderator]) {
        expectStatus(
          await writer.browser.post('/api/messages', { recipientId: poster.id, content: 'Sick clip' }),
          201,
        );
        expect(await conversation(writer, poster.id)).toMatchObject({
          canMessage: true,
          cannotMessageReason: null,
        });
      }
    });

    it('the blocked skater finds no one; the blocker is told why; the conversation is gone for both', async () => {
      const refused = await blocked.browser.post('/api/messages', { recipientId: poster.id, content: 'Hey' });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', error: MESSAGE_MESSAGES.unknownRecipient },
      });
      const back = await poster.browser.post('/api/messages', { recipientId: blocked.id, content: 'Hey' });
      expect({ status: back.status, body: back.body }).toEqual({
        status: 403,
        body: { code: 'FORBIDDEN', error: MESSAGE_MESSAGES.blocked },
      });
      // The access policy shows neither side what the other wrote: no conversation to open either way.
      for (const [reader, counterpart] of [
        [blocked, poster],
        [poster, blocked],
      ]) {
        const opened = await reader.browser.get(`/api/messages/${counterpart.id}`);
        expect({ status: opened.status, code: opened.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
      }
      expectStatus(await blocked.browser.get('/api/messages?box=sent'), 200);
    });

    it('a suspended or deactivated recipient is no such skater, and the conversation leaves the inbox', async () => {
      const [suspended, leaving] = await Promise.all([member('suspended'), member('leaving')]);
      expectStatus(
        await other.browser.post('/api/messages', { recipientId: suspended.id, content: 'Hi' }),
        201,
      );
      await publishEvent(system, 'auth', AUTH_EVENTS.userUpdated, {
        userId: suspended.id,
        username: suspended.username,
        displayName: null,
        profilePicture: null,
        proStatus: false,
        amateurStatus: false,
        flowStatus: false,
        isBrand: false,
        isAdmin: false,
        isTrusted: false,
        isActive: true,
        suspendedUntil: new Date(Date.now() + 86_400_000).toISOString(),
        updatedAt: new Date(Date.now() + 60_000).toISOString(),
      });
      await projected(
        system,
        'SELECT 1 FROM messaging.users WHERE user_id = $1 AND suspended_until > now()',
        [suspended.id],
        'suspension',
      );
      expectStatus(await leaving.browser.post('/api/auth/deactivate', { password: 'kickflip-42' }), 200);
      await knownEverywhere(system, leaving.id, 'NOT is_active');

      for (const gone of [suspended, leaving]) {
        for (const writer of [other, moderator]) {
          const refused = await writer.browser.post('/api/messages', { recipientId: gone.id, content: 'Hi' });
          expect({ status: refused.status, body: refused.body }).toEqual({
            status: 404,
            body: { code: 'NOT_FOUND', error: MESSAGE_MESSAGES.unknownRecipient },
          });
        }
        expectStatus(await other.browser.get(`/api/messages/${gone.id}`), 404, 'NOT_FOUND');
        const sent = (await other.browser.get('/api/messages?box=sent&limit=100'))
          .body as ConversationPageDto;
        expect(sent.messages.map(({ recipientId }) => recipientId)).not.toContain(gone.id);
      }
    });
  });

  describe('sponsorship requests', () => {
    const ask = (who: SignedInUser, athleteId: string) =>
      who.browser.post('/api/sponsorships', { userId: athleteId, status: 'pending' });

    it('a brand may ask; another user and an admin are no brands', async () => {
      const athlete = await member('athlete');
      expectStatus(await ask(brand, athlete.id), 201);
      for (const who of [other, moderator]) {
        const refused = await ask(who, athlete.id);
        expect({ status: refused.status, error: refused.body.error }).toEqual({
          status: 403,
          error: SPONSORSHIP_MESSAGES.brandsOnly,
        });
      }
    });

    it('a block either way stops the request: 404 when the athlete blocked the brand, 403 the other way', async () => {
      const [shy, unwanted] = await Promise.all([member('shy-athlete'), member('unwanted')]);
      await block(system, shy, brand);
      await block(system, brand, unwanted);
      expectStatus(await ask(brand, shy.id), 404, 'NOT_FOUND');
      expectStatus(await ask(brand, unwanted.id), 403, 'FORBIDDEN');
    });
  });
});
