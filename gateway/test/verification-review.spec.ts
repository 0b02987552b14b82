import {
  DECISION_NOTE_MAX,
  MAX_EARNED_WEIGHT,
  STANDING_DEFAULTS,
  type AuditEntryDto,
  type ContestedVerificationDto,
  type StandingDto,
  type VerificationDto,
} from '@boonies/contracts';
import { startSystem, type RunningSystem } from '@boonies/testing';
import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { Browser } from './support/browser';
import { expectStatus } from './support/expect-status';
import {
  admin,
  EVENT_DEADLINE_MS,
  EVENT_TEST_TIMEOUT_MS,
  eventually,
  openedVerifications,
  POSTS_SYSTEM_START_TIMEOUT_MS,
  skater,
  trickVideo,
  tricksKnownToPosts,
  type SignedInUser,
} from './support/posts-system';
import { FIXTURE_CATALOGUE_DIR } from './support/tricks-system';

jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/**
 * What a vote weighs, and the admins' review of contested verifications, over HTTP: who may call each
 * route, what the gateway refuses itself, and a reported trick video from the queue to the admin's
 * decision and the audit log.
 */
describe('verification standing and review routes', () => {
  let system: RunningSystem;
  let poster: SignedInUser;
  let reporter: SignedInUser;
  let moderator: SignedInUser;
  const anonymous = () => new Browser(system.baseUrl);

  const contested = (who: Browser, query = '') => who.get(`/api/admin/verifications/contested${query}`);
  const decide = (who: Browser, id: string, body: object) =>
    who.post(`/api/admin/verifications/${id}/decision`, body);

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-verification-review',
      services: ['auth', 'tricks', 'posts', 'verification', 'admin'],
      env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR },
    });
    await tricksKnownToPosts(system);
    [poster, reporter, moderator] = await Promise.all([
      skater(system, 'poster'),
      skater(system, 'reporter'),
      admin(system),
    ]);
  }, POSTS_SYSTEM_START_TIMEOUT_MS);

  afterAll(() => system?.stop());

  describe('answered by the gateway itself', () => {
    it('every route answers 401 without a session', async () => {
      const id = randomUUID();
      for (const response of [
        await anonymous().get('/api/verifications/standing'),
        await contested(anonymous()),
        await decide(anonymous(), id, { verdict: 'verified' }),
      ]) {
        expectStatus(response, 401, 'UNAUTHENTICATED');
      }
    });

    it.each([
      ['a limit under 1', '?limit=0'],
      ['a limit over 100', '?limit=101'],
      ['a limit that is not a number', '?limit=lots'],
    ])('refuses the queue with %s', async (_case, query) => {
      const response = await contested(moderator.browser, query);
      expectStatus(response, 400, 'VALIDATION_FAILED');
      expect(response.body).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED', field: 'limit' });
    });

    const id = randomUUID();
    it.each([
      ['an id that is not a uuid', 'not-an-id', { verdict: 'verified' }, 'id'],
      ['an unknown field', id, { verdict: 'verified', weight: 99 }, 'weight'],
      ['a verdict that is not allowed', id, { verdict: 'maybe' }, 'verdict'],
      ['no verdict', id, { note: 'Looks fine' }, 'verdict'],
      ['a note too long', id, { verdict: 'rejected', note: 'x'.repeat(DECISION_NOTE_MAX + 1) }, 'note'],
      ['a note that is not text', id, { verdict: 'rejected', note: 42 }, 'note'],
    ])('refuses a decision with %s', async (_case, target, body, field) => {
      const response = await decide(moderator.browser, target, body);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { error: expect.any(String), code: 'VALIDATION_FAILED', field },
      });
    });
  });

  describe('answered by the verification service', () => {
    it("tells a new skater their vote weighs nothing yet, and why, with the thresholds (not an id's route)", async () => {
      const response = await poster.browser.get('/api/verifications/standing');
      expectStatus(response, 200);
      const standing = response.body as StandingDto;
      expect(standing).toMatchObject({
        weight: 0,
        maxWeight: MAX_EARNED_WEIGHT,
        tier: 'none',
        reasons: ['new_account'],
        facts: { verifiedTricks: 0, decidedVotes: 0, agreedVotes: 0, recentWarnings: 0 },
        settings: STANDING_DEFAULTS,
      });
      expect(standing.facts.accountAgeDays).toBeLessThan(1);
    });

    it('keeps the review queue and decisions for admins: a skater gets 403, an admin 200', async () => {
      expectStatus(await contested(reporter.browser), 403, 'FORBIDDEN');
      expectStatus(await decide(reporter.browser, randomUUID(), { verdict: 'verified' }), 403, 'FORBIDDEN');
      const queue = await contested(moderator.browser, '?limit=5');
      expectStatus(queue, 200);
      expect(Array.isArray(queue.body)).toBe(true);
    });

    it('sends a reported trick video to the queue; the admin verifies it, for good, in the audit log', async () => {
      const video = await trickVideo(poster.browser, ['gw-1'], 'Ollie over the hip');
      const [verification] = await openedVerifications(reporter.browser, video.id, 1);
      const filed = await reporter.browser.post('/api/reports', {
        targetType: 'post',
        targetId: video.id,
        reason: 'other',
      });
      expectStatus(filed, 201);

      let entry: ContestedVerificationDto | undefined;
      await eventually(
        async () => {
          const queue: Response = await contested(moderator.browser);
          const entries: ContestedVerificationDto[] = Array.isArray(queue.body) ? queue.body : [];
          entry = entries.find((candidate) => candidate.verification.id === verification!.id);
          return entry !== undefined;
        },
        'the reported trick video in the review queue',
        EVENT_DEADLINE_MS,
      );
      expect(entry).toMatchObject({
        reason: 'reported',
        contestedAt: expect.any(String),
        votes: [],
        verification: { id: verification!.id, postId: video.id, progress: { state: 'contested' } },
      });

      const decided = await decide(moderator.browser, verification!.id, {
        verdict: 'verified',
        note: 'Clean landing',
      });
      expectStatus(decided, 200);
      expect(decided.body as VerificationDto).toMatchObject({
        id: verification!.id,
        isVerified: true,
        progress: { state: 'verified', decidedBy: 'admin' },
      });
      const after = (await contested(moderator.browser)).body as ContestedVerificationDto[];
      expect(after.map((candidate) => candidate.verification.id)).not.toContain(verification!.id);

      let audited: AuditEntryDto | undefined;
      await eventually(
        async () => {
          const log = await moderator.browser.get(
            '/api/admin/audit-log?action=verification.verification-decided',
          );
          audited = (log.body.entries as AuditEntryDto[] | undefined)?.find(
            (candidate) => candidate.subjectId === verification!.id,
          );
          return audited !== undefined;
        },
        'the decision in the audit log',
        EVENT_DEADLINE_MS,
      );
      expect(audited).toMatchObject({
        summary: 'Decided a contested verification: verified',
        mode: 'self',
        actor: { id: moderator.id, username: moderator.username },
        target: { type: 'verification', id: verification!.id, owner: { id: poster.id } },
      });
    });
  });
});
