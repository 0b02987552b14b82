import type { AuditEntryDto, ReportCasePageDto } from '@boonies/contracts/admin';
import {
  type ContestedVerificationDto,
  DECISION_NOTE_MAX,
  MAX_EARNED_WEIGHT,
  STANDING_DEFAULTS,
  type StandingDto,
  type VerificationDto,
} from '@boonies/contracts/verification';
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
  runSql,
  skater,
  trickVideo,
  tricksKnownToPosts,
  type SignedInUser,
} from './support/posts-system';
import { FIXTURE_CATALOGUE_DIR } from './support/tricks-system';

jest.setTimeout(EVENT_TEST_TIMEOUT_MS);

/**
 * What a vote weighs, and the admins' review of contested verifications, over HTTP: who may call each
 * route, what the gateway refuses itself, reports weighed by the reporter's standing, and a reported trick
 * video from the queue to the admin's decision and the audit log.
 */
describe('verification standing and review routes', () => {
  let system: RunningSystem;
  let poster: SignedInUser;
  let reporter: SignedInUser;
  /** A trusted skater: standing from the start, so their report contests. */
  let trustedReporter: SignedInUser;
  let moderator: SignedInUser;
  const anonymous = () => new Browser(system.baseUrl);

  const contested = (who: Browser, query = '') => who.get(`/api/admin/verifications/contested${query}`);
  const decide = (who: Browser, id: string, body: object) =>
    who.post(`/api/admin/verifications/${id}/decision`, body);
  const fileReport = (who: SignedInUser, postId: string) =>
    who.browser.post('/api/reports', { targetType: 'post', targetId: postId, reason: 'other' });
  const inReviewQueue = async (verificationId: string): Promise<ContestedVerificationDto | undefined> => {
    const queue: Response = await contested(moderator.browser);
    const entries: ContestedVerificationDto[] = Array.isArray(queue.body) ? queue.body : [];
    return entries.find((candidate) => candidate.verification.id === verificationId);
  };
  /** How many reports the verification service has taken in: each report-filed event it handled. */
  const reportsHandled = async (): Promise<number> => {
    const [row] = (await runSql(
      system,
      "SELECT count(*)::int AS handled FROM verification.inbox WHERE subject LIKE '%.report-filed.%'",
    )) as { handled: number }[];
    return row?.handled ?? 0;
  };

  beforeAll(async () => {
    system = await startSystem({
      label: 'gateway-verification-review',
      services: ['auth', 'social', 'tricks', 'posts', 'verification', 'admin'],
      env: { TRUST_PROXY: 'true', TRICKS_CATALOGUE_DIR: FIXTURE_CATALOGUE_DIR },
    });
    await tricksKnownToPosts(system);
    [poster, reporter, trustedReporter, moderator] = await Promise.all([
      skater(system, 'poster'),
      skater(system, 'reporter'),
      skater(system, 'trusted'),
      admin(system),
    ]);
    expectStatus(
      await moderator.browser.patch(`/api/admin/users/${trustedReporter.id}/trusted`, { trusted: true }),
      200,
    );
    await eventually(
      async () =>
        ((await trustedReporter.browser.get('/api/verifications/standing')).body as StandingDto).weight > 0,
      'the trusted skater to have standing',
      EVENT_DEADLINE_MS,
    );
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

    it("weighs a report by standing: a new skater's reaches the moderators only, a trusted skater's contests until dismissed", async () => {
      const video = await trickVideo(poster.browser, ['gw-2'], 'Kickflip down the three');
      const [verification] = await openedVerifications(reporter.browser, video.id, 1);
      const handledBefore = await reportsHandled();

      expectStatus(await fileReport(reporter, video.id), 201);

      let caseId: string | undefined;
      await eventually(
        async () => {
          const page = (await moderator.browser.get('/api/admin/reports')).body as ReportCasePageDto;
          caseId = page.cases?.find((found) => found.targetId === video.id)?.id;
          return caseId !== undefined;
        },
        "the new skater's report in the moderators' queue",
        EVENT_DEADLINE_MS,
      );
      await eventually(
        async () => (await reportsHandled()) > handledBefore,
        "the new skater's report taken in by the verification service",
        EVENT_DEADLINE_MS,
      );
      expect(await inReviewQueue(verification!.id)).toBeUndefined();
      expect((await reporter.browser.get(`/api/verifications/${verification!.id}`)).body).toMatchObject({
        progress: { state: 'open' },
      });

      expectStatus(await fileReport(trustedReporter, video.id), 201);
      let entry: ContestedVerificationDto | undefined;
      await eventually(
        async () => (entry = await inReviewQueue(verification!.id)) !== undefined,
        "the trusted skater's report in the review queue",
        EVENT_DEADLINE_MS,
      );
      expect(entry).toMatchObject({ reason: 'reported', verification: { progress: { state: 'contested' } } });

      expectStatus(
        await moderator.browser.post(`/api/admin/reports/${caseId}/resolve`, { action: 'dismiss' }),
        200,
      );
      await eventually(
        async () => (await inReviewQueue(verification!.id)) === undefined,
        'the verification released by the dismissal',
        EVENT_DEADLINE_MS,
      );
      expect((await reporter.browser.get(`/api/verifications/${verification!.id}`)).body).toMatchObject({
        isVerified: false,
        progress: { state: 'open' },
      });
    });

    it('sends a reported trick video to the queue; the admin verifies it, for good, in the audit log', async () => {
      const video = await trickVideo(poster.browser, ['gw-1'], 'Ollie over the hip');
      const [verification] = await openedVerifications(reporter.browser, video.id, 1);
      expectStatus(await fileReport(trustedReporter, video.id), 201);

      let entry: ContestedVerificationDto | undefined;
      await eventually(
        async () => (entry = await inReviewQueue(verification!.id)) !== undefined,
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
