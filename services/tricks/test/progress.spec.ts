import { errorOf } from '@boonies/testing';
import type { UserProfileChangedV1 } from '@boonies/contracts/auth';
import {
  type ProgressChangedV1,
  type ScoreChangedV1,
  TRICKS_EVENTS,
  TRICKS_RPC,
} from '@boonies/contracts/tricks';
import { randomUUID } from 'node:crypto';
import { callerFor, TricksTestService } from './support/tricks-test-service';

describe('progress', () => {
  let tricks: TricksTestService;

  beforeAll(async () => {
    tricks = await TricksTestService.start('progress');
  });

  afterAll(() => tricks?.stop());

  /** A registered skater who calls on their own behalf. */
  async function skater(overrides: Partial<UserProfileChangedV1> = {}) {
    const profile = await tricks.registerUser(overrides);
    const caller = callerFor(profile.userId);
    const setLearned = (trickId: string, learned: boolean) =>
      tricks.call(TRICKS_RPC.setLearned, { userId: profile.userId, trickId, learned }, caller);
    const score = () => tricks.call(TRICKS_RPC.score, { userId: profile.userId }, caller);
    return { userId: profile.userId, caller, setLearned, score };
  }

  const admin = callerFor(randomUUID(), true);
  const verify = (userId: string, trickId: string) =>
    tricks.call(TRICKS_RPC.setUserProgress, { userId, trickId, learned: true, verified: true }, admin);

  describe('rpc.tricks.set-learned', () => {
    it('checks a trick, keeps when it was first learned, and lists it', async () => {
      const { userId, caller, setLearned } = await skater();

      const learned = await setLearned('fix-1', true);
      expect(learned).toEqual({
        trickId: 'fix-1',
        learned: true,
        verified: false,
        learnedAt: expect.any(String),
      });
      expect(await setLearned('fix-1', true)).toEqual(learned);

      expect(await tricks.call(TRICKS_RPC.progress, { userId }, caller)).toEqual([learned]);
    });

    it('unchecks a trick that is not verified', async () => {
      const { setLearned, score } = await skater();
      await setLearned('fix-2', true);

      expect(await setLearned('fix-2', false)).toEqual({
        trickId: 'fix-2',
        learned: false,
        verified: false,
        learnedAt: null,
      });
      expect(await score()).toMatchObject({ privateScore: 0, learnedCount: 0 });
    });

    it('refuses to uncheck a verified trick with 409, and keeps it', async () => {
      const { userId, setLearned } = await skater();
      await verify(userId, 'fix-3');

      expect(await errorOf(setLearned('fix-3', false))).toEqual({
        code: 'CONFLICT',
        error: 'Verified tricks are locked and cannot be unchecked',
      });
      expect(await setLearned('fix-3', true)).toMatchObject({ learned: true, verified: true });
    });

    it("refuses another user's progress, even for an admin", async () => {
      const owner = await skater();
      const other = await skater();

      for (const caller of [other.caller, callerFor(randomUUID(), true)]) {
        const attempt = tricks.call(
          TRICKS_RPC.setLearned,
          { userId: owner.userId, trickId: 'fix-1', learned: true },
          caller,
        );
        expect(await errorOf(attempt)).toMatchObject({ code: 'FORBIDDEN' });
      }
    });

    it('refuses brand accounts, known from the auth service’s event', async () => {
      const brand = await skater({ isBrand: true });

      expect(await errorOf(brand.setLearned('fix-1', true))).toEqual({
        code: 'FORBIDDEN',
        error: 'Brand accounts have no trick progress',
      });
    });

    it('answers 404 for a trick the catalogue does not have', async () => {
      const { setLearned } = await skater();
      expect(await errorOf(setLearned('nope-1', true))).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('requires a caller and a valid request', async () => {
      const { userId } = await skater();
      const anonymous = tricks.call(TRICKS_RPC.setLearned, { userId, trickId: 'fix-1', learned: true });
      expect(await errorOf(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });
      const malformed = tricks.call(
        TRICKS_RPC.setLearned,
        { userId, trickId: 'Fix 1', learned: true },
        callerFor(userId),
      );
      expect(await errorOf(malformed)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'trickId' });
    });

    it('writes progress-changed and score-changed to the outbox, only for real changes', async () => {
      const { userId, caller, setLearned } = await skater();
      await setLearned('fix-6', true);
      await setLearned('fix-6', true);
      await setLearned('fix-6', false);

      const progress = (await tricks.outboxRows<ProgressChangedV1>(TRICKS_EVENTS.progressChanged))
        .map(({ envelope }) => envelope)
        .filter(({ data }) => data.userId === userId);
      expect(progress.map(({ data }) => data)).toEqual([
        { userId, trickId: 'fix-6', learned: true, verified: false, points: 15 },
        { userId, trickId: 'fix-6', learned: false, verified: false, points: 15 },
      ]);
      expect(progress[0]).toMatchObject({
        type: 'tricks.progress-changed',
        producer: 'tricks',
        actorId: caller.userId,
      });

      const scores = (await tricks.outboxRows<ScoreChangedV1>(TRICKS_EVENTS.scoreChanged))
        .map(({ envelope }) => envelope.data)
        .filter((data) => data.userId === userId);
      expect(scores).toEqual([
        { userId, privateScore: 15, publicScore: 0, level: 1 },
        { userId, privateScore: 0, publicScore: 0, level: 1 },
      ]);
    });
  });

  describe('scores', () => {
    // [learned tricks, verified among them, private, public, level]
    it.each([
      [[], [], 0, 0, 1],
      [['fix-1'], [], 10, 0, 1],
      [['fix-1', 'fix-2', 'fix-3'], ['fix-1'], 60, 10, 1],
      [['fix-1', 'fix-5'], ['fix-5'], 110, 100, 2],
      [
        ['fix-1', 'fix-2', 'fix-3', 'fix-4', 'fix-5', 'fix-6'],
        ['fix-2', 'fix-4', 'fix-5', 'fix-6'],
        225,
        185,
        2,
      ],
    ])(
      'learned %j, verified %j: private %i, public %i, level %i',
      async (learned, verified, priv, pub, level) => {
        const { userId, setLearned, score } = await skater();
        for (const trickId of learned) await setLearned(trickId, true);
        for (const trickId of verified) await verify(userId, trickId);

        expect(await score()).toEqual({
          userId,
          privateScore: priv,
          publicScore: pub,
          learnedCount: learned.length,
          verifiedCount: verified.length,
          level,
          levelName: level === 1 ? 'Beginner' : 'Easy',
          pointsInLevel: pub % 100,
        });
      },
    );
  });

  describe('rpc.tricks.set-user-progress', () => {
    it('lets an admin verify and unlearn, which also unverifies', async () => {
      const { userId, score } = await skater();

      expect(await verify(userId, 'fix-5')).toMatchObject({
        userId,
        trickId: 'fix-5',
        learned: true,
        verified: true,
      });
      expect(await score()).toMatchObject({ publicScore: 100, level: 2 });

      const unlearned = await tricks.call(
        TRICKS_RPC.setUserProgress,
        { userId, trickId: 'fix-5', learned: false },
        admin,
      );
      expect(unlearned).toMatchObject({ learned: false, verified: false, learnedAt: null });
      expect(await score()).toMatchObject({ privateScore: 0, publicScore: 0 });
    });

    it('refuses verified without learned', async () => {
      const { userId } = await skater();
      const attempt = tricks.call(
        TRICKS_RPC.setUserProgress,
        { userId, trickId: 'fix-1', learned: false, verified: true },
        admin,
      );
      expect(await errorOf(attempt)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'verified' });
    });

    it('lets users set only learned, and only on their own records', async () => {
      const { userId, caller } = await skater();
      const other = await skater();

      expect(
        await tricks.call(TRICKS_RPC.setUserProgress, { userId, trickId: 'fix-1', learned: true }, caller),
      ).toMatchObject({ userId, learned: true, verified: false });
      const selfVerified = tricks.call(
        TRICKS_RPC.setUserProgress,
        { userId, trickId: 'fix-1', learned: true, verified: true },
        caller,
      );
      expect(await errorOf(selfVerified)).toEqual({
        code: 'FORBIDDEN',
        error: 'Only admins can verify tricks',
      });
      const someoneElse = tricks.call(
        TRICKS_RPC.setUserProgress,
        { userId: other.userId, trickId: 'fix-1', learned: true },
        caller,
      );
      expect(await errorOf(someoneElse)).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('rpc.tricks.list-user-progress', () => {
    it("answers the caller's own records, or the named user's", async () => {
      const { userId, caller, setLearned } = await skater();
      const other = await skater();
      await setLearned('fix-1', true);

      expect(await tricks.call(TRICKS_RPC.listUserProgress, {}, caller)).toEqual([
        expect.objectContaining({ userId, trickId: 'fix-1', learned: true }),
      ]);
      expect(await tricks.call(TRICKS_RPC.listUserProgress, { userId: other.userId }, caller)).toEqual([]);
    });
  });

  describe('rpc.tricks.clear-progress', () => {
    it('lets an admin remove everything, announcing each learned trick and the score', async () => {
      const { userId, caller, setLearned, score } = await skater();
      await setLearned('fix-1', true);
      await verify(userId, 'fix-2');

      expect(await errorOf(tricks.call(TRICKS_RPC.clearProgress, { userId }, caller))).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await tricks.call(TRICKS_RPC.clearProgress, { userId }, admin)).toEqual({ removed: 2 });

      expect(await tricks.call(TRICKS_RPC.progress, { userId }, caller)).toEqual([]);
      expect(await score()).toMatchObject({ privateScore: 0, publicScore: 0, learnedCount: 0 });
      const cleared = (await tricks.outboxRows<ProgressChangedV1>(TRICKS_EVENTS.progressChanged))
        .map(({ envelope }) => envelope.data)
        .filter((data) => data.userId === userId && !data.learned);
      expect(cleared.map(({ trickId }) => trickId).sort()).toEqual(['fix-1', 'fix-2']);
    });
  });

  describe('concurrent changes', () => {
    it('end with the score their sum gives', async () => {
      const { userId, setLearned, score } = await skater();
      await Promise.all(
        ['fix-1', 'fix-2', 'fix-3', 'fix-4', 'fix-5', 'fix-6'].map((id) => setLearned(id, true)),
      );
      await Promise.all([verify(userId, 'fix-4'), verify(userId, 'fix-5'), setLearned('fix-1', false)]);

      expect(await score()).toMatchObject({
        privateScore: 215,
        publicScore: 150,
        learnedCount: 5,
        verifiedCount: 2,
      });
    });
  });
});
